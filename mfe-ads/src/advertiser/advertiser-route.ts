/**
 * Which advertiser page a path is (SPEC §2.2, under '/advertiser/'). Read from the whole path: the
 * shell's '/advertiser/*' and '/advertiser/:id/*' both render this remote. Only digits are an ad
 * account's id.
 */
export type AdvertiserRoute =
  { page: 'accounts' } | { page: 'campaigns' | 'create-campaign'; adAccountId: string } | { page: 'unknown' };

const PAGES: Record<string, 'campaigns' | 'create-campaign'> = {
  '': 'campaigns',
  'ads/create': 'create-campaign',
};

export function advertiserRoute(pathname: string): AdvertiserRoute {
  const [root, adAccountId, ...rest] = pathname.split('/').filter(Boolean);
  if (root !== 'advertiser') return { page: 'unknown' };
  if (adAccountId === undefined) return { page: 'accounts' };
  const page = Object.hasOwn(PAGES, rest.join('/')) ? PAGES[rest.join('/')] : undefined;
  if (!page || !/^\d{1,20}$/.test(adAccountId)) return { page: 'unknown' };
  return { page, adAccountId };
}
