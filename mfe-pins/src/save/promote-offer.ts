import type { Me } from '@pinboard/contracts/web';

/** SPEC §2.3 says 'not too new' without a number: a week of using the product first. */
export const PROMOTE_MIN_ACCOUNT_AGE_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * SPEC §2.3: 'Promote your Pin' is offered to signed-in people who are not partners and whose
 * account is not too new (partners get the gray 'See it now' instead).
 */
export function offersPromote(me: Pick<Me, 'is_partner' | 'created_at'> | null, now = new Date()): boolean {
  if (!me || me.is_partner) return false;
  const age = now.getTime() - new Date(me.created_at).getTime();
  return age >= PROMOTE_MIN_ACCOUNT_AGE_DAYS * DAY_MS;
}

/** SPEC §2.2 promote entry: /business/convert with next=/advertiser/quick_promote and the Pin. */
export const promoteUrl = (pinId: string) =>
  `/business/convert?next=${encodeURIComponent('/advertiser/quick_promote')}&pinId=${encodeURIComponent(pinId)}`;

/** Quick promote of one Pin, for a business (partner) account: no conversion first. */
export const quickPromoteUrl = (pinId: string) =>
  `/advertiser/quick_promote?pinId=${encodeURIComponent(pinId)}`;

/**
 * Where a closeup's promote link goes, for the Pin's own pinner: quick promote for a business
 * account, the promote entry for those SPEC §2.3 offers it to, nowhere for anyone else.
 */
export function closeupPromote(
  me: Pick<Me, 'id' | 'is_partner' | 'created_at'> | null,
  pin: { id: string; pinner: { id: string } },
  now = new Date(),
): { text: string; href: string } | null {
  if (!me || me.id !== pin.pinner.id) return null;
  if (me.is_partner) return { text: 'Promote', href: quickPromoteUrl(pin.id) };
  return offersPromote(me, now) ? { text: 'Promote your Pin', href: promoteUrl(pin.id) } : null;
}
