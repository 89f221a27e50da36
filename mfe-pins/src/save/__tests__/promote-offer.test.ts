import assert from 'node:assert/strict';
import { test } from 'node:test';
import { offersPromote, promoteUrl } from '../promote-offer';

const now = new Date('2026-11-24T12:00:00Z');
const since = (days: number) => new Date(now.getTime() - days * 86_400_000).toISOString();

test("'Promote your Pin' only for signed-in non-partners whose account is a week old (SPEC §2.3)", () => {
  assert.equal(offersPromote(null, now), false);
  assert.equal(offersPromote({ is_partner: false, created_at: since(8) }, now), true);
  assert.equal(offersPromote({ is_partner: false, created_at: since(7) }, now), true);
  assert.equal(offersPromote({ is_partner: false, created_at: since(6.9) }, now), false, 'too new');
  assert.equal(offersPromote({ is_partner: true, created_at: since(400) }, now), false, 'partners');
});

test('the promote entry of SPEC §2.2', () => {
  assert.equal(promoteUrl('42'), '/business/convert?next=%2Fadvertiser%2Fquick_promote&pinId=42');
});
