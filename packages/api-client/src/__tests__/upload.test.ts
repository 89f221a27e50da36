import assert from 'node:assert/strict';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, test } from 'node:test';
import { CommonTexts, CSRF_HEADER } from '@pinboard/contracts';
import type { Upload } from '@pinboard/contracts/web';
import { ApiClient, type PostFormOptions, type Transport } from '../index.js';

/** What the server last received: the CSRF header and the form's fields in order. */
let received: { csrf: string | undefined; fields: [string, string][] } | null = null;
/** What the server answers next. */
let answer: { status: number; body: unknown } = { status: 200, body: {} };
let server: Server;
let base = '';

async function formOf(req: IncomingMessage): Promise<FormData> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return new Response(Buffer.concat(chunks), {
    headers: { 'content-type': req.headers['content-type'] ?? '' },
  }).formData();
}

before(async () => {
  server = createServer((req, res) => {
    void formOf(req).then(async (form) => {
      const entries: [string, FormDataEntryValue][] = [];
      form.forEach((value, name) => entries.push([name, value]));
      const fields: [string, string][] = [];
      for (const [name, value] of entries) {
        fields.push([name, typeof value === 'string' ? value : `${value.name}:${await value.text()}`]);
      }
      received = { csrf: req.headers[CSRF_HEADER.toLowerCase()] as string | undefined, fields };
      res.writeHead(answer.status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

after(() => new Promise<void>((resolve) => server.close(() => resolve())));

const fetchTransport: Transport = {
  fetch: (path, init) => fetch(`${base}${path}`, init),
  csrfToken: async () => 'token',
};

const upload: Upload = {
  upload_id: 'a'.repeat(32),
  upload_url: `/v3/uploads/${'a'.repeat(32)}/`,
  upload_parameters: { key: 'k1', policy: 'p1' },
  type: 'video',
  max_bytes: 1000,
};

const state = {
  upload_id: upload.upload_id,
  type: 'video',
  status: 'succeeded',
  failure_reason: null,
  signature: 'abc',
  image_url: null,
  duration: 2.2,
  width: 320,
  height: 240,
};

test('an upload posts its parameters, then the file as `file`, with the CSRF header', async () => {
  answer = { status: 200, body: { resource_response: { status: 'success', data: state, error: null } } };
  const progress: number[] = [];
  const file = new File(['movie bytes'], 'clip.mp4', { type: 'video/mp4' });
  const result = await new ApiClient(fetchTransport).upload(upload, file, (f) => progress.push(f));
  assert.deepEqual(result.ok && result.data, state);
  assert.deepEqual(received, {
    csrf: 'token',
    fields: [
      ['key', 'k1'],
      ['policy', 'p1'],
      ['file', 'clip.mp4:movie bytes'],
    ],
  });
  assert.deepEqual(progress, [1], 'without postForm, all of it is sent at the end');
});

test('a refused file answers the failure envelope’s message', async () => {
  const message = 'This file is not a video we can play. Upload an MP4 or MOV file.';
  answer = {
    status: 400,
    body: {
      resource_response: {
        status: 'failure',
        data: null,
        error: { http_status: 400, message, message_detail: null, api_error_code: 0 },
      },
    },
  };
  const result = await new ApiClient(fetchTransport).upload(upload, new Blob(['not a movie']));
  assert.equal(result.ok, false);
  assert.equal(!result.ok && result.error.message, message);
  assert.equal(!result.ok && result.status, 400);
  assert.equal(received?.fields.at(-1)?.[0], 'file');
});

test('a transport with postForm sends the form itself and reports progress', async () => {
  const calls: { url: string; options: PostFormOptions }[] = [];
  const transport: Transport = {
    ...fetchTransport,
    async postForm(url, form, options) {
      calls.push({ url, options });
      assert.equal((form.get('file') as File).name, 'upload');
      options.onProgress?.(0.5);
      options.onProgress?.(1);
      return new Response(JSON.stringify({ resource_response: { status: 'success', data: state } }), {
        status: 200,
      });
    },
  };
  const progress: number[] = [];
  const result = await new ApiClient(transport).upload(upload, new Blob(['x']), (f) => progress.push(f));
  assert.equal(result.ok, true);
  assert.equal(calls[0]?.url, upload.upload_url);
  assert.equal(calls[0]?.options.headers[CSRF_HEADER], 'token');
  assert.deepEqual(progress, [0.5, 1]);
});

test('a network failure, and an aborted upload, answer failures', async () => {
  const failing: Transport = {
    ...fetchTransport,
    postForm: () => Promise.reject(new TypeError('Network request failed')),
  };
  const broken = await new ApiClient(failing).upload(upload, new Blob(['x']));
  assert.equal(!broken.ok && broken.error.message, CommonTexts.network);

  const controller = new AbortController();
  controller.abort();
  const aborting: Transport = {
    ...fetchTransport,
    postForm: () => Promise.reject(new DOMException('Aborted', 'AbortError')),
  };
  const aborted = await new ApiClient(aborting).upload(upload, new Blob(['x']), undefined, {
    signal: controller.signal,
  });
  assert.equal(!aborted.ok && aborted.error.message, CommonTexts.aborted);
});
