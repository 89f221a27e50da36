/** Where a board card links: SPEC §2.3, the board's url, lower-cased for a visitor (SPEC §6). */
export function boardHref(url: string, signedIn: boolean): string {
  return signedIn ? url : url.toLowerCase();
}
