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
