/**
 * How remotes load data: TanStack Query over the shell's ApiClient. Query functions turn an
 * ApiResult into data or a thrown ApiFailure, so loading and error states are TanStack's own.
 */
import { QueryClient } from '@tanstack/react-query';
import type { ApiResult } from '@pinboard/api-client';
import { CommonTexts, END_BOOKMARK, failureText, type ApiError } from '@pinboard/contracts/web';

/** A failed API call, thrown so that a query or mutation sees it as its error. */
export class ApiFailure extends Error {
  override readonly name = 'ApiFailure';
  constructor(readonly error: ApiError) {
    super(error.message);
  }
}

/** The answer's data, or its error thrown as an ApiFailure. */
export async function dataOf<T>(answer: Promise<ApiResult<T>>): Promise<T> {
  const result = await answer;
  if (!result.ok) throw new ApiFailure(result.error);
  return result.data;
}

/** One page of a bookmark-paginated list; `next` is null on the last page. */
export interface ListPage<T> {
  items: T[];
  next: string | null;
}

export async function pageOf<T>(answer: Promise<ApiResult<T[]>>): Promise<ListPage<T>> {
  const result = await answer;
  if (!result.ok) throw new ApiFailure(result.error);
  const next = result.bookmark && result.bookmark !== END_BOOKMARK ? result.bookmark : null;
  return { items: result.data, next };
}

/** The API error behind a query's error; anything else reads as the generic failure. */
export function apiErrorOf(error: unknown): ApiError {
  if (error instanceof ApiFailure) return error.error;
  return { http_status: 0, message: CommonTexts.internal, message_detail: null, api_error_code: 0 };
}

/** SPEC §8 text for a query's or mutation's error. */
export function errorText(error: unknown): string {
  return failureText(apiErrorOf(error));
}

let client: QueryClient | null = null;

/**
 * The remote's one QueryClient (web-kit is bundled into each remote, so each has its own). No
 * automatic retries or focus refetches: a failure shows at once, with its own 'Try again'.
 */
export function remoteQueryClient(): QueryClient {
  client ??= new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
  return client;
}
