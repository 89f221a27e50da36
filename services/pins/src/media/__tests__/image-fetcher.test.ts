import assert from 'node:assert/strict';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { ErrorCode, PinTexts } from '@pinboard/contracts';
import { ServiceError } from '@pinboard/service-kit';
import { fetchImage, type FetchOptions } from '../image-fetcher.js';

const body = Buffer.alloc(4096, 7);
let server: Server;
let base: string;

function isError(message: string) {
  return (err: unknown) =>
    err instanceof ServiceError && err.code === ErrorCode.ValidationFailed && err.message === message;
}

const open: FetchOptions = { allowPrivate: true, timeoutMs: 2000, maxBytes: 10_000 };

describe('fetchImage', () => {
  before(async () => {
    server = createServer((req, res) => {
      const url = new URL(req.url ?? '/', 'http://x');
      const hops = Number(url.searchParams.get('hops') ?? 0);
      if (url.pathname === '/image') return res.end(body);
      if (url.pathname === '/redirect') {
        res.writeHead(302, { location: hops > 1 ? `/redirect?hops=${hops - 1}` : '/image' });
        return res.end();
      }
      if (url.pathname === '/big') return res.end(Buffer.alloc(20_000));
      if (url.pathname === '/big-chunked') {
        // No Content-Length: the limit has to be enforced while streaming.
        for (let i = 0; i < 10; i++) res.write(Buffer.alloc(2_000));
        return res.end();
      }
      if (url.pathname === '/slow') return setTimeout(() => res.end(body), 1500).unref();
      res.writeHead(404).end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  after(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('downloads an image', async () => {
    assert.deepEqual(await fetchImage(`${base}/image`, open), body);
  });

  it('follows up to 3 redirects and no more', async () => {
    assert.deepEqual(await fetchImage(`${base}/redirect?hops=3`, open), body);
    await assert.rejects(fetchImage(`${base}/redirect?hops=4`, open), isError(PinTexts.imageFetchFailed));
  });

  it('refuses loopback when private fetches are off', async () => {
    const closed = { ...open, allowPrivate: false };
    await assert.rejects(fetchImage(`${base}/image`, closed), isError(PinTexts.imageFetchFailed));
    await assert.rejects(fetchImage('http://localhost:1/image', closed), isError(PinTexts.imageFetchFailed));
    await assert.rejects(fetchImage('http://[::1]:1/image', closed), isError(PinTexts.imageFetchFailed));
  });

  it('refuses other protocols', async () => {
    await assert.rejects(fetchImage('file:///etc/passwd', open), isError(PinTexts.imageFetchFailed));
    await assert.rejects(fetchImage('ftp://example.com/a.png', open), isError(PinTexts.imageFetchFailed));
  });

  it('stops past maxBytes, declared or streamed', async () => {
    await assert.rejects(fetchImage(`${base}/big`, open), isError(PinTexts.imageTooLarge));
    await assert.rejects(fetchImage(`${base}/big-chunked`, open), isError(PinTexts.imageTooLarge));
  });

  it('reports HTTP errors, timeouts and bad URLs as fetch failures, saying nothing of why', async () => {
    // No detail: what answered where (a status, a refused port) is not for the caller to learn.
    const failedQuietly = (err: unknown) =>
      isError(PinTexts.imageFetchFailed)(err) && (err as ServiceError).detail === null;
    await assert.rejects(fetchImage(`${base}/missing`, open), failedQuietly);
    await assert.rejects(fetchImage('http://127.0.0.1:1/closed-port', open), failedQuietly);
    await assert.rejects(
      fetchImage(`${base}/slow`, { ...open, timeoutMs: 300 }),
      isError(PinTexts.imageFetchFailed),
    );
    await assert.rejects(fetchImage('not a url', open), isError(PinTexts.imageFetchFailed));
    await assert.rejects(
      fetchImage('http://no-such-host.invalid/a.png', open),
      isError(PinTexts.imageFetchFailed),
    );
  });
});
