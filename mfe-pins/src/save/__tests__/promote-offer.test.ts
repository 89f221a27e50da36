import assert from 'node:assert/strict';
import { test } from 'node:test';
import { closeupPromote, offersPromote, promoteUrl } from '../promote-offer';

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

test('the closeup offers its pinner quick promote (business) or the promote entry (SPEC §2.3), nobody else', () => {
  const now = new Date('2026-06-01T00:00:00Z');
  const old = new Date('2026-01-01T00:00:00Z').toISOString();
  const pin = { id: '42', pinner: { id: '7' } };
  assert.deepEqual(closeupPromote({ id: '7', is_partner: true, created_at: old }, pin, now), {
    text: 'Promote',
    href: '/advertiser/quick_promote?pinId=42',
  });
  assert.deepEqual(closeupPromote({ id: '7', is_partner: false, created_at: old }, pin, now), {
    text: 'Promote your Pin',
    href: promoteUrl('42'),
  });
  assert.equal(
    closeupPromote({ id: '8', is_partner: true, created_at: old }, pin, now),
    null,
    "another's Pin",
  );
  assert.equal(
    closeupPromote({ id: '7', is_partner: false, created_at: now.toISOString() }, pin, now),
    null,
    'too new',
  );
  assert.equal(closeupPromote(null, pin, now), null);
});
