import assert from 'node:assert/strict';
import { test } from 'node:test';
import { safeNext } from '../common/next-url';

test('next is kept when it is a path of this site, with the Pin asked about', () => {
  assert.equal(safeNext('/advertiser/quick_promote', '123'), '/advertiser/quick_promote?pinId=123');
  assert.equal(safeNext('/advertiser/5/?tab=x', null), '/advertiser/5/?tab=x');
});

test('another site, or no next, goes to the advertiser home', () => {
  for (const bad of [
    '//evil.example/x',
    'https://evil.example/',
    '/\\evil.example',
    'javascript:alert(1)',
    '',
    null,
  ]) {
    assert.equal(safeNext(bad, null), '/advertiser/', String(bad));
  }
  assert.equal(safeNext(null, 'not-an-id'), '/advertiser/');
});

test('a Pin is named by its id or a link to it', async () => {
  const { pinIdOf } = await import('../common/pin-ref');
  assert.equal(pinIdOf(' 123 '), '123');
  assert.equal(pinIdOf('https://pinboard.example/pin/456/'), '456');
  assert.equal(pinIdOf('/pin/789?x=1'), '789');
  for (const bad of ['', 'pin', '/pin/abc/', '12a', 'https://x/board/1/'])
    assert.equal(pinIdOf(bad), null, bad);
});
