/** A Pin as an advertiser names it: its id, or a link to it ('https://…/pin/123/'); null otherwise. */
export function pinIdOf(text: string): string | null {
  const trimmed = text.trim();
  if (/^\d{1,20}$/.test(trimmed)) return trimmed;
  const match = /\/pin\/(\d{1,20})\/?(?:[?#].*)?$/.exec(trimmed);
  return match ? match[1]! : null;
}
