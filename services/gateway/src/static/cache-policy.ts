import { basename } from 'node:path';

export const NO_CACHE = 'no-cache';
export const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Bundler output names carry a content hash (main.3f9a1c2b.js, 412.a1b2c3d4e5.css). */
const HASHED = /[.-][0-9a-f]{8,}\.[a-z0-9]+$/i;

/** Files whose name never changes must be revalidated; hashed files can be kept for a year. */
export function cacheControlFor(filePath: string): string {
  const name = basename(filePath);
  if (name === 'mf-manifest.json' || name === 'remoteEntry.js' || name === 'index.html') return NO_CACHE;
  return HASHED.test(name) ? IMMUTABLE : NO_CACHE;
}

/** Paths the SPA fallback never answers: the API, assets of their own, and the gateway's files. */
const RESERVED_PREFIXES = [
  '/resource',
  '/v3',
  '/v5',
  '/ads/v4',
  '/media',
  '/mfe',
  '/health',
  '/runtime-config.json',
  '/openapi.json',
  '/api-docs',
];

export function isReservedPath(path: string): boolean {
  return RESERVED_PREFIXES.some((p) => path === p || path.startsWith(`${p}/`) || path.startsWith(`${p}?`));
}
