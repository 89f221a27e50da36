/**
 * The one typed client of the gateway's API (SPEC §7). Option and answer types come from the
 * resource contracts in @pinboard/contracts, so a changed resource breaks every caller at compile
 * time. Browser-safe: only the zod-free contracts entry is imported. Where cookies live is the
 * transport's business (the browser's own jar, or test-kit's for Node).
 */
import {
  CommonTexts,
  CSRF_COOKIE,
  SECURE_COOKIE_PREFIX,
  CSRF_HEADER,
  type ApiError,
  type BoardFollowState,
  type BoardTitleSuggestion,
  type Me,
  type OffsiteCheck,
  type Pin,
  type ResourceAction,
  type Upload,
  type UploadState,
  type ResourceData,
  type ResourceOptions,
  type ResourceResponse,
  type ResourcesWith,
  type UserFollowState,
} from '@pinboard/contracts/web';
import type {
  AccessToken,
  CreateAccessTokenOptions,
  CreatedAccessToken,
  QuickPromoteReply,
} from '@pinboard/contracts';

export type ApiResult<T> =
  | { ok: true; status: number; data: T; bookmark: string | null }
  | { ok: false; status: number; error: ApiError };

/** How requests reach the gateway. */
export interface Transport {
  /** fetch for a path of the gateway (`/resource/...`), with its cookies. */
  fetch(path: string, init?: RequestInit): Promise<Response>;
  /** The CSRF token to echo in unsafe requests (the gateway hands one out on any answer). */
  csrfToken(): Promise<string>;
  /**
   * Optional: POSTs a multipart form to a URL (an upload's, maybe another origin's), telling how
   * much of it has been sent (0 to 1). The browser's uses XMLHttpRequest (fetch tells nothing of an
   * upload's progress); without it, ApiClient.upload posts with `fetch` and reports 1 at the end.
   */
  postForm?(url: string, form: FormData, options: PostFormOptions): Promise<Response>;
}

export interface PostFormOptions {
  headers: Record<string, string>;
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

function failure(status: number, message: string): { ok: false; status: number; error: ApiError } {
  return {
    ok: false,
    status,
    error: { http_status: status, message, message_detail: null, api_error_code: 0 },
  };
}

/** Reads the envelope; anything that is not one is a failure with the generic message. */
export async function readEnvelope<T>(response: Response): Promise<ApiResult<T>> {
  let body: ResourceResponse<T> | null = null;
  try {
    body = (await response.json()) as ResourceResponse<T>;
  } catch {
    body = null;
  }
  const envelope = body?.resource_response;
  if (!envelope) return failure(response.status, CommonTexts.internal);
  if (envelope.status === 'failure' || !response.ok) {
    return {
      ok: false,
      status: response.status,
      error: envelope.error ?? failure(response.status, CommonTexts.internal).error,
    };
  }
  return { ok: true, status: response.status, data: envelope.data as T, bookmark: envelope.bookmark ?? null };
}

const JSON_HEADERS = { Accept: 'application/json' };

/** One ad event as the collection endpoint takes it. */
export interface AdEventToRecord {
  event_id: string;
  type: 'impression' | 'closeup' | 'save' | 'outbound_click';
  tracking_token: string;
  occurred_at: string;
}

export class ApiClient {
  constructor(readonly transport: Transport) {}

  /** `signal` cancels the call: it then fails with 'Resource call aborted' (CommonTexts.aborted). */
  get<N extends ResourcesWith<'get'>>(
    name: N,
    options: ResourceOptions<N, 'get'>,
    { signal }: { signal?: AbortSignal } = {},
  ) {
    return this.call<ResourceData<N, 'get'>>('get', name, options, signal);
  }
  create<N extends ResourcesWith<'create'>>(name: N, options: ResourceOptions<N, 'create'>) {
    return this.call<ResourceData<N, 'create'>>('create', name, options);
  }
  update<N extends ResourcesWith<'update'>>(name: N, options: ResourceOptions<N, 'update'>) {
    return this.call<ResourceData<N, 'update'>>('update', name, options);
  }
  delete<N extends ResourcesWith<'delete'>>(name: N, options: ResourceOptions<N, 'delete'>) {
    return this.call<ResourceData<N, 'delete'>>('delete', name, options);
  }

  /** GET /v3/users/me/: the signed-in user (401 for a visitor). */
  me(): Promise<ApiResult<Me>> {
    return this.send<Me>('/v3/users/me/', { headers: JSON_HEADERS });
  }

  /** GET /v3/pins/{id}/ (SPEC §7: uncached). */
  pin(id: string): Promise<ApiResult<Pin>> {
    return this.send<Pin>(`/v3/pins/${encodeURIComponent(id)}/`, { headers: JSON_HEADERS });
  }

  /**
   * GET /v3/offsite/ (SPEC §7, check_only): whether a link may be opened from the product, and, with
   * a Pin, whether it is that Pin's link.
   */
  offsiteCheck(url: string, pinId?: string): Promise<ApiResult<OffsiteCheck>> {
    const query = new URLSearchParams({ check_only: 'true', url, ...(pinId && { pin_id: pinId }) });
    return this.send<OffsiteCheck>(`/v3/offsite/?${query.toString()}`, { headers: JSON_HEADERS });
  }

  /** GET /v3/pins/{id}/board_title_suggestions/: names for a new board to save this Pin to. */
  boardTitleSuggestions(pinId: string): Promise<ApiResult<BoardTitleSuggestion[]>> {
    return this.send<BoardTitleSuggestion[]>(
      `/v3/pins/${encodeURIComponent(pinId)}/board_title_suggestions/`,
      {
        headers: JSON_HEADERS,
      },
    );
  }

  /** PUT /v3/boards/{id}/follow/ (SPEC §7). */
  followBoard(boardId: string): Promise<ApiResult<BoardFollowState>> {
    return this.sendUnsafe('PUT', `/v3/boards/${encodeURIComponent(boardId)}/follow/`);
  }

  /** DELETE /v3/boards/{id}/follow/ (SPEC §7). */
  unfollowBoard(boardId: string): Promise<ApiResult<BoardFollowState>> {
    return this.sendUnsafe('DELETE', `/v3/boards/${encodeURIComponent(boardId)}/follow/`);
  }

  /** PUT /v3/users/follow/ with followee_ids comma-joined (SPEC §7): all or none. */
  followUsers(userIds: readonly string[]): Promise<ApiResult<UserFollowState[]>> {
    return this.sendUnsafe('PUT', '/v3/users/follow/', { followee_ids: userIds.join(',') });
  }

  /**
   * Any resource call, options unchecked: for tests that send what a typed caller cannot. GET for
   * 'get', POST with a JSON body for the other actions.
   */
  async call<T = unknown>(
    action: ResourceAction,
    name: string,
    options: unknown,
    signal?: AbortSignal,
  ): Promise<ApiResult<T>> {
    if (action === 'get') {
      const data = encodeURIComponent(JSON.stringify({ options }));
      return this.send<T>(`/resource/${name}/get/?data=${data}`, {
        headers: JSON_HEADERS,
        ...(signal && { signal }),
      });
    }
    const token = await this.transport.csrfToken();
    return this.send<T>(`/resource/${name}/${action}/`, {
      method: 'POST',
      headers: { ...JSON_HEADERS, 'Content-Type': 'application/json', [CSRF_HEADER]: token },
      body: JSON.stringify({ options }),
    });
  }

  /**
   * Sends an upload's file (SPEC §7 VIPResource): see uploadFile. `onProgress` hears the share of
   * the file sent so far, 0 to 1.
   */
  upload(
    upload: Upload,
    file: Blob,
    onProgress?: (fraction: number) => void,
    options: { signal?: AbortSignal } = {},
  ): Promise<ApiResult<UploadState>> {
    return uploadFile(this.transport, upload, file, onProgress, options);
  }

  /** POST /v3/users/me/ with account_type business: the person becomes a business account. */
  convertToBusiness(businessName: string): Promise<ApiResult<Me>> {
    return this.sendUnsafe('POST', '/v3/users/me/', {
      account_type: 'business',
      business_name: businessName,
    });
  }

  /** GET /v3/users/me/access_tokens/: the person's tokens that work or expired lately, newest first. */
  accessTokens(): Promise<ApiResult<AccessToken[]>> {
    return this.send<AccessToken[]>('/v3/users/me/access_tokens/', { headers: JSON_HEADERS });
  }

  /** POST /v3/users/me/access_tokens/: a new token; its secret (`token`) is in this answer only. */
  createAccessToken(options: CreateAccessTokenOptions): Promise<ApiResult<CreatedAccessToken>> {
    return this.sendUnsafe('POST', '/v3/users/me/access_tokens/', options);
  }

  /** DELETE /v3/users/me/access_tokens/{id}/: the token stops working at once. */
  revokeAccessToken(id: string): Promise<ApiResult<AccessToken>> {
    return this.sendUnsafe('DELETE', `/v3/users/me/access_tokens/${encodeURIComponent(id)}/`);
  }

  /**
   * Records what the browser saw and did with promoted Pins (impressions, closeups, saves, outbound
   * clicks), each with its Pin's tracking token; the server drops what it cannot count.
   */
  recordAdEvents(events: readonly AdEventToRecord[]): Promise<ApiResult<unknown>> {
    return this.sendUnsafe('POST', '/v3/ads/events/', { events });
  }

  /** SPEC §7 quick promote: the campaign, ad group and ad for one Pin (SPEC §3's payload). */
  quickPromote(advertiserId: string, pinId: string, payload: object): Promise<ApiResult<QuickPromoteReply>> {
    const path = `/ads/v4/advertisers/${encodeURIComponent(advertiserId)}/pins/${encodeURIComponent(pinId)}/quick_promote/`;
    return this.sendUnsafe('POST', path, payload);
  }

  /**
   * A call of the advertiser API, which follows Pinterest's API v5 (`path` after `/v5`): answers
   * are plain JSON and errors `{ code, message }`, read here into the same ApiResult as the rest.
   */
  async v5<T>(
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    path: string,
    body?: unknown,
  ): Promise<ApiResult<T>> {
    const headers: Record<string, string> = { ...JSON_HEADERS };
    if (method !== 'GET') {
      headers[CSRF_HEADER] = await this.transport.csrfToken();
      headers['Content-Type'] = 'application/json';
    }
    let response: Response;
    try {
      response = await this.transport.fetch(`/v5${path}`, {
        method,
        headers,
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
    } catch {
      return failure(0, CommonTexts.network);
    }
    const answer = (await response.json().catch(() => null)) as unknown;
    if (response.ok) return { ok: true, status: response.status, data: answer as T, bookmark: null };
    const error = answer as { code?: unknown; message?: unknown } | null;
    if (typeof error?.message !== 'string') return failure(response.status, CommonTexts.internal);
    return {
      ok: false,
      status: response.status,
      error: {
        http_status: response.status,
        message: error.message,
        message_detail: null,
        api_error_code: typeof error.code === 'number' ? error.code : 0,
      },
    };
  }

  /** A /v3/ call that changes something: the CSRF header, and the body (if any) as JSON. */
  private async sendUnsafe<T>(
    method: 'POST' | 'PUT' | 'DELETE',
    path: string,
    body?: object,
  ): Promise<ApiResult<T>> {
    const token = await this.transport.csrfToken();
    return this.send<T>(path, {
      method,
      headers: {
        ...JSON_HEADERS,
        [CSRF_HEADER]: token,
        ...(body ? { 'Content-Type': 'application/json' } : {}),
      },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
  }

  private async send<T>(path: string, init: RequestInit): Promise<ApiResult<T>> {
    let response: Response;
    try {
      response = await this.transport.fetch(path, init);
    } catch {
      return failure(0, init.signal?.aborted ? CommonTexts.aborted : CommonTexts.network);
    }
    return readEnvelope<T>(response);
  }
}

/**
 * Sends an upload's file (SPEC §7 VIPResource): a multipart POST to `upload.upload_url`, its
 * upload_parameters first as text fields, then the file as `file`, with the CSRF header; through
 * the transport's postForm when it has one (progress as it goes), else its fetch (progress 1 at the
 * end). Answers the upload's state, normally already succeeded or failed (the server checks the
 * file at once). A function of its own, so that a remote can send with its own copy of it whatever
 * the shell's ApiClient is.
 */
export async function uploadFile(
  transport: Transport,
  upload: Upload,
  file: Blob,
  onProgress?: (fraction: number) => void,
  { signal }: { signal?: AbortSignal } = {},
): Promise<ApiResult<UploadState>> {
  const form = new FormData();
  for (const [name, value] of Object.entries(upload.upload_parameters)) form.append(name, value);
  form.append('file', file, 'name' in file && typeof file.name === 'string' ? file.name : 'upload');
  const headers = { ...JSON_HEADERS, [CSRF_HEADER]: await transport.csrfToken() };
  let response: Response;
  try {
    if (transport.postForm) {
      response = await transport.postForm(upload.upload_url, form, {
        headers,
        ...(onProgress && { onProgress }),
        ...(signal && { signal }),
      });
    } else {
      response = await transport.fetch(upload.upload_url, {
        method: 'POST',
        headers,
        body: form,
        ...(signal && { signal }),
      });
      onProgress?.(1);
    }
  } catch {
    return failure(0, signal?.aborted ? CommonTexts.aborted : CommonTexts.network);
  }
  return readEnvelope<UploadState>(response);
}

/** Statuses whose answer has no body (a Response with one would throw). */
const NULL_BODY_STATUSES = new Set([101, 103, 204, 205, 304]);

/** A form POSTed by XMLHttpRequest, for its upload progress; answered as a fetch Response. */
export function postFormWithProgress(
  url: string,
  form: FormData,
  { headers, onProgress, signal }: PostFormOptions,
): Promise<Response> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(new DOMException('Aborted', 'AbortError'));
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(Math.min(1, event.loaded / event.total));
    };
    xhr.upload.onload = () => onProgress?.(1);
    xhr.onload = () => {
      const type = xhr.getResponseHeader('content-type');
      resolve(
        new Response(NULL_BODY_STATUSES.has(xhr.status) ? null : xhr.responseText, {
          status: xhr.status,
          statusText: xhr.statusText,
          headers: type ? { 'content-type': type } : {},
        }),
      );
    };
    xhr.onerror = () => reject(new TypeError('Network request failed'));
    xhr.ontimeout = xhr.onerror;
    xhr.onabort = () => reject(new DOMException('Aborted', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}

/** The browser's transport: same-origin requests, the page's own cookies. */
export function browserTransport(): Transport {
  const readCookie = (name: string) => {
    for (const part of document.cookie.split(';')) {
      const [key, ...rest] = part.trim().split('=');
      if (key === name) return decodeURIComponent(rest.join('='));
    }
    return null;
  };
  return {
    fetch: (path, init) => fetch(path, { credentials: 'same-origin', ...init }),
    postForm: postFormWithProgress,
    async csrfToken() {
      // `__Host-csrftoken` where cookies are Secure, `csrftoken` on http://localhost.
      const current = () => readCookie(SECURE_COOKIE_PREFIX + CSRF_COOKIE) ?? readCookie(CSRF_COOKIE);
      const existing = current();
      if (existing) return existing;
      // The gateway sets the cookie on any answer to a request that lacks it.
      await fetch('/runtime-config.json', { credentials: 'same-origin' }).catch(() => undefined);
      return current() ?? '';
    },
  };
}

export function createApiClient(transport: Transport = browserTransport()): ApiClient {
  return new ApiClient(transport);
}
