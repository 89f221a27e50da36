import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { expandIPv6, isRefusedAddress } from '../address-guard.js';

const refused = [
  '127.0.0.1',
  '127.255.255.254',
  '10.0.0.1',
  '10.255.255.255',
  '172.16.0.1',
  '172.31.255.255',
  '192.168.1.10',
  '169.254.169.254',
  '100.64.0.1',
  '100.127.255.255',
  '0.0.0.0',
  '0.1.2.3',
  '224.0.0.1',
  '239.255.255.250',
  '255.255.255.255',
  '::',
  '::1',
  '[::1]',
  'fc00::1',
  'fd12:3456:789a::1',
  'fe80::1',
  'febf::1',
  'ff02::1',
  '::ffff:127.0.0.1',
  '::ffff:10.1.2.3',
  '::ffff:a00:1',
  '::ffff:c0a8:101',
  '::ffff:169.254.169.254',
  '0:0:0:0:0:ffff:7f00:1',
  '::127.0.0.1',
  'not-an-ip',
  // Documentation and benchmarking blocks, and the 6to4 relay anycast block.
  '192.0.2.1',
  '198.51.100.7',
  '203.0.113.9',
  '192.88.99.1',
  '2001:db8::1',
  '3fff::1',
  // IPv4 inside IPv6: NAT64 and 6to4 judged by it; Teredo refused outright.
  '64:ff9b::7f00:1',
  '64:ff9b::a9fe:a9fe',
  '2002:7f00:1::1',
  '2002:c0a8:101::',
  '2001::1',
  '2001:0:4136:e378:8000:63bf:3fff:fdd2',
  // Not global unicast at all.
  '100::1',
  '4000::1',
];

const allowed = [
  '8.8.8.8',
  '1.1.1.1',
  '93.184.216.34',
  '172.15.255.255',
  '172.32.0.1',
  '100.63.255.255',
  '100.128.0.1',
  '192.169.0.1',
  '11.0.0.1',
  '2606:4700:4700::1111',
  '2001:4860:4860::8888',
  '::ffff:8.8.8.8',
  '::ffff:808:808',
  '64:ff9b::808:808',
  '2002:808:808::1',
];

describe('isRefusedAddress', () => {
  for (const address of refused) {
    it(`refuses ${address}`, () => assert.equal(isRefusedAddress(address), true));
  }
  for (const address of allowed) {
    it(`allows ${address}`, () => assert.equal(isRefusedAddress(address), false));
  }
});

describe('expandIPv6', () => {
  it('expands :: and a dotted tail', () => {
    assert.deepEqual(expandIPv6('::ffff:10.0.0.1'), [0, 0, 0, 0, 0, 0xffff, 0x0a00, 0x0001]);
    assert.deepEqual(expandIPv6('2001:db8::1'), [0x2001, 0xdb8, 0, 0, 0, 0, 0, 1]);
  });
  it('rejects malformed literals', () => {
    assert.equal(expandIPv6('1:2:3:4:5:6:7:8:9'), null);
    assert.equal(expandIPv6('1:2:3'), null);
  });
});
