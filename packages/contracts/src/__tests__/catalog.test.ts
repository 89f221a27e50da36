import assert from 'node:assert/strict';
import { test } from 'node:test';
import { ALL_EVENTS, Domains, Resources, serviceOf, type RpcDefinition } from '../index.js';

test('resource names are unique across domains', () => {
  const names = Object.values(Domains).flatMap((d) => Object.keys(d.resources));
  assert.equal(new Set(names).size, names.length, names.join(', '));
  assert.deepEqual(Object.keys(Resources).sort(), [...names].sort());
});

test("every call's subject starts with its domain (the service's queue group) and is unique", () => {
  const subjects: string[] = [];
  for (const [domain, { rpc }] of Object.entries(Domains)) {
    for (const def of Object.values(rpc) as RpcDefinition[]) {
      assert.equal(serviceOf(def.subject), domain, def.subject);
      assert.match(def.subject, /^[a-z]+(\.[a-z_]+){2}$/, `${def.subject}: <service>.<entity>.<verb>`);
      subjects.push(def.subject);
    }
  }
  assert.equal(new Set(subjects).size, subjects.length);
});

test('every event is past tense under its domain, and unique', () => {
  for (const [domain, { events }] of Object.entries(Domains)) {
    for (const event of Object.values(events)) {
      assert.equal(serviceOf(event.subject), domain, event.subject);
      assert.match(event.subject, /\.[a-z_]+ed$/, `${event.subject} is past tense`);
    }
  }
  const subjects = ALL_EVENTS.map((e) => e.subject);
  assert.equal(new Set(subjects).size, subjects.length);
});

test('every resource action has a summary, and every write a login message', () => {
  for (const [name, actions] of Object.entries(Resources)) {
    for (const [action, contract] of Object.entries(actions)) {
      assert.ok(contract.summary.length > 5, `${name} ${action}`);
      // Writes act as someone; sign-up, login and logout are the writes that make or end that someone.
      if (action !== 'get' && !name.startsWith('UserRegister') && !name.startsWith('UserSession')) {
        assert.ok(contract.login, `${name} ${action} needs a session`);
      }
    }
  }
});
