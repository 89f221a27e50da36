import fastifyStatic from '@fastify/static';
import { Logger } from '@nestjs/common';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { mkdirSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve, sep } from 'node:path';
import type { BootFeed } from '@pinboard/contracts';
import type { GatewayConfig } from '../config.js';
import { sessionTokenOf, type CookieSecurity } from '../session/cookies.js';
import type { ServedRemote } from './remotes.js';
import { cacheControlFor, IMMUTABLE, isReservedPath, NO_CACHE } from './cache-policy.js';
import { withBootContent, within } from './boot-page.js';
import { BuildFile } from './build-file.js';
import { PageAssets } from './page-assets.js';

const logger = new Logger('Static');

function isDirectory(path: string): boolean {
  try {
    return statSync(path).isDirectory();
  } catch {
    return false;
  }
}

function isFile(path: string): boolean {
  try {
    return statSync(path).isFile();
  } catch {
    return false;
  }
}

/** Micro-frontend remotes: loaded cross-origin by a shell elsewhere, so CORS on everything. */
async function registerRemote(fastify: FastifyInstance, prefix: string, root: string): Promise<void> {
  if (!isDirectory(root)) {
    logger.warn(`${root} does not exist: ${prefix} answers 404 until it is built and the gateway restarted`);
    return;
  }
  await fastify.register(fastifyStatic, {
    root,
    prefix,
    decorateReply: false,
    cacheControl: false,
    preCompressed: true,
    setHeaders: (res, filePath) => {
      res.setHeader('Access-Control-Allow-Origin', '*');
      res.setHeader('Cache-Control', cacheControlFor(filePath));
      res.setHeader('Vary', 'Accept-Encoding');
    },
  });
}

/** What the page at a path shows before its scripts run, for whoever asks (boot-content.ts). */
export type BootContentFor = (request: FastifyRequest, path: string) => Promise<BootFeed | null>;

/** The shell: files from its dist, and index.html for every other page route (SPA fallback). */
function registerShell(
  fastify: FastifyInstance,
  root: string,
  assets: PageAssets,
  bootContent: BootContentFor | undefined,
  bootTimeoutMs: number,
  cookieSecurity: CookieSecurity,
): void {
  const shellRoot = resolve(root);
  const available = isDirectory(shellRoot);
  if (!available) logger.warn(`${shellRoot} does not exist: the shell is not served until it is built`);
  const page = new BuildFile(join(shellRoot, 'index.html'), (html) => html);
  const sendShellPage = async (request: FastifyRequest, reply: FastifyReply) => {
    // Fastify hands over the wildcard part already decoded.
    const path = `/${(request.params as { '*'?: string })['*'] ?? ''}`;
    const shellHtml = page.read();
    if (!available || !shellHtml || isReservedPath(path)) return reply.callNotFound();
    const file = resolve(shellRoot, `.${path}`);
    // A path that leaves the dist folder (../) is never served from it.
    // The build's .br and .gz copies go to browsers that take them (preCompressed, registered below).
    reply.header('Vary', 'Accept-Encoding');
    if (file.startsWith(shellRoot + sep) && isFile(file)) {
      return reply
        .header('Cache-Control', cacheControlFor(file))
        .sendFile(file.slice(shellRoot.length + 1), shellRoot);
    }
    // The page differs by viewer: whether a session cookie came (the session hint), the boot Pins.
    reply
      .header('Cache-Control', NO_CACHE)
      .header('Vary', 'Accept-Encoding, Cookie')
      .type('text/html; charset=utf-8');
    // The runtime config and the page's first remote files, for the shell (page-assets.ts).
    const html = assets.withPageAssets(shellHtml, path, {
      signedOut: sessionTokenOf(request, cookieSecurity) === undefined,
    });
    if (bootContent) {
      // The home, board and section pages with their first Pins in the HTML; they differ by viewer.
      const content = await within(bootTimeoutMs, bootContent(request, path));
      if (content && (content.page.items.length > 0 || content.board)) {
        return reply.send(withBootContent(html, content));
      }
    }
    return reply.send(html);
  };
  fastify.get('/', sendShellPage);
  fastify.get('/*', sendShellPage);
}

/** Everything the browser loads that is not an API call, behind the gateway's one URL. */
export async function registerStaticRoutes(
  fastify: FastifyInstance,
  config: GatewayConfig,
  remotes: readonly ServedRemote[],
  bootContent?: BootContentFor,
): Promise<void> {
  // Registered once for reply.sendFile(); serves nothing by itself.
  await fastify.register(fastifyStatic, {
    root: resolve(config.SHELL_DIST),
    serve: false,
    cacheControl: false,
    preCompressed: true,
  });
  mkdirSync(config.MEDIA_ROOT, { recursive: true });
  await fastify.register(fastifyStatic, {
    root: resolve(config.MEDIA_ROOT),
    prefix: '/media/',
    decorateReply: false,
    // Never the uploads being checked (MEDIA_ROOT/.uploads): only what pins has kept.
    dotfiles: 'ignore',
    cacheControl: false,
    setHeaders: (res) => res.setHeader('Cache-Control', IMMUTABLE),
  });
  for (const remote of remotes) await registerRemote(fastify, remote.mountPath, remote.dist);
  // The API docs page's script and styles (the page itself and /openapi.json are Nest routes).
  await fastify.register(fastifyStatic, {
    root: dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json')),
    prefix: '/api-docs/assets/',
    decorateReply: false,
    allowedPath: (path) => /^\/(swagger-ui\.css|swagger-ui-bundle\.js)$/.test(path),
    setHeaders: (res) => res.setHeader('Cache-Control', NO_CACHE),
  });
  const assets = new PageAssets(resolve(config.SHELL_DIST), remotes);
  registerShell(
    fastify,
    config.SHELL_DIST,
    assets,
    bootContent,
    config.BOOT_CONTENT_TIMEOUT_MS,
    config.COOKIE_SECURE,
  );
}
