import { placePromoted } from '@pinboard/service-kit';
import { constants as zlibConstants, crc32, deflateRawSync } from 'node:zlib';

/**
 * A page everyone shares with this request's promoted Pins laid into its slots (a visitor's home
 * feed while an ad serves: feed.resources.ts), written as gzip from pieces: each run of the shared
 * page's items between two slots is compressed once, when the page is first sent, and each request
 * compresses only its own ads. A deflate stream may be cut into independently compressed parts,
 * each ending on a byte boundary (a sync flush), and read back as one (pigz writes gzip this way);
 * the gzip trailer's CRC-32 and length are of the whole text.
 *
 * Each ad is compressed with the text before it as its dictionary, which the reader has just read
 * at the same distance, so only the runs lose the history before them.
 *
 * Why: writing and brotli-compressing the whole 25-Pin page for every request took a third of the
 * gateway's samples on such a page (bench/results/flame/home-feed-ads-16.png); brotli at quality
 * 2 over the page's text spliced from written runs served such pages at 1.06-1.17x their rate,
 * these parts at about 1.4x (bench/results/history.md, "a visitor's home feed with an ad"). The
 * price is bytes: the runs share no history, so the answer is about a fifth larger than the whole
 * page in brotli 4.
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

/** A part of the page's text, and how it is compressed in the stream. */
interface Part {
  text: Buffer;
  /** Its deflate stream, given the text before it. */
  deflate(before: readonly Buffer[]): Buffer;
}

const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);
/** The last block: empty, final. */
const FINAL_BLOCK = Buffer.from([3, 0]);
/** How much of the text before an ad its compression looks back on (most of the gain of 32 KB). */
const AD_DICTIONARY_BYTES = 8 * 1024;

/** Compressed on its own (a sync flush: it ends on a byte boundary without ending the stream). */
function deflated(text: Buffer, level: number): Buffer {
  return deflateRawSync(text, { finishFlush: zlibConstants.Z_SYNC_FLUSH, level });
}

/**
 * An ad, compressed against the text before it: zlib's fastest level and a 16 KB window (enough
 * for the dictionary), whose smaller state is most of what a compression this small costs.
 */
function deflatedAfter(text: Buffer, dictionary: Buffer): Buffer {
  return deflateRawSync(text, {
    finishFlush: zlibConstants.Z_SYNC_FLUSH,
    level: 1,
    windowBits: 14,
    memLevel: 6,
    ...(dictionary.length > 0 ? { dictionary } : {}),
  });
}

/** Sent as it is (a stored block): the envelope's few bytes around the items. */
function envelopePart(text: Buffer): Part {
  return {
    text,
    deflate: () => {
      if (text.length > 0xffff) return deflated(text, 6);
      const header = Buffer.alloc(5);
      header.writeUInt16LE(text.length, 1);
      header.writeUInt16LE(~text.length & 0xffff, 3);
      return Buffer.concat([header, text]);
    },
  };
}

/** The last `bytes` of the text so far. */
function lastBytes(texts: readonly Buffer[], bytes: number): Buffer {
  const tail: Buffer[] = [];
  let length = 0;
  for (let i = texts.length - 1; i >= 0 && length < bytes; i -= 1) {
    tail.unshift(texts[i]!);
    length += texts[i]!.length;
  }
  const joined = Buffer.concat(tail);
  return joined.subarray(Math.max(0, joined.length - bytes));
}

/** One request's ad: compressed against the text just before it. */
function adPart(text: Buffer): Part {
  return { text, deflate: (before) => deflatedAfter(text, lastBytes(before, AD_DICTIONARY_BYTES)) };
}

/** Runs of a shared page, by 'from-to' and whether a comma leads them, written once. */
const runsOf = new WeakMap<readonly object[], Map<string, Part>>();

function runPart(base: readonly object[], from: number, to: number, comma: boolean): Part {
  let runs = runsOf.get(base);
  if (!runs) runsOf.set(base, (runs = new Map()));
  const key = `${from}-${to}${comma ? ',' : ''}`;
  let part = runs.get(key);
  if (!part) {
    const items = base.slice(from, to).map((item) => JSON.stringify(item));
    const text = Buffer.from((comma ? ',' : '') + items.join(','));
    let compressed: Buffer | undefined;
    // Once per shared page: the best compression zlib has.
    part = { text, deflate: () => (compressed ??= deflated(text, 9)) };
    runs.set(key, part);
  }
  return part;
}

const DATA_MARK = '\u0000laid page\u0000';

/** The parts of the envelope's text: before the items, the items, and after them. */
function partsOf(envelope: { resource_response: object }, laid: LaidOn): Part[] {
  // The envelope around the data, which comes before anything a request could vary.
  const marked = JSON.stringify({
    ...envelope,
    resource_response: { ...envelope.resource_response, data: DATA_MARK },
  });
  const mark = JSON.stringify(DATA_MARK);
  const at = marked.indexOf(mark);
  const parts = [envelopePart(Buffer.from(`${marked.slice(0, at)}[`))];
  laid.pieces.forEach((piece, i) => {
    const comma = i > 0 ? ',' : '';
    parts.push(
      'item' in piece
        ? adPart(Buffer.from(comma + JSON.stringify(piece.item)))
        : runPart(laid.base, piece.from, piece.to, i > 0),
    );
  });
  parts.push(envelopePart(Buffer.from(`]${marked.slice(at + mark.length)}`)));
  return parts;
}

/** The page's text (for a client that takes no gzip). */
export function laidText(envelope: { resource_response: object }, laid: LaidOn): Buffer {
  return Buffer.concat(partsOf(envelope, laid).map((part) => part.text));
}

/** The page as gzip: its parts' deflate streams one after another, then the whole text's trailer. */
export function laidGzip(envelope: { resource_response: object }, laid: LaidOn): Buffer {
  const texts: Buffer[] = [];
  const streams: Buffer[] = [GZIP_HEADER];
  let crc = 0;
  let length = 0;
  for (const part of partsOf(envelope, laid)) {
    streams.push(part.deflate(texts));
    texts.push(part.text);
    crc = crc32(part.text, crc);
    length += part.text.length;
  }
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE(length >>> 0, 4);
  return Buffer.concat([...streams, FINAL_BLOCK, trailer]);
}
