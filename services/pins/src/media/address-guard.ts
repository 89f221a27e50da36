import { BlockList, isIPv4, isIPv6 } from 'node:net';

/**
 * Addresses an image fetch must never reach: a user-supplied URL would otherwise let anyone make
 * this service call loopback, the private network or cloud metadata endpoints (SSRF).
 */
const refused = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  refused.addSubnet(net, prefix, 'ipv4');
}
for (const [net, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
] as const) {
  refused.addSubnet(net, prefix, 'ipv6');
}

/** True when `address` (an IP literal) is loopback, private, link-local, multicast or reserved. */
export function isRefusedAddress(address: string): boolean {
  const ip = address.replace(/^\[|\]$/g, '');
  if (isIPv4(ip)) return refused.check(ip, 'ipv4');
  if (!isIPv6(ip)) return true;
  // IPv4-mapped (::ffff:a.b.c.d) and IPv4-compatible (::a.b.c.d) forms reach the IPv4 address.
  const embedded = embeddedIPv4(ip);
  if (embedded) return refused.check(embedded, 'ipv4');
  return refused.check(ip, 'ipv6');
}

/** The IPv4 address inside ::ffff:0:0/96 or ::/96, or null. */
function embeddedIPv4(ipv6: string): string | null {
  const groups = expandIPv6(ipv6);
  if (!groups) return null;
  const high = groups.slice(0, 5).every((g) => g === 0);
  if (!high || (groups[5] !== 0xffff && groups[5] !== 0)) return null;
  const [a = 0, b = 0] = groups.slice(6);
  // ::/96 with a zero low half is :: or ::1, which the IPv6 list handles.
  if (groups[5] === 0 && a === 0) return null;
  return [a >> 8, a & 0xff, b >> 8, b & 0xff].join('.');
}

/** Eight 16-bit groups of an IPv6 literal (with :: and a dotted IPv4 tail expanded). */
export function expandIPv6(ipv6: string): number[] | null {
  let text = ipv6.toLowerCase().split('%')[0] ?? '';
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted?.[1]) {
    const bytes = dotted[1].split('.').map(Number);
    const [p, q, r, s] = bytes as [number, number, number, number];
    text = `${text.slice(0, -dotted[1].length)}${((p << 8) | q).toString(16)}:${((r << 8) | s).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const parse = (part: string) => (part ? part.split(':').map((g) => parseInt(g, 16)) : []);
  const left = parse(head);
  const right = tail === undefined ? [] : parse(tail);
  const missing = 8 - left.length - right.length;
  if (missing < 0 || (tail === undefined && missing !== 0)) return null;
  const groups = [...left, ...Array<number>(missing).fill(0), ...right];
  return groups.every((g) => Number.isInteger(g) && g >= 0 && g <= 0xffff) ? groups : null;
}
