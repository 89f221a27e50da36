import { useCallback, useEffect, useRef, useState } from 'react';
import type { ApiError, Pin } from '@pinboard/contracts';
import type { ApiClient, PinFeedSource } from '@pinboard/host-contract';
import { END_BOOKMARK } from '../common/api-error';

/** SPEC §9: infinite scroll is throttled to one fetch per 200 ms. */
const FETCH_THROTTLE_MS = 200;

export interface PinFeedState {
  pins: readonly Pin[];
  status: 'loading' | 'ready' | 'error';
  error: ApiError | null;
  done: boolean;
  loadMore(): void;
  retry(): void;
}

function request(api: ApiClient, source: PinFeedSource, bookmark: string | null) {
  const page = bookmark ? { bookmark } : {};
  return source.kind === 'home'
    ? api.get<Pin[]>('UserHomefeedResource', page)
    : api.get<Pin[]>('BoardFeedResource', { board_id: source.boardId, ...page });
}

/**
 * Bookmark-paginated Pins. Pages are appended as new arrays of the same Pin objects (never
 * mutated) so Masonry's measurement cache stays valid; duplicates across pages are dropped.
 */
export function usePinFeed(api: ApiClient, source: PinFeedSource): PinFeedState {
  const [pins, setPins] = useState<readonly Pin[]>([]);
  const [status, setStatus] = useState<PinFeedState['status']>('loading');
  const [error, setError] = useState<ApiError | null>(null);
  const [done, setDone] = useState(false);
  const bookmark = useRef<string | null>(null);
  const inFlight = useRef(false);
  const lastFetchAt = useRef(0);
  const generation = useRef(0);
  // The source object may be re-created on every render; its key decides when to start over.
  const sourceKey = source.kind === 'home' ? 'home' : `board:${source.boardId}`;
  const sourceRef = useRef(source);
  sourceRef.current = source;

  const fetchPage = useCallback(async () => {
    if (inFlight.current || bookmark.current === END_BOOKMARK) return;
    inFlight.current = true;
    const wait = Math.max(0, lastFetchAt.current + FETCH_THROTTLE_MS - Date.now());
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    const mine = generation.current;
    lastFetchAt.current = Date.now();
    const result = await request(api, sourceRef.current, bookmark.current);
    inFlight.current = false;
    if (mine !== generation.current) return;
    if (!result.ok) {
      setError(result.error);
      setStatus('error');
      return;
    }
    bookmark.current = result.bookmark ?? END_BOOKMARK;
    setDone(bookmark.current === END_BOOKMARK);
    setError(null);
    setStatus('ready');
    setPins((current) => {
      const seen = new Set(current.map((pin) => pin.id));
      const fresh = result.data.filter((pin) => !seen.has(pin.id));
      return fresh.length ? [...current, ...fresh] : current;
    });
  }, [api]);

  useEffect(() => {
    generation.current += 1;
    bookmark.current = null;
    inFlight.current = false;
    setPins([]);
    setDone(false);
    setStatus('loading');
    void fetchPage();
  }, [fetchPage, sourceKey]);

  const loadMore = useCallback(() => void fetchPage(), [fetchPage]);
  const retry = useCallback(() => {
    setStatus(pins.length ? 'ready' : 'loading');
    void fetchPage();
  }, [fetchPage, pins.length]);

  return { pins, status, error, done, loadMore, retry };
}
