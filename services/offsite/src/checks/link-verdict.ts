import type { RedirectStatus } from '@pinboard/contracts';
import { isIP } from 'node:net';

/** What a link's own form says before any list is read: a verdict, or the host to look up. */
export type LinkForm =
  { verdict: RedirectStatus; url: string } | { verdict: null; url: string; host: string };

/**
 * A link as the check reads it (SPEC §7 offsite): only http and https open at all; a link that
 * names an address instead of a domain, carries a user name or password (https://bank.example@evil/),
 * or has an international label (xn--, the look-alike letters of phishing) is suspicious; any other
 * is looked up by its host.
 */
export function linkForm(link: string): LinkForm {
  let url: URL;
  try {
    url = new URL(link.trim());
  } catch {
    return { verdict: 'blocked', url: link };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return { verdict: 'blocked', url: url.href };
  const host = url.hostname.replace(/\.$/, '').toLowerCase();
  const address = host.startsWith('[') ? host.slice(1, -1) : host;
  if (
    url.username ||
    url.password ||
    isIP(address) ||
    host.split('.').some((label) => label.startsWith('xn--'))
  ) {
    return { verdict: 'suspicious', url: url.href };
  }
  return { verdict: null, url: url.href, host };
}

/** The host and every domain above it, most specific first (a.b.example.com, b.example.com, example.com). */
export function domainsOf(host: string): string[] {
  const labels = host.split('.');
  return labels.slice(0, -1).map((_, i) => labels.slice(i).join('.'));
}
