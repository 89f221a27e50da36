import assert from 'node:assert/strict';
import { test } from 'node:test';
import { domainsOf, linkForm } from '../link-verdict.js';

test('only http and https links open; a link that cannot be read is blocked', () => {
  assert.deepEqual(linkForm('javascript:alert(1)'), { verdict: 'blocked', url: 'javascript:alert(1)' });
  assert.equal(linkForm('data:text/html,hi').verdict, 'blocked');
  assert.equal(linkForm('ftp://files.example/x').verdict, 'blocked');
  assert.equal(linkForm('no scheme at all').verdict, 'blocked');
});

test('addresses, credentials and international labels are suspicious', () => {
  assert.equal(linkForm('http://127.0.0.1/').verdict, 'suspicious');
  assert.equal(linkForm('http://[::1]:8080/').verdict, 'suspicious');
  assert.equal(linkForm('https://paypal.com@evil.example/').verdict, 'suspicious');
  assert.equal(linkForm('https://user:pw@shop.example/').verdict, 'suspicious');
  assert.equal(linkForm('https://аpple.com/').verdict, 'suspicious'); // a Cyrillic а: xn--pple-43d.com
});

test('any other link is looked up by its host, lower-case, without a trailing dot', () => {
  assert.deepEqual(linkForm(' https://Shop.Example./a?b=1 '), {
    verdict: null,
    url: 'https://shop.example./a?b=1',
    host: 'shop.example',
  });
  assert.deepEqual(domainsOf('a.b.example.com'), ['a.b.example.com', 'b.example.com', 'example.com']);
  assert.deepEqual(domainsOf('localhost'), []);
});
