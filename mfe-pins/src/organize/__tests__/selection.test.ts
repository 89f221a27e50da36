import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Pin } from '@pinboard/contracts/web';
import { everything, isEmpty, isSelected, noSelection, selectionText, toggle } from '../selection';

const pin = (id: string) => ({ id }) as Pin;

test('picking Pins one by one, or all but some', () => {
  const two = toggle(toggle(noSelection, '1'), '2');
  assert.ok(isSelected(two, '1') && isSelected(two, '2') && !isSelected(two, '3'));
  assert.equal(selectionText(two), '2 selected');
  assert.equal(selectionText(toggle(two, '1')), '1 selected');
  const allBut = toggle(everything, '3');
  assert.ok(isSelected(allBut, '1') && !isSelected(allBut, '3'));
  assert.equal(selectionText(everything), 'All Pins');
  assert.equal(selectionText(allBut), 'All Pins but 1');
  assert.ok(isEmpty(noSelection, [pin('1')]));
  assert.ok(!isEmpty(everything, [pin('1')]));
  assert.ok(isEmpty(toggle(everything, '1'), [pin('1')]));
});
