/**
 * CPU time by process, from /proc: where a measured load spent the machine's cores (which of our
 * services, Postgres, NATS, Redis, the load generator). A snapshot before and after a run, divided by
 * the requests made, gives each process's CPU milliseconds per request.
 */
import { readdirSync, readFileSync } from 'node:fs';
import type { LoadResult } from './measure.js';

/** Clock ticks per second as /proc counts them (USER_HZ: 100 on Linux). */
const TICKS_PER_SECOND = 100;

export type CpuSnapshot = Map<string, number>;

/** What a process is, by its command line: a service by its folder, else the program's name. */
function roleOf(pid: string): string | null {
  let cmdline: string;
  try {
    cmdline = readFileSync(`/proc/${pid}/cmdline`, 'utf8').replace(/\0/g, ' ').trim();
  } catch {
    return null;
  }
  if (!cmdline) return null;
  if (Number(pid) === process.pid) return 'load generator';
  const service = /services\/([\w-]+)\/dist\/main\.js/.exec(cmdline);
  if (service) return service[1]!;
  // Backends ('postgres: user db ...') and the postmaster ('/usr/lib/postgresql/15/bin/postgres
  // -D ...'), which holds the CPU of the backends that ended (see cpuSnapshot).
  if (/^(\S*\/)?postgres(:|\s|$)/.test(cmdline)) return 'postgres';
  if (/\bnats-server\b/.test(cmdline)) return 'nats';
  if (/\bredis-server\b/.test(cmdline)) return 'redis';
  return null;
}

/** Every running process of a known role, by pid. */
export function rolesByPid(): Map<number, string> {
  const roles = new Map<number, string>();
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    const role = roleOf(pid);
    if (role) roles.set(Number(pid), role);
  }
  return roles;
}

/** CPU seconds used so far by every process of a known role, summed by role. */
export function cpuSnapshot(): CpuSnapshot {
  const byRole: CpuSnapshot = new Map();
  for (const [pid, role] of rolesByPid()) {
    let stat: string;
    try {
      stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    } catch {
      continue;
    }
    // The command name may hold spaces and parentheses: the fields start after the last ')'.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // utime + stime; for Postgres also cutime + cstime: a backend that ends (a pool closing a
    // connection) takes its CPU with it, except into its parent's count of ended children.
    const ended = role === 'postgres' ? Number(fields[13]) + Number(fields[14]) : 0;
    const ticks = Number(fields[11]) + Number(fields[12]) + ended;
    byRole.set(role, (byRole.get(role) ?? 0) + ticks / TICKS_PER_SECOND);
  }
  return byRole;
}

/**
 * CPU milliseconds per request by role between two snapshots, largest first (a process that ended
 * in between is left out). Processes that started in between count from zero.
 */
export function cpuPerRequest(
  before: CpuSnapshot,
  after: CpuSnapshot,
  requests: number,
): Record<string, number> {
  const rows = [...after]
    .map(
      ([role, seconds]) =>
        [role, ((seconds - (before.get(role) ?? 0)) * 1000) / Math.max(requests, 1)] as const,
    )
    .filter(([, ms]) => ms > 0.005)
    .sort((a, b) => b[1] - a[1]);
  return Object.fromEntries(rows.map(([role, ms]) => [role, Math.round(ms * 100) / 100]));
}

/** A load's result with the CPU each process spent per request it answered. */
export async function withCpu(seconds: number, load: () => Promise<LoadResult>): Promise<LoadResult> {
  const before = cpuSnapshot();
  const result = await load();
  const requests = result.requests_per_second * seconds;
  return { ...result, cpu_ms_per_request: cpuPerRequest(before, cpuSnapshot(), requests) };
}
