import assert from 'node:assert/strict';
import { test } from 'node:test';
import { listedDomainOf, parseDomainCommand } from '../domain-list.js';

test('a listed domain is kept as the check looks it up: host form, lower case, xn-- for international names', () => {
  assert.equal(listedDomainOf('Spam.Example'), 'spam.example');
  assert.equal(listedDomainOf(' shop.example. '), 'shop.example');
  assert.equal(listedDomainOf('bücher.example'), 'xn--bcher-kva.example');
  for (const bad of [
    '',
    'localhost',
    '10.0.0.1',
    'https://spam.example/',
    'spam.example/x',
    'a b.example',
    'x@y.example',
  ]) {
    assert.equal(listedDomainOf(bad), null, bad);
  }
});

test('the command line: list, block with its status and reason, unblock; anything else says how', () => {
  assert.deepEqual(parseDomainCommand(['list']), { command: 'list' });
  assert.deepEqual(parseDomainCommand(['block', 'Spam.example']), {
    command: 'block',
    domain: 'spam.example',
    status: 'blocked',
    reason: '',
  });
  assert.deepEqual(parseDomainCommand(['block', 'a.example', '--reason', 'reported', '--status', 'porn']), {
    command: 'block',
    domain: 'a.example',
    status: 'porn',
    reason: 'reported',
  });
  assert.deepEqual(parseDomainCommand(['unblock', 'a.example']), { command: 'unblock', domain: 'a.example' });
  const refused = (argv: string[], why: RegExp) => {
    const parsed = parseDomainCommand(argv);
    assert.ok('error' in parsed, JSON.stringify(parsed));
    assert.match(parsed.error, why);
    assert.match(parsed.error, /usage: domains list/);
  };
  refused([], /command/);
  refused(['drop', 'a.example'], /command/);
  refused(['block'], /domain/);
  refused(['block', 'localhost'], /'localhost' is not a domain/);
  refused(['block', 'a.example', '--status', 'ok'], /status/);
  refused(['block', 'a.example', '--status'], /--status needs a value/);
  refused(['block', 'a.example', '--force'], /unknown option --force/);
  refused(['block', 'a.example', 'b.example'], /one domain at a time/);
  refused(['block', 'a.example', '--reason', 'bad\u0007'], /control characters/);
});
