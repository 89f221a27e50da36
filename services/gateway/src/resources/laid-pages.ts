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
 * Why: writing and brotli-compressing the whole 25-Pin page for every request was a third of the
 * gateway's CPU on such a page (bench/results/flame/home-feed-ads-16.png). The price is a few
 * hundred bytes more than brotli on the wire, as the runs share no history.
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

/** A part of the deflate stream and the text it holds. */
interface Part {
  text: Buffer;
  deflated: Buffer;
}

/** Runs of a shared page, by 'from-to' and whether a comma leads them, compressed once. */
const runsOf = new WeakMap<readonly object[], Map<string, Part>>();

const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);
/** The last block: empty, final. */
const FINAL_BLOCK = Buffer.from([3, 0]);
const SYNC = { finishFlush: zlibConstants.Z_SYNC_FLUSH };

/** Compressed on its own, ending on a byte boundary without ending the stream. */
function deflated(text: Buffer, level: number): Part {
  return { text, deflated: deflateRawSync(text, { ...SYNC, level }) };
}

/** Sent as it is (a stored block): the envelope's few bytes around the items. */
function stored(text: Buffer): Part {
  if (text.length > 0xffff) return deflated(text, 6);
  const header = Buffer.alloc(5);
  header.writeUInt16LE(text.length, 1);
  header.writeUInt16LE(~text.length & 0xffff, 3);
  return { text, deflated: Buffer.concat([header, text]) };
}

function run(base: readonly object[], from: number, to: number, comma: boolean): Part {
  let runs = runsOf.get(base);
  if (!runs) runsOf.set(base, (runs = new Map()));
  const key = `${from}-${to}${comma ? ',' : ''}`;
  let part = runs.get(key);
  if (!part) {
    const items = base.slice(from, to).map((item) => JSON.stringify(item));
    // Once per shared page: the best compression zlib has.
    part = deflated(Buffer.from((comma ? ',' : '') + items.join(',')), 9);
    runs.set(key, part);
  }
  return part;
}

/** An envelope's text before and after its data. */
export interface Around {
  head: string;
  tail: string;
}

const DATA_MARK = '\u0000laid page\u0000';

/** The text of `envelope` around its data (which comes before anything a request could vary). */
export function around(envelope: { resource_response: object }): Around {
  const marked = JSON.stringify({
    ...envelope,
    resource_response: { ...envelope.resource_response, data: DATA_MARK },
  });
  const mark = JSON.stringify(DATA_MARK);
  const at = marked.indexOf(mark);
  return { head: marked.slice(0, at), tail: marked.slice(at + mark.length) };
}

/** The parts of the envelope's text: before the items, the items, and after them. */
function partsOf(json: Around, laid: LaidOn): Part[] {
  const parts = [stored(Buffer.from(`${json.head}[`))];
  laid.pieces.forEach((piece, i) => {
    const comma = i > 0;
    if ('item' in piece)
      parts.push(deflated(Buffer.from((comma ? ',' : '') + JSON.stringify(piece.item)), 6));
    else parts.push(run(laid.base, piece.from, piece.to, comma));
  });
  parts.push(stored(Buffer.from(`]${json.tail}`)));
  return parts;
}

/** The page's text (for a client that takes no gzip). */
export function laidText(json: Around, laid: LaidOn): Buffer {
  return Buffer.concat(partsOf(json, laid).map((part) => part.text));
}

/** The page as gzip: its parts' deflate streams one after another, then the whole text's trailer. */
export function laidGzip(json: Around, laid: LaidOn): Buffer {
  const parts = partsOf(json, laid);
  let crc = 0;
  let length = 0;
  for (const part of parts) {
    crc = crc32(part.text, crc);
    length += part.text.length;
  }
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE(length >>> 0, 4);
  return Buffer.concat([GZIP_HEADER, ...parts.map((part) => part.deflated), FINAL_BLOCK, trailer]);
}
