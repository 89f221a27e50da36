import {
  ALL_EVENTS,
  Domains,
  EVENT_CONSUMERS,
  eventConsumerDurable,
  healthRpc,
  type RpcDefinition,
} from '@pinboard/contracts';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { natsPartsConfig, natsPartUsers } from '../nats-permissions.js';

const users = natsPartUsers();
const userOf = (name: string) => users.find((u) => u.user === name)!;

test('infra/nats-parts.conf is what the contracts say (else: npm run nats-config)', () => {
  const file = join(fileURLToPath(import.meta.url), '../../../../../infra/nats-parts.conf');
  assert.equal(
    readFileSync(file, 'utf8'),
    natsPartsConfig(),
    'run `npm run nats-config` and commit the file',
  );
});

test('every service answers exactly its own calls, and reads only its own inbox', () => {
  for (const [domain, { rpc }] of Object.entries(Domains)) {
    const own = new Set([...Object.values(rpc as Record<string, RpcDefinition>).map((d) => d.subject)]);
    own.add(healthRpc(domain).subject);
    assert.deepEqual(new Set(userOf(domain).permissions.subscribe), new Set([...own, `_INBOX_${domain}.>`]));
    assert.ok(userOf(domain).answersCalls);
  }
  for (const part of ['gateway', 'seed']) {
    assert.deepEqual(userOf(part).permissions.subscribe, [`_INBOX_${part}.>`]);
    assert.equal(userOf(part).answersCalls, false);
  }
});

test('each event may be published by one part alone, the one the contract names', () => {
  for (const event of ALL_EVENTS) {
    const publishers = users.filter((u) => u.permissions.publish.includes(event.subject)).map((u) => u.user);
    assert.deepEqual(publishers, [event.publishedBy], event.subject);
  }
  assert.deepEqual(
    users.filter((u) => u.permissions.publish.includes('ads.event.recorded')).map((u) => u.user),
    ['gateway'],
  );
});

test('no part may use a wildcard over everything, delete the stream or read every inbox', () => {
  for (const { user, permissions } of users) {
    for (const subject of [...permissions.publish, ...permissions.subscribe]) {
      assert.ok(!['>', '*.>', '_INBOX.>', '$JS.API.>'].includes(subject), `${user}: ${subject}`);
      assert.doesNotMatch(subject, /DELETE|PURGE|\$JS\.API\.STREAM\.MSG/, `${user}: ${subject}`);
    }
  }
});

test("a service reaches its own durable consumers alone, never another's", () => {
  for (const { user, permissions } of users) {
    const consumerSubjects = permissions.publish.filter((s) => /^\$JS\.(API\.CONSUMER|ACK)\./.test(s));
    const own = (EVENT_CONSUMERS[user] ?? []).map((name) => eventConsumerDurable(user, name));
    assert.equal(consumerSubjects.length, own.length * 6, user);
    for (const subject of consumerSubjects) {
      assert.ok(
        own.some((durable) => subject.includes(`.${durable}`)),
        `${user}: ${subject}`,
      );
      assert.doesNotMatch(
        subject,
        /\.\*$|\.\*\./,
        `${user}: no wildcard for the consumer's name: ${subject}`,
      );
    }
  }
});
