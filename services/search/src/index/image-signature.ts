/**
 * A Pin's image as "more like this" compares it: its perceptual hash (pins' image_signature, 16
 * hex digits) and its dominant colour. Pure, so it is tested without a database.
 */

/** How many bits apart two images may be and still "look like" each other. */
export const NEAR_BITS = 12;

/**
 * The hash is cut into four 16-bit quarters (multi-index hashing): two hashes at most 7 bits apart
 * have a quarter at most one bit apart (pigeonhole), so looking up each quarter and its 16 one-bit
 * neighbours finds every such hash. On a million different pictures a look-up reads about a
 * thousand candidates, where byte-wide bands read about thirty thousand (history.md 2026-11-27).
 */
const QUARTERS = 4;
const QUARTER_BITS = 16;

export interface ImageKey {
  /** The 64-bit hash as Postgres stores it: signed. */
  phash: bigint;
  /** Each quarter tagged with its position ((i << 16) | quarter): what the index holds. */
  bands: number[];
  /** Each band and its one-bit neighbours: what a look-up for near hashes asks the index for. */
  probes: number[];
}

/** The key of a signature, or null for one that is not a 64-bit perceptual hash (older Pins'). */
export function imageKey(signature: string): ImageKey | null {
  if (!/^[0-9a-f]{16}$/.test(signature)) return null;
  const digits = QUARTER_BITS / 4;
  const bands = Array.from(
    { length: QUARTERS },
    (_, i) => (i << QUARTER_BITS) | parseInt(signature.slice(i * digits, (i + 1) * digits), 16),
  );
  const probes = bands.flatMap((band) => [
    band,
    ...Array.from({ length: QUARTER_BITS }, (_, bit) => band ^ (1 << bit)),
  ]);
  return { phash: BigInt.asIntN(64, BigInt(`0x${signature}`)), bands, probes };
}

/** '#rrggbb' as 0xRRGGBB and its 512-bucket quantisation (3 bits a channel); null for anything else. */
export function colorKey(color: string): { rgb: number; bucket: number } | null {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(color);
  if (!match) return null;
  const [r, g, b] = match.slice(1).map((hex) => parseInt(hex, 16)) as [number, number, number];
  return { rgb: (r << 16) | (g << 8) | b, bucket: ((r >> 5) << 6) | ((g >> 5) << 3) | (b >> 5) };
}
