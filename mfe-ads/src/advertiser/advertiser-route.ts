/**
 * Which advertiser page a path is (SPEC §2.2, under '/advertiser/'). Read from the whole path: the
 * shell's '/advertiser/*' and '/advertiser/:id/*' both render this remote. Only digits are an ad
 * account's id.
 */
export type AdvertiserRoute =
  | { page: 'accounts' }
  | {
      page: 'campaigns' | 'create-campaign' | 'edit-campaign' | 'duplicate-campaign' | 'billing';
      adAccountId: string;
    }
  | { page: 'quick-promote'; adAccountId: string | null }
  | { page: 'reporting'; adAccountId: string; kind: 'campaigns' | 'adgroups' | 'ads' }
  | { page: 'unknown' };

const PAGES: Record<
  string,
  'campaigns' | 'create-campaign' | 'edit-campaign' | 'duplicate-campaign' | 'quick-promote' | 'billing'
> = {
  '': 'campaigns',
  billing: 'billing',
  'ads/create': 'create-campaign',
  // The campaign is ?campaignId=; a draft or not, the same form (it offers Launch to a draft).
  'ads/edit': 'edit-campaign',
  'ads/edit_draft': 'edit-campaign',
  'ads/duplicate': 'duplicate-campaign',
  'quick-promote': 'quick-promote',
  quick_promote: 'quick-promote',
};
/** Quick promote without an ad account in the path (SPEC §2.2's promote entry goes there). */
const QUICK_PROMOTE = new Set(['quick-promote', 'quick_promote']);

export function advertiserRoute(pathname: string): AdvertiserRoute {
  const [root, adAccountId, ...rest] = pathname.split('/').filter(Boolean);
  if (root !== 'advertiser') return { page: 'unknown' };
  if (adAccountId === undefined) return { page: 'accounts' };
  if (QUICK_PROMOTE.has(adAccountId) && rest.length === 0)
    return { page: 'quick-promote', adAccountId: null };
  if (!/^\d{1,20}$/.test(adAccountId)) return { page: 'unknown' };
  const [section, kind, ...more] = rest;
  if (
    section === 'reporting' &&
    more.length === 0 &&
    (kind === 'campaigns' || kind === 'adgroups' || kind === 'ads')
  ) {
    return { page: 'reporting', adAccountId, kind };
  }
  const page = Object.hasOwn(PAGES, rest.join('/')) ? PAGES[rest.join('/')] : undefined;
  if (!page || !/^\d{1,20}$/.test(adAccountId)) return { page: 'unknown' };
  return { page, adAccountId };
}
