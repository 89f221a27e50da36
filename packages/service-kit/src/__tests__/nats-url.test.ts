import assert from 'node:assert/strict';
import { test } from 'node:test';
import { natsOptions } from '../nats-url.js';

const RECONNECT = { maxReconnectAttempts: -1, reconnectTimeWait: 500 };

test('a NATS URL without credentials is passed as it is', () => {
  assert.deepEqual(natsOptions('nats://127.0.0.1:4222'), {
    servers: ['nats://127.0.0.1:4222'],
    ...RECONNECT,
  });
});

test('credentials in a NATS URL become the user and password options, out of the server address', () => {
  assert.deepEqual(natsOptions('nats://pinboard:s%2Fcret%40x@nats:4222'), {
    servers: ['nats://nats:4222'],
    user: 'pinboard',
    pass: 's/cret@x',
    // Its replies come to an inbox only this user may read.
    inboxPrefix: '_INBOX_pinboard',
    ...RECONNECT,
  });
});

test('what is not a URL is left to nats.js to refuse', () => {
  assert.deepEqual(natsOptions('127.0.0.1:4222'), { servers: ['127.0.0.1:4222'], ...RECONNECT });
});
