import { fetchPublic, PublicFetchError } from '@pinboard/service-kit';
import { MediaErrors } from './media.errors.js';

export interface FetchOptions {
  allowPrivate: boolean;
  timeoutMs: number;
  maxBytes: number;
  maxRedirects?: number;
}

/**
 * Downloads an image from a user-supplied http(s) URL (service-kit's fetchPublic: never an
 * internal address, time and size bounded), failures answered as the media pipeline's.
 */
export async function fetchImage(rawUrl: string, options: FetchOptions): Promise<Buffer> {
  try {
    const answer = await fetchPublic(rawUrl, {
      ...options,
      accept: 'image/*,*/*;q=0.5',
      userAgent: 'PinboardMediaFetcher/1.0',
    });
    return answer.body;
  } catch (err) {
    if (err instanceof PublicFetchError && err.reason === 'too_large') throw MediaErrors.tooLarge();
    throw MediaErrors.fetchFailed(err instanceof Error ? err.message : String(err));
  }
}
