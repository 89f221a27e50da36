/**
 * A Pin's image as "more like this" compares it: its perceptual hash (pins' image_signature, 16
 * hex digits) and its dominant colour. Pure, so it is tested without a database.
 */

/** How many bits apart two images may be and still "look like" each other. */
export const NEAR_BITS = 12;

export interface ImageKey {
  /** The 64-bit hash as Postgres stores it: signed. */
  phash: bigint;
  /** Each byte tagged with its position ((i << 8) | byte): hashes that share one are candidates. */
  bands: number[];
}

/** The key of a signature, or null for one that is not a 64-bit perceptual hash (older Pins'). */
export function imageKey(signature: string): ImageKey | null {
  if (!/^[0-9a-f]{16}$/.test(signature)) return null;
  const bands = Array.from(
    { length: 8 },
    (_, i) => (i << 8) | parseInt(signature.slice(i * 2, i * 2 + 2), 16),
  );
  return { phash: BigInt.asIntN(64, BigInt(`0x${signature}`)), bands };
}

/** '#rrggbb' as 0xRRGGBB and its 512-bucket quantisation (3 bits a channel); null for anything else. */
export function colorKey(color: string): { rgb: number; bucket: number } | null {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(color);
  if (!match) return null;
  const [r, g, b] = match.slice(1).map((hex) => parseInt(hex, 16)) as [number, number, number];
  return { rgb: (r << 16) | (g << 8) | b, bucket: ((r >> 5) << 6) | ((g >> 5) << 3) | (b >> 5) };
}
