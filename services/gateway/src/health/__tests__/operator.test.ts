import assert from 'node:assert/strict';
import { test } from 'node:test';
import { isLoopback } from '../operator.js';

test("health's detail goes to this machine only", () => {
  for (const ip of ['127.0.0.1', '127.8.9.10', '::1', '::ffff:127.0.0.1'])
    assert.equal(isLoopback(ip), true, ip);
  for (const ip of ['203.0.113.5', '10.0.0.1', '::ffff:10.0.0.1', '2001:4860::1', 'garbage', '']) {
    assert.equal(isLoopback(ip), false, ip);
  }
});
