/**
 * What the browser records of promoted Pins (issue 9 serving): an impression when at least half the
 * Pin is visible for one second (the MRC display rule), closeups, saves and outbound clicks. Events
 * are queued and sent together once a second; each has its own id, so a resent one counts once.
 */
import type { AdEventToRecord } from '@pinboard/api-client';

export const IMPRESSION_VISIBLE_SHARE = 0.5;
export const IMPRESSION_VISIBLE_MS = 1000;
/** At most this many events go in one request (the endpoint's limit is 100). */
const BATCH_MAX = 100;

export type AdEventType = AdEventToRecord['type'];

export class AdEventQueue {
  private queue: AdEventToRecord[] = [];
  private timer: ReturnType<typeof setTimeout> | null = null;
  /** A placement's impression is recorded once, however often its tile comes back into view. */
  private readonly impressions = new Set<string>();

  constructor(
    private readonly send: (events: AdEventToRecord[]) => Promise<unknown>,
    private readonly flushMs = 1000,
  ) {}

  record(type: AdEventType, trackingToken: string, now = new Date()): void {
    if (type === 'impression') {
      if (this.impressions.has(trackingToken)) return;
      this.impressions.add(trackingToken);
    }
    this.queue.push({
      event_id: crypto.randomUUID(),
      type,
      tracking_token: trackingToken,
      occurred_at: now.toISOString(),
    });
    this.timer ??= setTimeout(() => void this.flush(), this.flushMs);
  }

  /** Sends what is queued; a failed send is dropped (ads never get in the way of the page). */
  async flush(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    while (this.queue.length > 0) {
      const batch = this.queue.splice(0, BATCH_MAX);
      await this.send(batch).catch(() => undefined);
    }
  }
}

/**
 * Watches a promoted tile: calls `onImpression` once it has been at least half visible for a
 * second without interruption. Answers the function that stops watching.
 */
export function watchImpression(element: Element, onImpression: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | null = null;
  const observer = new IntersectionObserver(
    ([entry]) => {
      if (entry && entry.intersectionRatio >= IMPRESSION_VISIBLE_SHARE) {
        timer ??= setTimeout(() => {
          onImpression();
          observer.disconnect();
        }, IMPRESSION_VISIBLE_MS);
      } else if (timer) {
        clearTimeout(timer);
        timer = null;
      }
    },
    { threshold: [0, IMPRESSION_VISIBLE_SHARE, 1] },
  );
  observer.observe(element);
  return () => {
    observer.disconnect();
    if (timer) clearTimeout(timer);
  };
}

const queues = new WeakMap<object, AdEventQueue>();

/** The page's one queue of ad events for this client of the gateway. */
export function adEventsOf(api: {
  recordAdEvents(events: AdEventToRecord[]): Promise<unknown>;
}): AdEventQueue {
  let queue = queues.get(api);
  if (!queue) {
    queue = new AdEventQueue((events) => api.recordAdEvents(events));
    queues.set(api, queue);
    // What is still queued when the page goes away is sent then.
    window.addEventListener('pagehide', () => void queue?.flush());
  }
  return queue;
}

/** What a promoted tile hands its closeup (router state), so that its outbound click is recorded. */
export interface PromotedState {
  trackingToken?: string;
}
