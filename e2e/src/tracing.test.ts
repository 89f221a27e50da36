/**
 * One save is one trace across the gateway, pins and boards (trace context in NATS headers), and on
 * to the feed and search services that consume its event (trace context in JetStream headers).
 */
import { CSRF_COOKIE } from '@pinboard/contracts';
import { newBoard, newPin, OtlpCollector, signUp, startStack, type Stack } from '@pinboard/test-kit';
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';

let stack: Stack;
const receiver = new OtlpCollector();

before(async () => {
  const endpoint = await receiver.start();
  stack = await startStack({
    env: { OTEL_EXPORTER_OTLP_ENDPOINT: endpoint, OTEL_METRIC_EXPORT_INTERVAL: '500' },
  });
});
after(async () => {
  await stack?.stop();
  await receiver?.close();
});

test('a save is traced from the gateway through pins to boards, and to the feed through its event', async () => {
  const person = await signUp(stack.url, 'trace');
  const board = await newBoard(person);
  const other = await newBoard(person);
  const pin = await newPin(person, board, 99, { title: 'Traced' });
  const before = receiver.spans.length;
  const traceparent = `00-${randomHex(16)}-${randomHex(8)}-01`;
  const res = await person.api.raw('/resource/RepinResource/create/', {
    method: 'POST',
    headers: {
      traceparent,
      'content-type': 'application/json',
      'x-csrftoken': person.api.cookies.get(CSRF_COOKIE) ?? '',
    },
    body: JSON.stringify({ options: { pin_id: pin.id, board_id: other.id } }),
  });
  assert.equal(res.status, 200, res.text);
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
    if (['gateway', 'pins', 'boards', 'feed', 'search'].every((service) => services.has(service))) break;
    await new Promise((r) => setTimeout(r, 250));
  }
  assert.deepEqual(
    [...services].sort(),
    ['boards', 'feed', 'gateway', 'pins', 'search'],
    `spans of the trace: ${JSON.stringify(receiver.spans.filter((s) => s.traceId === traceId))}`,
  );
});

test('each event consumer reports its lag as the metric pinboard.events.pending', async () => {
  const deadline = Date.now() + 15_000;
  const lagOf = (service: string) =>
    receiver.metrics.filter((m) => m.service === service && m.name === 'pinboard.events.pending');
  while (Date.now() < deadline && !['search', 'feed', 'boards'].every((s) => lagOf(s).length > 0)) {
    await new Promise((r) => setTimeout(r, 250));
  }
  for (const service of ['search', 'feed', 'boards']) {
    const points = lagOf(service);
    assert.ok(points.length > 0, `${service} exports its lag`);
    assert.ok(
      points.every((p) => Number.isInteger(p.value) && p.value >= 0 && p.attributes['pinboard.consumer']),
    );
  }
});

function randomHex(bytes: number): string {
  return Array.from({ length: bytes }, () =>
    Math.floor(Math.random() * 256)
      .toString(16)
      .padStart(2, '0'),
  ).join('');
}
