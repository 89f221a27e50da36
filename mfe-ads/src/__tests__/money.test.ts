import assert from 'node:assert/strict';
import { test } from 'node:test';
import { formatMicros, unitsToMicros } from '../common/money';

test('typed amounts become micro-currency', () => {
  assert.equal(unitsToMicros('12.50'), 12_500_000);
  assert.equal(unitsToMicros(' 5 '), 5_000_000);
  assert.equal(unitsToMicros('0,99'), 990_000);
  assert.equal(unitsToMicros('0.10'), 100_000);
});

test('anything but a positive amount with at most two decimals is refused', () => {
  for (const bad of ['', '0', '0.00', '-1', '1.234', 'ten', '1e3', '9999999999']) {
    assert.equal(unitsToMicros(bad), null, bad);
  }
});

test('micro-currency is shown in the currency of the ad account', () => {
  assert.equal(formatMicros(12_500_000, 'USD', 'en-US'), '$12.50');
  assert.equal(formatMicros(3_000_000, 'EUR', 'en-US'), '€3.00');
  assert.equal(formatMicros(null, 'USD', 'en-US'), '—');
});
