import { ApiClient, type Transport } from '@pinboard/api-client';
import { CSRF_COOKIE, CSRF_HEADER, RUNTIME_CONFIG_PATH, type ResourceAction } from '@pinboard/contracts';

/** Cookies as a browser keeps them: set by Set-Cookie, dropped when expired. */
export class CookieJar {
  readonly cookies = new Map<string, string>();

  header(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  keep(response: Response): void {
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      const expired = /max-age=0\b|expires=thu, 01 jan 1970/i.test(line);
      if (expired || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
}

/** A Transport for Node: requests to baseUrl with the jar's cookies, as the browser would send them. */
export function cookieJarTransport(baseUrl: string, jar: CookieJar): Transport {
  const transport: Transport = {
    async fetch(path, init = {}) {
      const headers = new Headers(init.headers);
      if (jar.cookies.size) headers.set('cookie', jar.header());
      const response = await fetch(`${baseUrl}${path}`, { ...init, headers, redirect: 'manual' });
      jar.keep(response);
      return response;
    },
    async csrfToken() {
      if (!jar.cookies.has(CSRF_COOKIE)) await transport.fetch(RUNTIME_CONFIG_PATH);
      return jar.cookies.get(CSRF_COOKIE) ?? '';
    },
  };
  return transport;
}

/** What a raw request answered: status, headers, and the body as text and (when it is) JSON. */
export interface RawAnswer {
  status: number;
  headers: Headers;
  text: string;
  json: unknown;
}

/**
 * The typed API client with a cookie jar of its own, plus raw requests for what a typed caller
 * cannot send (no CSRF header, a form body, malformed JSON).
 */
export class TestBrowser extends ApiClient {
  readonly jar: CookieJar;

  constructor(readonly baseUrl: string) {
    const jar = new CookieJar();
    super(cookieJarTransport(baseUrl, jar));
    this.jar = jar;
  }

  get cookies(): Map<string, string> {
    return this.jar.cookies;
  }

  /** A first page load: gets the CSRF cookie, as the shell's HTML would. */
  async open(): Promise<void> {
    await this.transport.fetch(RUNTIME_CONFIG_PATH);
  }

  async raw(path: string, init: RequestInit = {}): Promise<RawAnswer> {
    const response = await this.transport.fetch(path, init);
    const text = await response.text();
    let json: unknown = undefined;
    try {
      json = JSON.parse(text);
    } catch {
      json = undefined;
    }
    return { status: response.status, headers: response.headers, text, json };
  }

  /**
   * POST a resource action with any body. `csrf`: true echoes the cookie (as the shell does),
   * false sends no header, 'wrong' sends another value.
   */
  async post(
    name: string,
    action: Exclude<ResourceAction, 'get'>,
    body: string,
    {
      csrf = true,
      contentType = 'application/json',
    }: { csrf?: boolean | 'wrong'; contentType?: string } = {},
  ): Promise<RawAnswer> {
    const headers: Record<string, string> = { 'content-type': contentType };
    if (csrf === true) headers[CSRF_HEADER] = await this.transport.csrfToken();
    if (csrf === 'wrong') headers[CSRF_HEADER] = 'not-the-cookie';
    return this.raw(`/resource/${name}/${action}/`, { method: 'POST', headers, body });
  }
}
