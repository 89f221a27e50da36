import { lookup } from 'node:dns/promises';
import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { ServiceError } from '@pinboard/service-kit';
import { isRefusedAddress } from './address-guard.js';
import { MediaErrors } from './media.errors.js';

export interface FetchOptions {
  allowPrivate: boolean;
  timeoutMs: number;
  maxBytes: number;
  maxRedirects?: number;
}

interface Target {
  address: string;
  family: number;
}

const REDIRECTS = new Set([301, 302, 303, 307, 308]);

/**
 * Downloads an image from a user-supplied http(s) URL without letting the URL reach internal
 * addresses: each hop's host is resolved once, every address is checked, and the connection goes
 * to the checked address (so a second DNS answer cannot swap in another one). Time and size are
 * bounded for the whole download, redirects included.
 */
export async function fetchImage(rawUrl: string, options: FetchOptions): Promise<Buffer> {
  const signal = AbortSignal.timeout(options.timeoutMs);
  const maxRedirects = options.maxRedirects ?? 3;
  let url = parseHttpUrl(rawUrl);
  try {
    for (let hop = 0; ; hop++) {
      const target = await resolveTarget(url, options.allowPrivate);
      const res = await get(url, target, signal);
      const status = res.statusCode ?? 0;
      if (REDIRECTS.has(status)) {
        res.resume();
        const location = res.headers.location;
        if (!location) throw MediaErrors.fetchFailed(`HTTP ${status} without a Location`);
        if (hop >= maxRedirects) throw MediaErrors.fetchFailed(`more than ${maxRedirects} redirects`);
        url = parseHttpUrl(new URL(location, url).toString());
        continue;
      }
      if (status < 200 || status > 299) {
        res.resume();
        throw MediaErrors.fetchFailed(`HTTP ${status}`);
      }
      return await readBody(res, options.maxBytes);
    }
  } catch (err) {
    if (err instanceof ServiceError) throw err;
    if (signal.aborted) throw MediaErrors.fetchFailed(`timed out after ${options.timeoutMs} ms`);
    throw MediaErrors.fetchFailed(err instanceof Error ? err.message : String(err));
  }
}

function parseHttpUrl(raw: string): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw MediaErrors.fetchFailed('not a valid URL');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw MediaErrors.fetchFailed(`${url.protocol} URLs are not fetched`);
  }
  return url;
}

async function resolveTarget(url: URL, allowPrivate: boolean): Promise<Target> {
  const host = url.hostname.replace(/^\[|\]$/g, '');
  let addresses: Target[];
  try {
    addresses = await lookup(host, { all: true, verbatim: true });
  } catch {
    throw MediaErrors.fetchFailed(`could not resolve ${host}`);
  }
  const first = addresses[0];
  if (!first) throw MediaErrors.fetchFailed(`could not resolve ${host}`);
  // Every address counts: a client may pick any of them, so one internal answer refuses the host.
  const bad = addresses.find((a) => isRefusedAddress(a.address));
  if (bad && !allowPrivate) throw MediaErrors.fetchFailed(`${host} resolves to ${bad.address}`);
  return first;
}

/** A lookup that always answers the address already checked (no second DNS query). */
function pinnedLookup(target: Target): LookupFunction {
  return (_hostname, options, callback) => {
    if (options.all) callback(null, [{ address: target.address, family: target.family }]);
    else callback(null, target.address, target.family);
  };
}

function get(url: URL, target: Target, signal: AbortSignal): Promise<IncomingMessage> {
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const req = client.request(url, {
      method: 'GET',
      signal,
      // No pooled sockets: a kept-alive socket could belong to an earlier, differently checked hop.
      agent: false,
      lookup: pinnedLookup(target),
      headers: { accept: 'image/*,*/*;q=0.5', 'user-agent': 'PinboardMediaFetcher/1.0' },
    });
    req.once('response', resolve);
    req.once('error', reject);
    req.end();
  });
}

async function readBody(res: IncomingMessage, maxBytes: number): Promise<Buffer> {
  const declared = Number(res.headers['content-length']);
  if (Number.isFinite(declared) && declared > maxBytes) {
    res.destroy();
    throw MediaErrors.tooLarge();
  }
  const chunks: Buffer[] = [];
  let total = 0;
  for await (const chunk of res) {
    const buf = chunk as Buffer;
    total += buf.length;
    if (total > maxBytes) {
      res.destroy();
      throw MediaErrors.tooLarge();
    }
    chunks.push(buf);
  }
  return Buffer.concat(chunks, total);
}
