import assert from 'node:assert/strict';
import { test } from 'node:test';
import { savesLabel } from '../saves-label';

test('aggregated saves show only when over 1, compact past a thousand', () => {
  assert.equal(savesLabel(0), null);
  assert.equal(savesLabel(1), null);
  assert.equal(savesLabel(2), '2 saves');
  assert.equal(savesLabel(999), '999 saves');
  assert.equal(savesLabel(1_234), '1.2k saves');
  assert.equal(savesLabel(2_500_000), '2.5m saves');
  assert.equal(savesLabel(Number.NaN), null);
});
