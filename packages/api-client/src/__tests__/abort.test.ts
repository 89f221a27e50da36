import assert from 'node:assert/strict';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, test } from 'node:test';
import { CommonTexts } from '@pinboard/contracts';
import { ApiClient } from '../index.js';

/** A server that answers every call in the envelope, after 300 ms. */
let server: Server;
let base = '';

before(async () => {
  server = createServer((_req, res) => {
    setTimeout(() => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ resource_response: { status: 'success', data: { items: [] }, error: null } }));
    }, 300);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

after(() => new Promise<void>((resolve) => server.close(() => resolve())));

const client = () =>
  new ApiClient({ fetch: (path, init) => fetch(`${base}${path}`, init), csrfToken: async () => 'token' });

test('a call given up on fails with "Resource call aborted", which callers ignore (SPEC §7)', async () => {
  const controller = new AbortController();
  const answer = client().get('AdvancedTypeaheadResource', { term: 'gar' }, { signal: controller.signal });
  setTimeout(() => controller.abort(), 50);
  const result = await answer;
  assert.equal(result.ok, false);
  assert.equal(!result.ok && result.error.message, CommonTexts.aborted);
});

test('the same call, not aborted, answers', async () => {
  const result = await client().get('AdvancedTypeaheadResource', { term: 'gar' });
  assert.deepEqual(result.ok && result.data, { items: [] });
});
