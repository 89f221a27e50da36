import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { repoRoot } from '@pinboard/parts';
import { waitFor } from './env.js';

/** A part running as a child process, with its recent output kept for failure messages. */
export interface PartProcess {
  name: string;
  child: ChildProcess;
  /** The last lines it printed. */
  output(): string;
  exited(): boolean;
  /** SIGTERM, then SIGKILL after 5 s. */
  stop(): Promise<void>;
  /** SIGKILL at once (a crash), its process group too when it has one of its own. */
  kill(): Promise<void>;
}

const KEEP_LINES = 300;

/** Runs `node <script>` (relative to the repository root) with the given environment. */
export function spawnNode(name: string, script: string, env: Record<string, string>): PartProcess {
  // PART_NODE_ARGS passes Node flags to every part started (a profile of the parts under load:
  // `PART_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof"`; Node refuses --cpu-prof in NODE_OPTIONS).
  const nodeArgs = (process.env.PART_NODE_ARGS ?? '').split(' ').filter(Boolean);
  return spawnProcess(name, process.execPath, [...nodeArgs, script], env);
}

/**
 * Runs a program from the repository root. `group`: in a process group of its own, so that `kill`
 * reaches its children too (a Postgres server and its backends).
 */
export function spawnProcess(
  name: string,
  command: string,
  args: readonly string[],
  env: Record<string, string> = {},
  { group = false }: { group?: boolean } = {},
): PartProcess {
  const child = spawn(command, args, {
    cwd: repoRoot(),
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: group,
  });
  const lines: string[] = [];
  const keep = (chunk: Buffer) => {
    for (const line of chunk.toString().trimEnd().split('\n')) lines.push(`[${name}] ${line}`);
    lines.splice(0, Math.max(0, lines.length - KEEP_LINES));
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = () => child.exitCode !== null || child.signalCode !== null;
  return {
    name,
    child,
    output: () => lines.join('\n'),
    exited,
    stop: () => stopChild(child),
    kill: () => {
      if (exited()) return Promise.resolve();
      const gone = new Promise<void>((resolve) => child.once('exit', () => resolve()));
      if (group && child.pid) process.kill(-child.pid, 'SIGKILL');
      else child.kill('SIGKILL');
      return gone;
    },
  };
}

export function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/** Polls `ready` until it is true, failing early (with the process's output) if a process exits. */
export function waitReady(
  processes: readonly PartProcess[],
  ready: () => Promise<boolean>,
  what: string,
  timeoutMs = 60_000,
): Promise<void> {
  const check = async () => {
    const dead = processes.find((p) => p.exited());
    if (dead)
      throw new Error(
        `${dead.name} exited with ${dead.child.exitCode ?? dead.child.signalCode}:\n${dead.output()}`,
      );
    return ready().catch(() => false);
  };
  return waitFor(check, what, timeoutMs).catch((err: unknown) => {
    if (err instanceof Error && err.message.startsWith('timed out')) {
      throw new Error(`${what} did not become ready:\n${processes.map((p) => p.output()).join('\n')}`);
    }
    throw err;
  });
}

export async function freePort(): Promise<number> {
  return new Promise((ok, fail) => {
    const srv = createServer();
    srv.once('error', fail);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      srv.close(() => ok(port));
    });
  });
}
