/** A small client of the gateway's resource API that keeps cookies, as a browser would. */
import type { ResourceResponse } from '@pinboard/contracts';

export class ApiClient {
  private cookies = new Map<string, string>();

  constructor(readonly baseUrl: string) {}

  private cookieHeader(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  private keepCookies(res: Response): void {
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const eq = pair!.indexOf('=');
      const name = pair!.slice(0, eq).trim();
      const value = pair!.slice(eq + 1).trim();
      if (/max-age=0|expires=thu, 01 jan 1970/i.test(line) || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  async raw(
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<Response> {
    if (method !== 'GET' && !this.cookies.has('csrftoken')) await this.raw('GET', '/runtime-config.json');
    const res = await fetch(`${this.baseUrl}${path}`, {
      method,
      headers: {
        cookie: this.cookieHeader(),
        ...(method !== 'GET'
          ? { 'x-csrftoken': this.cookies.get('csrftoken') ?? '', 'content-type': 'application/json' }
          : {}),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    this.keepCookies(res);
    return res;
  }

  async get<T>(resource: string, options: object): Promise<ResourceResponse<T>['resource_response']> {
    const data = encodeURIComponent(JSON.stringify({ options }));
    const res = await this.raw('GET', `/resource/${resource}/get/?data=${data}`);
    return ((await res.json()) as ResourceResponse<T>).resource_response;
  }

  async post<T>(
    resource: string,
    action: string,
    options: object,
  ): Promise<ResourceResponse<T>['resource_response']> {
    const res = await this.raw('POST', `/resource/${resource}/${action}/`, { options });
    return ((await res.json()) as ResourceResponse<T>).resource_response;
  }

  /** Like post, but throws when the answer is a failure. */
  async must<T>(resource: string, action: string, options: object): Promise<T> {
    const r = await this.post<T>(resource, action, options);
    if (r.status !== 'success' || r.data === null)
      throw new Error(`${resource} ${action}: ${JSON.stringify(r.error)}`);
    return r.data;
  }
}

export const uniqueSuffix = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
