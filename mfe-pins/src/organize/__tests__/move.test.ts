import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { ApiError, Pin } from '@pinboard/contracts/web';
import { isSamePlace, moveCall, moveFailureText, withoutSelected } from '../move';
import { everything, noSelection, toggle } from '../selection';

const pin = (id: string) => ({ id }) as Pin;

test('the call: BulkEditResource for picked Pins, BulkEditSelectAllResource for all', () => {
  const source = { boardId: '10', sectionId: '5' };
  const target = { boardId: '20', sectionId: null };
  assert.deepEqual(moveCall(toggle(noSelection, '1'), source, target), {
    resource: 'BulkEditResource',
    options: { board_id: '20', section_id: null, pin_ids: ['1'] },
  });
  assert.deepEqual(moveCall(toggle(everything, '7'), source, target), {
    resource: 'BulkEditSelectAllResource',
    options: {
      board_id: '10',
      old_section_id: '5',
      new_board_id: '20',
      new_section_id: null,
      pin_ids: ['7'],
    },
  });
  assert.ok(isSamePlace(source, { boardId: '10', sectionId: '5' }));
  assert.ok(!isSamePlace(source, { boardId: '10', sectionId: null }));
});

test('moved Pins leave the grid at once; a busy board has its own words', () => {
  const data = { pageParams: [null], pages: [{ items: [pin('1'), pin('2'), pin('3')], next: null }] };
  assert.deepEqual(
    withoutSelected(data, toggle(noSelection, '2'))!.pages[0]!.items.map((p) => p.id),
    ['1', '3'],
  );
  assert.deepEqual(
    withoutSelected(data, toggle(everything, '2'))!.pages[0]!.items.map((p) => p.id),
    ['2'],
  );
  const error = (api_error_code: number): ApiError => ({
    http_status: 409,
    api_error_code,
    message: 'Server words',
    message_detail: null,
  });
  for (const code of [2171, 2172, 2173]) {
    assert.equal(moveFailureText(error(code)), 'Please wait until the previous board action finishes.');
  }
  assert.equal(moveFailureText(error(40)), 'Server words');
});
