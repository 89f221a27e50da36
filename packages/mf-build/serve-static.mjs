#!/usr/bin/env node
// Tiny dependency-free static server for the frontend packages' dist folders.
// Usage: pinboard-serve <dir> <port>   (the bin of @pinboard/mf-build)
// CORS is open so a shell on another origin can load remotes' manifests and chunks.
// Unknown extension-less paths answer <dir>/index.html when it exists (SPA fallback).
import { createServer } from 'node:http';
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { extname, join, normalize, resolve, sep } from 'node:path';

const [dirArg = 'dist', portArg = '3000'] = process.argv.slice(2).filter((a) => !a.startsWith('--'));
const root = resolve(process.cwd(), dirArg);
const port = Number(process.env.PORT ?? portArg);
const host = process.env.HOST ?? '127.0.0.1';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};

async function fileAt(urlPath) {
  const decoded = decodeURIComponent(urlPath.split('?')[0] ?? '/');
  const target = normalize(join(root, decoded));
  if (target !== root && !target.startsWith(root + sep)) return null;
  try {
    const info = await stat(target);
    if (info.isDirectory()) return fileAt(`${decoded.replace(/\/$/, '')}/index.html`);
    return { path: target, size: info.size };
  } catch {
    return null;
  }
}

const server = createServer(async (req, res) => {
  res.setHeader('Access-Control-Allow-Origin', '*');
  res.setHeader('Access-Control-Allow-Methods', 'GET, HEAD, OPTIONS');
  res.setHeader('Access-Control-Allow-Headers', '*');
  if (req.method === 'OPTIONS') {
    res.writeHead(204).end();
    return;
  }
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.writeHead(405).end();
    return;
  }
  const urlPath = req.url ?? '/';
  let file = await fileAt(urlPath);
  if (!file && extname(urlPath.split('?')[0] ?? '') === '') file = await fileAt('/index.html');
  if (!file) {
    res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found');
    return;
  }
  const type = TYPES[extname(file.path)] ?? 'application/octet-stream';
  const immutable = /\.[0-9a-f]{8,}\.(js|css)$/.test(file.path);
  res.writeHead(200, {
    'Content-Type': type,
    'Content-Length': file.size,
    'Cache-Control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
  });
  if (req.method === 'HEAD') res.end();
  else createReadStream(file.path).pipe(res);
});

server.listen(port, host, () => {
  console.log(`serving ${root} on http://${host}:${port}`);
});
