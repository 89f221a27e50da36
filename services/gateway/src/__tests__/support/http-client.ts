import { CSRF_COOKIE, CSRF_HEADER, type ResourceResponse } from '@pinboard/contracts';

export interface Answer<T = unknown> {
  status: number;
  headers: Headers;
  body: ResourceResponse<T>;
  text: string;
}

/**
 * A browser-like client: keeps cookies between calls and echoes the csrftoken cookie in
 * X-CSRFToken, as the shell does. `csrf: false` or `csrf: 'wrong'` sends a request that must fail.
 */
export class TestBrowser {
  readonly cookies = new Map<string, string>();

  constructor(private readonly baseUrl: string) {}

  async fetch(path: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    if (this.cookies.size) headers.set('cookie', [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; '));
    const response = await fetch(`${this.baseUrl}${path}`, { ...init, headers, redirect: 'manual' });
    for (const line of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';');
      const [name = '', value = ''] = pair.split('=');
      const expired = attributes.some(
        (a) => /max-age=0\b/i.test(a.trim()) || /expires=thu, 01 jan 1970/i.test(a.trim()),
      );
      if (expired || value === '') this.cookies.delete(name.trim());
      else this.cookies.set(name.trim(), value);
    }
    return response;
  }

  /** A first page load: gets the CSRF cookie, as the shell's HTML would. */
  async open(): Promise<void> {
    await this.fetch('/runtime-config.json');
  }

  async get<T = unknown>(resource: string, options?: unknown): Promise<Answer<T>> {
    const query = options === undefined ? '' : `?data=${encodeURIComponent(JSON.stringify({ options }))}`;
    return read<T>(await this.fetch(`/resource/${resource}/get/${query}`));
  }

  async post<T = unknown>(
    resourceAndAction: string,
    options: unknown,
    { csrf = true, raw }: { csrf?: boolean | 'wrong'; raw?: { body: string; type: string } } = {},
  ): Promise<Answer<T>> {
    const headers: Record<string, string> = { 'content-type': raw?.type ?? 'application/json' };
    const token = this.cookies.get(CSRF_COOKIE);
    if (csrf === true && token) headers[CSRF_HEADER] = token;
    if (csrf === 'wrong') headers[CSRF_HEADER] = 'not-the-cookie';
    const body = raw?.body ?? JSON.stringify({ options });
    return read<T>(await this.fetch(`/resource/${resourceAndAction}/`, { method: 'POST', headers, body }));
  }

  async v3<T = unknown>(path: string, method: 'GET' | 'POST' = 'GET'): Promise<Answer<T>> {
    const headers: Record<string, string> = {};
    const token = this.cookies.get(CSRF_COOKIE);
    if (method === 'POST' && token) headers[CSRF_HEADER] = token;
    return read<T>(await this.fetch(`/v3/${path}`, { method, headers }));
  }
}

async function read<T>(response: Response): Promise<Answer<T>> {
  const text = await response.text();
  let body: ResourceResponse<T>;
  try {
    body = JSON.parse(text) as ResourceResponse<T>;
  } catch {
    throw new Error(`not JSON (${response.status}): ${text.slice(0, 200)}`);
  }
  return { status: response.status, headers: response.headers, body, text };
}
