import assert from 'node:assert/strict';
import { test } from 'node:test';
import { AdEventQueue } from '../ad-events';

test('events are sent together, each with its own id; an impression once per placement', async () => {
  const sent: { type: string; tracking_token: string; event_id: string }[][] = [];
  const queue = new AdEventQueue(async (events) => {
    sent.push(events);
  }, 10_000);
  queue.record('impression', 't1');
  queue.record('impression', 't1');
  queue.record('closeup', 't1');
  queue.record('impression', 't2');
  await queue.flush();
  assert.equal(sent.length, 1);
  assert.deepEqual(
    sent[0]!.map((e) => `${e.type}:${e.tracking_token}`),
    ['impression:t1', 'closeup:t1', 'impression:t2'],
  );
  assert.equal(new Set(sent[0]!.map((e) => e.event_id)).size, 3);
  queue.record('impression', 't1');
  await queue.flush();
  assert.equal(sent.length, 1, 'nothing new to send');
});

test('a failed send is dropped, and the page goes on', async () => {
  const queue = new AdEventQueue(() => Promise.reject(new Error('offline')), 10_000);
  queue.record('save', 't3');
  await queue.flush();
});
