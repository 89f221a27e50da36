import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { csrfAllows, newCsrfToken } from '../csrf.js';

describe('csrfAllows (double-submit cookie)', () => {
  it('lets safe methods through without a token', () => {
    for (const method of ['GET', 'HEAD', 'OPTIONS'])
      assert.equal(csrfAllows(method, undefined, undefined), true);
  });

  it('requires the header to equal the cookie on every unsafe method', () => {
    for (const method of ['POST', 'PUT', 'DELETE', 'PATCH', 'post']) {
      assert.equal(csrfAllows(method, 'tok123', 'tok123'), true, method);
      assert.equal(csrfAllows(method, 'tok123', undefined), false, `${method} without header`);
      assert.equal(csrfAllows(method, undefined, 'tok123'), false, `${method} without cookie`);
      assert.equal(csrfAllows(method, 'tok123', 'tok124'), false, `${method} wrong header`);
      assert.equal(csrfAllows(method, 'tok123', 'tok1234'), false, `${method} longer header`);
      assert.equal(csrfAllows(method, 'tok123', ['tok123']), false, `${method} repeated header`);
      assert.equal(csrfAllows(method, '', ''), false, `${method} empty`);
    }
  });

  it('makes unguessable tokens', () => {
    const a = newCsrfToken();
    assert.match(a, /^[A-Za-z0-9_-]{32}$/);
    assert.notEqual(a, newCsrfToken());
  });

  it('never hands out the same token twice, across refills of its pool of random bytes', () => {
    const tokens = Array.from({ length: 1000 }, () => newCsrfToken());
    assert.equal(new Set(tokens).size, tokens.length);
    for (const token of tokens) assert.match(token, /^[A-Za-z0-9_-]{32}$/);
  });
});
