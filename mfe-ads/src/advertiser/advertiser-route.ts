/**
 * Which advertiser page a path is (SPEC §2.2, under '/advertiser/'). Read from the whole path: the
 * shell's '/advertiser/*' and '/advertiser/:id/*' both render this remote. Only digits are an ad
 * account's id.
 */
export type AdvertiserRoute =
  | { page: 'accounts' }
  | { page: 'campaigns' | 'create-campaign'; adAccountId: string }
  | { page: 'quick-promote'; adAccountId: string | null }
  | { page: 'unknown' };

const PAGES: Record<string, 'campaigns' | 'create-campaign' | 'quick-promote'> = {
  '': 'campaigns',
  'ads/create': 'create-campaign',
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
  const page = Object.hasOwn(PAGES, rest.join('/')) ? PAGES[rest.join('/')] : undefined;
  if (!page || !/^\d{1,20}$/.test(adAccountId)) return { page: 'unknown' };
  return { page, adAccountId };
}
