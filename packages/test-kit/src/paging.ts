/**
 * The first page of a keyset-paged list and the page its bookmark leads to. `list` asks for one
 * page: the first without a bookmark.
 */
export async function twoPages<P extends { bookmark: string }>(
  list: (bookmark?: string) => Promise<P>,
): Promise<[P, P]> {
  const first = await list();
  return [first, await list(first.bookmark)];
}
