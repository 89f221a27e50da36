/**
 * Which advertiser page a path is (SPEC §2.2). Each page is under '/advertiser/{id}/'; SPEC §2.2's
 * paths may also come without that prefix ('/ads/create/', '/reporting/campaigns/', '/billing/'…),
 * meaning the person's own ad account. Only digits are an ad account's id.
 */
export type AccountPage =
  | 'campaigns'
  | 'create-campaign'
  | 'edit-campaign'
  | 'duplicate-campaign'
  | 'billing'
  | 'members'
  | 'campaign-mode'
  | 'reporting-preferences';

export type AdvertiserRoute =
  | { page: 'accounts' }
  | { page: AccountPage; adAccountId: string; automated?: true }
  | { page: 'quick-promote'; adAccountId: string | null }
  | { page: 'reporting'; adAccountId: string; kind: 'campaigns' | 'adgroups' | 'ads' }
  /** An unprefixed path: the same page under the person's ad account ('rest' is what follows it). */
  | { page: 'own-account'; rest: string }
  | { page: 'unknown' };

const PAGES: Record<string, { page: AccountPage; automated?: true }> = {
  '': { page: 'campaigns' },
  billing: { page: 'billing' },
  // Ours (SPEC §2.2 has no page for it): who has which role, as v5 business access has it.
  members: { page: 'members' },
  'ads/create': { page: 'create-campaign' },
  // The campaign is ?campaignId=; a draft or not, the same form (it offers Launch to a draft).
  'ads/edit': { page: 'edit-campaign' },
  'ads/edit_draft': { page: 'edit-campaign' },
  'ads/duplicate': { page: 'duplicate-campaign' },
  // The automated tool: the same campaigns, with the bid and audience left to the system.
  'automated/ads/create': { page: 'create-campaign', automated: true },
  'automated/ads/edit': { page: 'edit-campaign', automated: true },
  'ads/campaign_mode': { page: 'campaign-mode' },
  'reporting/preferences': { page: 'reporting-preferences' },
};
const REPORTS = new Set(['campaigns', 'adgroups', 'ads']);
const QUICK_PROMOTE = new Set(['quick-promote', 'quick_promote']);
const isId = (text: string) => /^\d{1,20}$/.test(text);

/** The page a path names after its ad account ('ads/create', 'reporting/ads'…), or null. */
function accountPage(adAccountId: string, rest: string[]): AdvertiserRoute | null {
  const key = rest.join('/');
  if (rest.length === 1 && QUICK_PROMOTE.has(key)) return { page: 'quick-promote', adAccountId };
  const [section, kind] = rest;
  if (rest.length === 2 && section === 'reporting' && REPORTS.has(kind!)) {
    return { page: 'reporting', adAccountId, kind: kind as 'campaigns' | 'adgroups' | 'ads' };
  }
  const found = Object.hasOwn(PAGES, key) ? PAGES[key] : undefined;
  return found ? { ...found, adAccountId } : null;
}

export function advertiserRoute(pathname: string): AdvertiserRoute {
  const segments = pathname.split('/').filter(Boolean);
  const [root, adAccountId, ...rest] = segments;
  if (root !== 'advertiser') {
    // Unprefixed: quick promote picks its own ad account; the rest go to the person's.
    if (segments.length === 1 && QUICK_PROMOTE.has(root ?? ''))
      return { page: 'quick-promote', adAccountId: null };
    return segments.length > 0 && accountPage('0', segments)
      ? { page: 'own-account', rest: segments.join('/') }
      : { page: 'unknown' };
  }
  if (adAccountId === undefined) return { page: 'accounts' };
  if (QUICK_PROMOTE.has(adAccountId) && rest.length === 0)
    return { page: 'quick-promote', adAccountId: null };
  if (!isId(adAccountId)) return { page: 'unknown' };
  return accountPage(adAccountId, rest) ?? { page: 'unknown' };
}
