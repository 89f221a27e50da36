import { BlockList } from 'node:net';

const loopback = new BlockList();
loopback.addSubnet('127.0.0.0', 8, 'ipv4');
loopback.addAddress('::1', 'ipv6');

/** Whether a client address is this machine's own (127.0.0.0/8, ::1, or either IPv4-mapped). */
export function isLoopback(ip: string): boolean {
  const v4 = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip)?.[1] ?? ip;
  if (/^\d+\.\d+\.\d+\.\d+$/.test(v4)) return loopback.check(v4, 'ipv4');
  try {
    return loopback.check(ip, 'ipv6');
  } catch {
    return false;
  }
}
