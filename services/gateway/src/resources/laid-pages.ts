import { placePromoted } from '@pinboard/service-kit';

/**
 * A page everyone shares with this request's promoted Pins laid into its slots (a visitor's home
 * feed while an ad serves: feed.resources.ts), written from pieces: the JSON of each run of the
 * shared page's items between two slots is written once, when the page is first sent, and each
 * request writes only its own ads and the envelope around them.
 *
 * Why: writing and brotli-compressing the whole 25-Pin page for every request took a third of the
 * gateway's CPU on such a page (bench/results/flame/home-feed-ads-16.png); written-answers.ts
 * compresses what is written for one request at a lower brotli quality.
 */

/** What a laid page remembers of how it was made (never enumerable: JSON does not see it). */
const LAID = Symbol('laid on a shared page');

/** One piece of a laid page: a run of the shared page's items, or a promoted one of this request. */
type Piece = { from: number; to: number } | { item: object };

interface LaidOn {
  base: readonly object[];
  pieces: Piece[];
}

/**
 * `placePromoted` on a shared page, remembering which items are the shared page's own so that the
 * answer can be written from its pieces. A page whose own Pin was moved into a slot is left plain.
 */
export function layPromoted<T extends { id: string }>(
  base: readonly T[],
  promoted: readonly T[],
  slots: readonly number[],
): T[] {
  const laid = placePromoted(base, promoted, slots);
  const pieces: Piece[] = [];
  let next = 0;
  for (const item of laid) {
    if (item === base[next]) {
      const last = pieces.at(-1);
      if (last && 'to' in last && last.to === next) last.to += 1;
      else pieces.push({ from: next, to: next + 1 });
      next += 1;
    } else {
      pieces.push({ item });
    }
  }
  if (next !== base.length) return laid;
  Object.defineProperty(laid, LAID, { value: { base, pieces } satisfies LaidOn });
  return laid;
}

/** How `data` was laid on a shared page, when it was. */
export function laidOn(data: unknown): LaidOn | null {
  return Array.isArray(data) ? ((data as { [LAID]?: LaidOn })[LAID] ?? null) : null;
}

/** The JSON of runs of a shared page, by 'from-to', written once. */
const runsOf = new WeakMap<readonly object[], Map<string, string>>();

function runText(base: readonly object[], from: number, to: number): string {
  let runs = runsOf.get(base);
  if (!runs) runsOf.set(base, (runs = new Map()));
  const key = `${from}-${to}`;
  let text = runs.get(key);
  if (text === undefined) {
    text = base
      .slice(from, to)
      .map((item) => JSON.stringify(item))
      .join(',');
    runs.set(key, text);
  }
  return text;
}

const DATA_MARK = '\u0000laid page\u0000';

/** The text of `envelope` with the laid page as its data, the shared runs' JSON written once. */
export function laidText(envelope: { resource_response: object }, laid: LaidOn): Buffer {
  // The envelope around the data, which comes before anything a request could vary.
  const marked = JSON.stringify({
    ...envelope,
    resource_response: { ...envelope.resource_response, data: DATA_MARK },
  });
  const mark = JSON.stringify(DATA_MARK);
  const at = marked.indexOf(mark);
  const items = laid.pieces.map((piece) =>
    'item' in piece ? JSON.stringify(piece.item) : runText(laid.base, piece.from, piece.to),
  );
  return Buffer.from(`${marked.slice(0, at)}[${items.join(',')}]${marked.slice(at + mark.length)}`);
}
