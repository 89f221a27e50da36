import { BlockList, isIPv4, isIPv6 } from 'node:net';

/**
 * Only global unicast addresses may be fetched: a user-supplied URL would otherwise let anyone make
 * this service call loopback, the private network, cloud metadata endpoints (SSRF), or probe what
 * answers there. IPv4: every special-purpose block of the IANA registry is refused. IPv6: only
 * 2000::/3 is global, less its special blocks; forms that carry an IPv4 address (mapped,
 * compatible, NAT64, 6to4) are judged by that address, and Teredo (whose client address is
 * obfuscated) is refused.
 */
const refusedV4 = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  refusedV4.addSubnet(net, prefix, 'ipv4');
}
const globalV6 = new BlockList();
globalV6.addSubnet('2000::', 3, 'ipv6');
const refusedV6 = new BlockList();
for (const [net, prefix] of [
  ['2001::', 23], // IETF protocol assignments, Teredo (2001::/32) among them
  ['2001:db8::', 32], // documentation
  ['2002::', 16], // 6to4: judged by its IPv4 below
  ['3fff::', 20], // documentation
] as const) {
  refusedV6.addSubnet(net, prefix, 'ipv6');
}

/** True unless `address` (an IP literal) is a global unicast address. */
export function isRefusedAddress(address: string): boolean {
  const ip = address.replace(/^\[|\]$/g, '');
  if (isIPv4(ip)) return refusedV4.check(ip, 'ipv4');
  if (!isIPv6(ip)) return true;
  const embedded = embeddedIPv4(ip);
  if (embedded) return refusedV4.check(embedded, 'ipv4');
  return !globalV6.check(ip, 'ipv6') || refusedV6.check(ip, 'ipv6');
}

const ipv4Of = (high: number, low: number) => [high >> 8, high & 0xff, low >> 8, low & 0xff].join('.');

/**
 * The IPv4 address an IPv6 one stands for: IPv4-mapped (::ffff:0:0/96), IPv4-compatible (::/96,
 * but for :: and ::1), NAT64 (64:ff9b::/96) and 6to4 (2002::/16, the address in its next 32 bits).
 */
function embeddedIPv4(ipv6: string): string | null {
  const groups = expandIPv6(ipv6);
  if (!groups) return null;
  const [g0, g1, g2, g3, g4, g5, g6 = 0, g7 = 0] = groups as [number, ...number[]];
  if (g0 === 0x2002) return ipv4Of(g1 ?? 0, g2 ?? 0);
  const lowFourZero = g1 === 0 && g2 === 0 && g3 === 0 && g4 === 0;
  if (g0 === 0x64 && g1 === 0xff9b && g2 === 0 && g3 === 0 && g4 === 0 && g5 === 0) return ipv4Of(g6, g7);
  if (g0 !== 0 || !lowFourZero) return null;
  if (g5 === 0xffff) return ipv4Of(g6, g7);
  // ::/96 with a zero high half of the IPv4 part is :: or ::1 (or reserved): not an IPv4 address.
  if (g5 === 0 && g6 !== 0) return ipv4Of(g6, g7);
  return null;
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
