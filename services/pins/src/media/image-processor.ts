import { IMAGE_MIN_SIDE, PIN_GRID_WIDTH } from '@pinboard/contracts';
import { createHash } from 'node:crypto';
import sharp, { type Metadata, type Sharp } from 'sharp';
import { createRequire } from 'node:module';
import { MediaErrors } from './media.errors.js';

export interface EncodedImage {
  data: Buffer;
  width: number;
  height: number;
}

export interface ProcessedImage {
  /** sha256 of the bytes as received: the content address of every stored size. */
  signature: string;
  /**
   * The image's perceptual hash (pHash: a DCT of its 32×32 greyscale, 64 bits as 16 hex digits):
   * the same picture re-encoded, resized or slightly edited has one a few bits away. A Pin's
   * image_signature, and what "more like this" compares.
   */
  perceptualHash: string;
  dominantColor: string;
  thumb: EncodedImage;
  orig: EncodedImage;
}

/**
 * sharp-phash is CommonJS whose types declare an ES default export: required as what it is, the
 * function itself.
 */
const phash = createRequire(import.meta.url)('sharp-phash') as (image: Buffer) => Promise<string>;

/** Raster formats people pin. SVG, PDF and the like are refused: they are documents, not photos. */
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'heif']);
/**
 * Guards the decoder against pixel bombs (a tiny file declaring a gigantic canvas): 40 MP is an 8K
 * photo, 160 MB decoded.
 */
export const MAX_INPUT_PIXELS = 40_000_000;
/** The stored original fits in this square: what a closeup shows, not a 40 MP master. */
export const ORIGINAL_MAX_SIDE = 2560;
const WHITE = { r: 255, g: 255, b: 255 };

/**
 * Checks that the bytes are a usable image and produces what a Pin stores: the 236 px wide grid
 * tile, the original re-encoded as JPEG (within ORIGINAL_MAX_SIDE), and the dominant colour for the
 * placeholder.
 */
export async function processImage(bytes: Buffer): Promise<ProcessedImage> {
  const metadata = await readMetadata(bytes);
  const { width, height } = metadata.autoOrient;
  if (width < IMAGE_MIN_SIDE || height < IMAGE_MIN_SIDE) throw MediaErrors.tooSmall();

  const source = sharp(bytes, { autoOrient: true, limitInputPixels: MAX_INPUT_PIXELS });
  try {
    // Re-encoding the original drops its metadata (GPS position, camera serials) and applies the
    // EXIF rotation for good, so every client shows it upright. Transparency becomes white.
    const [orig, thumb] = await Promise.all([
      encode(
        source
          .clone()
          .resize({
            width: ORIGINAL_MAX_SIDE,
            height: ORIGINAL_MAX_SIDE,
            fit: 'inside',
            withoutEnlargement: true,
          })
          .flatten({ background: WHITE })
          .jpeg({ quality: 90, mozjpeg: true }),
      ),
      encode(
        source
          .clone()
          .resize({ width: PIN_GRID_WIDTH })
          .flatten({ background: WHITE })
          .jpeg({ quality: 80, mozjpeg: true }),
      ),
    ]);
    // Both from the small rendition: already decoded once, and no bigger than a hash needs.
    const [{ dominant }, bits] = await Promise.all([sharp(thumb.data).stats(), phash(thumb.data)]);
    return {
      signature: createHash('sha256').update(bytes).digest('hex'),
      perceptualHash: hexOfBits(bits),
      dominantColor: toHex(dominant),
      thumb,
      orig,
    };
  } catch {
    // The header was readable but the pixel data is not (truncated or corrupt file).
    throw MediaErrors.invalidImage();
  }
}

async function readMetadata(bytes: Buffer): Promise<Metadata> {
  let metadata: Metadata;
  try {
    metadata = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
  } catch {
    throw MediaErrors.invalidImage();
  }
  if (!ACCEPTED_FORMATS.has(metadata.format)) throw MediaErrors.invalidImage();
  return metadata;
}

async function encode(pipeline: Sharp): Promise<EncodedImage> {
  const { data, info } = await pipeline.toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/** '0101…' (64 characters) as 16 hex digits. */
function hexOfBits(bits: string): string {
  return BigInt(`0b${bits}`).toString(16).padStart(16, '0');
}

function toHex({ r, g, b }: { r: number; g: number; b: number }): string {
  return `#${[r, g, b].map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;
}
