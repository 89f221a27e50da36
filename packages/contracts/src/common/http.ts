/** What the gateway and the browser agree on besides resources: cookies, headers, sizes, config. */

/**
 * The session cookie (httpOnly) and the double-submit CSRF cookie and header. Where cookies are
 * Secure (https, or any host but this machine's), their names carry the `__Host-` prefix: the
 * browser then takes them only when Secure, for path /, from this host alone (no sibling subdomain
 * can plant or shadow them). `http://localhost` keeps the plain names.
 */
export const SESSION_COOKIE = 'pb_sess';
export const CSRF_COOKIE = 'csrftoken';
export const SECURE_COOKIE_PREFIX = '__Host-';
export const CSRF_HEADER = 'x-csrftoken';
/** Largest accepted request body (an image_base64 Pin). */
export const MAX_BODY_BYTES = 15 * 1024 * 1024;
/** Deepest accepted JSON nesting of a request body or `data` parameter. */
export const MAX_JSON_DEPTH = 32;

/** The runtime config the shell reads at start: where each remote's manifest lives, by federation name. */
export interface RuntimeConfig {
  remotes: Record<string, string>;
}
export const RUNTIME_CONFIG_PATH = '/runtime-config.json';
/** The same config in every page's HTML (`<script type="application/json">` of this id): no round trip for it. */
export const RUNTIME_CONFIG_ELEMENT_ID = 'pb-runtime-config';

/**
 * The files a page needs first once the shell runs (the shared packages the shell starts with,
 * then the manifests, entries and own chunks of the remote modules the page renders first), in
 * the page's HTML as JSON (`PagePreload[]` in the element of this id): the shell asks for them as
 * soon as it runs, instead of one round trip after another.
 */
export const PAGE_PRELOADS_ELEMENT_ID = 'pb-preloads';

/**
 * A page's HTML for a request that carries no session cookie has this element (`{"signed_in":
 * false}`): the shell knows at once it serves a visitor, with no /v3/users/me/ round trip (and no
 * 401 in the console). Without it the shell asks /v3/users/me/ (a cookie may have expired).
 */
export const SESSION_HINT_ELEMENT_ID = 'pb-session';
export interface SessionHint {
  signed_in: false;
}
export interface PagePreload {
  href: string;
  /** A manifest is fetched (CORS mode, same-origin credentials), the rest are scripts and styles. */
  as: 'fetch' | 'script' | 'style';
  /** Asked for at low priority (a remote's files: after the shell's own). */
  low: boolean;
}
