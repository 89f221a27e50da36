import type { ApiError, ResourceName, ResourceResponse } from '@pinboard/contracts';
import type { ApiClient, ApiResult, ResourceOptions } from '../contract';

const CSRF_COOKIE = 'csrftoken';
const CSRF_HEADER = 'X-CSRFToken';
const NETWORK_MESSAGE = 'We could not reach the server. Check your connection and try again.';

function readCookie(name: string): string | null {
  for (const part of document.cookie.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return null;
}

function failure(http_status: number, message: string): { ok: false; error: ApiError } {
  return { ok: false, error: { http_status, message, message_detail: null, api_error_code: 0 } };
}

async function unwrap<T>(response: Response): Promise<ApiResult<T>> {
  let body: ResourceResponse<T> | null = null;
  try {
    body = (await response.json()) as ResourceResponse<T>;
  } catch {
    body = null;
  }
  const envelope = body?.resource_response;
  if (!envelope) return failure(response.status, 'Uh oh! Something went wrong.');
  if (envelope.status === 'failure' || !response.ok) {
    return {
      ok: false,
      error: envelope.error ?? {
        http_status: response.status,
        message: 'Uh oh! Something went wrong.',
        message_detail: null,
        api_error_code: 0,
      },
    };
  }
  return { ok: true, data: envelope.data as T, bookmark: envelope.bookmark ?? null };
}

async function send<T>(url: string, init: RequestInit): Promise<ApiResult<T>> {
  try {
    const response = await fetch(url, { credentials: 'same-origin', ...init });
    return await unwrap<T>(response);
  } catch {
    return failure(0, NETWORK_MESSAGE);
  }
}

/** Ensures a csrftoken cookie exists: the gateway sets it on any GET. */
async function csrfToken(): Promise<string> {
  const existing = readCookie(CSRF_COOKIE);
  if (existing) return existing;
  await send('/v3/users/me/', { method: 'GET' });
  return readCookie(CSRF_COOKIE) ?? '';
}

async function post<T>(
  resource: ResourceName,
  action: string,
  options: ResourceOptions,
): Promise<ApiResult<T>> {
  const token = await csrfToken();
  return send<T>(`/resource/${resource}/${action}/`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json', [CSRF_HEADER]: token },
    body: JSON.stringify({ options }),
  });
}

export function createApiClient(): ApiClient {
  return {
    get<T>(resource: ResourceName, options: ResourceOptions) {
      const data = encodeURIComponent(JSON.stringify({ options }));
      return send<T>(`/resource/${resource}/get/?data=${data}`, { headers: { Accept: 'application/json' } });
    },
    create<T>(resource: ResourceName, options: ResourceOptions) {
      return post<T>(resource, 'create', options);
    },
    remove<T>(resource: ResourceName, options: ResourceOptions) {
      return post<T>(resource, 'delete', options);
    },
    getPath<T>(path: string) {
      return send<T>(path, { headers: { Accept: 'application/json' } });
    },
  };
}
