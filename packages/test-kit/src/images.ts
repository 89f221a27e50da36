import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { deflateSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';

/** CRC-32 (the PNG chunk checksum), table-driven. */
const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A width x height PNG of one RGB colour: enough of an image for the pins service to accept. */
export function solidPng(width: number, height: number, rgb: [number, number, number]): Buffer {
  return pngOf(width, height, () => rgb);
}

/**
 * A PNG with a picture in it, for tests that compare images: a 4 x 4 grid of grey blocks whose
 * shades come from `seed`. The same seed at two sizes looks alike (a few bits of perceptual hash
 * apart); two seeds do not. `colorOf` paints each shade (0-255) another colour than grey.
 */
export function patternPng(
  width: number,
  height: number,
  seed: number,
  colorOf: (shade: number) => [number, number, number] = (shade) => [shade, shade, shade],
): Buffer {
  let state = seed >>> 0 || 1;
  const next = () => {
    // xorshift32: a repeatable sequence per seed.
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 0x100000000;
  };
  const shades = Array.from({ length: 16 }, () => Math.round(next() * 255));
  return pngOf(width, height, (x, y) => {
    return colorOf(shades[Math.floor((y / height) * 4) * 4 + Math.floor((x / width) * 4)]!);
  });
}

function pngOf(
  width: number,
  height: number,
  pixel: (x: number, y: number) => [number, number, number],
): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit depth, truecolour, deflate, no filter, no interlace
  const rows = Array.from({ length: height }, (_, y) => {
    const row = Buffer.alloc(1 + width * 3); // filter byte 0, then RGB pixels
    for (let x = 0; x < width; x++) row.set(pixel(x, y), 1 + x * 3);
    return row;
  });
  const raw = Buffer.concat(rows);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A local HTTP server handing out fixed bodies by path (and redirects), for image_url tests. */
export class ImageServer {
  private readonly routes = new Map<string, { type: string; body: Buffer }>();
  private server: Server | null = null;
  base = '';

  /** Serves `body` at `path`; answers the full URL. */
  serve(path: string, type: string, body: Buffer): string {
    this.routes.set(path, { type, body });
    return `${this.base}${path}`;
  }

  async start(): Promise<this> {
    this.server = createServer((req, res) => {
      const path = req.url ?? '/';
      if (path.startsWith('/redirect-to')) {
        res.writeHead(302, { location: path.slice('/redirect-to'.length) }).end();
        return;
      }
      const route = this.routes.get(path);
      if (!route) return void res.writeHead(404).end();
      res.writeHead(200, { 'content-type': route.type, 'content-length': route.body.length }).end(route.body);
    });
    await new Promise<void>((resolve) => this.server?.listen(0, '127.0.0.1', resolve));
    this.base = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this;
  }

  close(): Promise<void> {
    return new Promise((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }
}

/**
 * Real videos for tests (packages/test-kit/fixtures), recorded once in Chromium (MediaRecorder,
 * H.264 in fragmented MP4, as a browser makes them): clip.mp4 is 2.2 s at 320x240; blink.mp4
 * 0.5 s, shorter than a video Pin may be.
 */
export const VIDEO_FIXTURES = {
  clip: { path: fixturePath('clip.mp4'), durationSeconds: 2.209, width: 320, height: 240 },
  blink: { path: fixturePath('blink.mp4'), durationSeconds: 0.508, width: 320, height: 240 },
} as const;

function fixturePath(name: string): string {
  return fileURLToPath(new URL(`../fixtures/${name}`, import.meta.url));
}
