/**
 * Where the promote entry goes after converting: `next` when it is a path of this site (never
 * another origin: '//evil.example' and 'https://…' are refused), with the Pin asked about; the
 * advertiser home otherwise.
 */
export function safeNext(next: string | null, pinId: string | null): string {
  const path = next && /^\/(?![/\\])/.test(next) ? next : '/advertiser/';
  if (!pinId || !/^\d{1,20}$/.test(pinId)) return path;
  const url = new URL(path, 'http://x');
  url.searchParams.set('pinId', pinId);
  return `${url.pathname}${url.search}${url.hash}`;
}
