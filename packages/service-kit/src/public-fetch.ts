import { lookup } from 'node:dns/promises';
import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { isRefusedAddress } from './address-guard.js';

export interface PublicFetchOptions {
  /** Tests only: let loopback and private addresses through. */
  allowPrivate: boolean;
  timeoutMs: number;
  maxBytes: number;
  maxRedirects?: number;
  /** The Accept header: what the caller can use. */
  accept: string;
  userAgent: string;
}

export interface PublicFetchAnswer {
  body: Buffer;
  /** Where the body came from, redirects followed. */
  url: string;
  contentType: string | null;
}

/**
 * Why a fetch failed: too large, or anything else. The message is for the operator's log only:
 * what answered where (a refused address, a closed port, a status) is not for a user to learn.
 */
export class PublicFetchError extends Error {
  constructor(
    readonly reason: 'too_large' | 'failed',
    message: string,
  ) {
    super(message);
  }
}

interface Target {
  address: string;
  family: number;
}

const REDIRECTS = new Set([301, 302, 303, 307, 308]);
const failed = (message: string) => new PublicFetchError('failed', message);

/**
 * Downloads from a user-supplied http(s) URL without letting the URL reach internal addresses:
 * each hop's host is resolved once, every address is checked, and the connection goes to the
 * checked address (so a second DNS answer cannot swap in another one). Time and size are bounded
 * for the whole download, redirects included.
 */
export async function fetchPublic(rawUrl: string, options: PublicFetchOptions): Promise<PublicFetchAnswer> {
  const signal = AbortSignal.timeout(options.timeoutMs);
  const maxRedirects = options.maxRedirects ?? 3;
  let url = parseHttpUrl(rawUrl);
  try {
    for (let hop = 0; ; hop++) {
      const target = await resolveTarget(url, options.allowPrivate);
      const res = await get(url, target, signal, options);
      const status = res.statusCode ?? 0;
      if (REDIRECTS.has(status)) {
        res.resume();
        const location = res.headers.location;
        if (!location) throw failed(`HTTP ${status} without a Location`);
        if (hop >= maxRedirects) throw failed(`more than ${maxRedirects} redirects`);
        url = parseHttpUrl(new URL(location, url).toString());
        continue;
      }
      if (status < 200 || status > 299) {
        res.resume();
        throw failed(`HTTP ${status}`);
      }
      const body = await readBody(res, options.maxBytes);
      return { body, url: url.toString(), contentType: res.headers['content-type'] ?? null };
    }
  } catch (err) {
    if (err instanceof PublicFetchError) throw err;
    if (signal.aborted) throw failed(`timed out after ${options.timeoutMs} ms`);
    throw failed(err instanceof Error ? err.message : String(err));
  }
}

function parseHttpUrl(raw: string): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw failed('not a valid URL');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw failed(`${url.protocol} URLs are not fetched`);
  }
  return url;
}

async function resolveTarget(url: URL, allowPrivate: boolean): Promise<Target> {
  const host = url.hostname.replace(/^\[|\]$/g, '');
  let addresses: Target[];
  try {
    addresses = await lookup(host, { all: true, verbatim: true });
  } catch {
    throw failed(`could not resolve ${host}`);
  }
  const first = addresses[0];
  if (!first) throw failed(`could not resolve ${host}`);
  // Every address counts: a client may pick any of them, so one internal answer refuses the host.
  const bad = addresses.find((a) => isRefusedAddress(a.address));
  if (bad && !allowPrivate) throw failed(`${host} resolves to ${bad.address}`);
  return first;
}

/** A lookup that always answers the address already checked (no second DNS query). */
function pinnedLookup(target: Target): LookupFunction {
  return (_hostname, options, callback) => {
    if (options.all) callback(null, [{ address: target.address, family: target.family }]);
    else callback(null, target.address, target.family);
  };
}

function get(
  url: URL,
  target: Target,
  signal: AbortSignal,
  { accept, userAgent }: PublicFetchOptions,
): Promise<IncomingMessage> {
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const req = client.request(url, {
      method: 'GET',
      signal,
      // No pooled sockets: a kept-alive socket could belong to an earlier, differently checked hop.
      agent: false,
      lookup: pinnedLookup(target),
      headers: { accept, 'user-agent': userAgent },
    });
    req.once('response', resolve);
    req.once('error', reject);
    req.end();
  });
}

async function readBody(res: IncomingMessage, maxBytes: number): Promise<Buffer> {
  const declared = Number(res.headers['content-length']);
  const tooLarge = () => {
    res.destroy();
    return new PublicFetchError('too_large', `more than ${maxBytes} bytes`);
  };
  if (Number.isFinite(declared) && declared > maxBytes) throw tooLarge();
  const chunks: Buffer[] = [];
  let total = 0;
  for await (const chunk of res) {
    const buf = chunk as Buffer;
    total += buf.length;
    if (total > maxBytes) throw tooLarge();
    chunks.push(buf);
  }
  return Buffer.concat(chunks, total);
}
