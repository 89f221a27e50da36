/** One save is one trace across the gateway, pins and boards (trace context in NATS headers). */
import { makeDemoImage } from '@pinboard/demo-data';
import type { Board, Me, Pin } from '@pinboard/contracts';
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { ApiClient, uniqueSuffix } from './api-client.js';
import { startOtlpReceiver } from './otlp-receiver.js';
import { startStack, type Stack } from './stack.js';

let stack: Stack;
let receiver: Awaited<ReturnType<typeof startOtlpReceiver>>;

before(async () => {
  receiver = await startOtlpReceiver();
  stack = await startStack({ extraEnv: { OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url } });
});
after(async () => {
  await stack?.stop();
  await receiver?.close();
});

test('a save is traced from the gateway through pins to boards', async () => {
  const api = new ApiClient(stack.url);
  const id = uniqueSuffix();
  await api.must<Me>('UserRegisterResource', 'create', {
    email: `trace_${id}@example.com`,
    password: 'correct horse',
    full_name: 'Trace Tester',
    birthday: '1990-01-01',
  });
  const board = await api.must<Board>('BoardResource', 'create', { name: `Trace ${id}`, privacy: 'public' });
  const other = await api.must<Board>('BoardResource', 'create', {
    name: `Trace other ${id}`,
    privacy: 'public',
  });
  const image = await makeDemoImage(99, 300);
  const pin = await api.must<Pin>('PinResource', 'create', {
    board_id: board.id,
    image_base64: image.jpeg.toString('base64'),
    title: 'Traced',
    description: '',
    link: 'https://example.com/trace',
  });
  const before = receiver.spans.length;
  const traceparent = `00-${randomHex(16)}-${randomHex(8)}-01`;
  const res = await api.raw(
    'POST',
    '/resource/RepinResource/create/',
    { options: { pin_id: pin.id, board_id: other.id } },
    { traceparent },
  );
  assert.equal(res.status, 200, await res.text());
  const traceId = traceparent.split('-')[1]!;

  const deadline = Date.now() + 15_000;
  let services = new Set<string>();
  while (Date.now() < deadline) {
    services = new Set(
      receiver.spans
        .slice(before)
        .filter((s) => s.traceId === traceId)
        .map((s) => s.service),
    );
    if (services.has('gateway') && services.has('pins') && services.has('boards')) break;
    await new Promise((r) => setTimeout(r, 250));
  }
  assert.deepEqual(
    [...services].sort(),
    ['boards', 'gateway', 'pins'],
    `spans of the trace: ${JSON.stringify(receiver.spans.filter((s) => s.traceId === traceId))}`,
  );
});

function randomHex(bytes: number): string {
  return Array.from({ length: bytes }, () =>
    Math.floor(Math.random() * 256)
      .toString(16)
      .padStart(2, '0'),
  ).join('');
}
