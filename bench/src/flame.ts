/**
 * Flame graphs of a measured load, every process in one picture (`npm run bench -- --only core
 * --profile`). The parts run with Node's `--cpu-prof`; each load is a window of the monotonic clock
 * that the profiles share with this process (`process.hrtime`). Afterwards every part's samples in
 * the window become one collapsed-stack file (Brendan Gregg's format, which speedscope and
 * flamegraph.pl read) whose root frames are the processes. Postgres, NATS and Redis, which Node
 * cannot sample, are root frames as wide as their CPU from /proc, and a part's CPU that its main
 * thread's samples do not show (GC helpers, libuv's pool, the profiler's own sampling) is its
 * `(other threads)` frame; a part whose samples add up to more than its CPU (a sample weighs wall
 * time, and a process waiting for a core is not idle) has them scaled down to its CPU (within a
 * process the split stays by wall time, so what often waits for a core, a syscall returning, looks
 * somewhat wider than its CPU). Values are microseconds of CPU per request, so a frame's width is
 * what it costs each request. Two views: every function (kept with the profiles, megabytes) and one
 * frame per package a stack passes through (bench/results/flame); speedscope's own page draws each
 * to a PNG there.
 */
import { createReadStream, existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { basename, dirname, extname, join } from 'node:path';
import { launchBrowser } from '@pinboard/test-kit/browser';
import { rolesByPid } from './process-cpu.js';

interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
}

/** What `--cpu-prof` writes, as far as read here. */
export interface CpuProfile {
  nodes: { id: number; callFrame: CallFrame; children?: number[] }[];
  startTime: number;
  samples: number[];
  timeDeltas: number[];
}

/** One measured load: its clock window and which process was which while it ran. */
export interface ProfileWindow {
  name: string;
  fromUs: number;
  toUs: number;
  roles: Map<number, string>;
}

const nowUs = () => Number(process.hrtime.bigint() / 1000n);

/** Runs `load` as one window of the profiles. */
export async function inWindow<T>(
  name: string,
  windows: ProfileWindow[],
  load: () => Promise<T>,
): Promise<T> {
  const roles = rolesByPid();
  const fromUs = nowUs();
  const result = await load();
  windows.push({ name, fromUs, toUs: nowUs(), roles });
  return result;
}

/** `--cpu-prof` names its files CPU.<date>.<time>.<pid>.<thread>.<seq>.cpuprofile. */
const pidOf = (file: string) => Number(file.split('.')[3]);

/** A frame's name: the function and where it is, relative to node_modules or the repository. */
function frameName(frame: CallFrame): string {
  const fn = frame.functionName || '(anonymous)';
  if (!frame.url) return fn;
  const where = frame.url
    .replace(/^file:\/\//, '')
    .replace(/.*\/node_modules\//, '')
    .replace(/.*\/(services|packages)\//, '$1/');
  return `${fn} ${where}:${frame.lineNumber + 1}`.replace(/;/g, ',');
}

/**
 * What a frame belongs to: its npm package, our service or package, Node's module, or V8's own
 * (`(garbage collector)`, `(program)`). The coarse view: one frame per package a stack passes.
 */
function packageOf(frame: string): string {
  const space = frame.lastIndexOf(' ');
  // No location: V8's own ('(garbage collector)', '(program)') or a native function ('writev').
  if (space < 0 || frame.endsWith(')')) return frame;
  const where = frame.slice(space + 1);
  const ours = /^((?:services|packages)\/[\w-]+)\//.exec(where);
  if (ours) return ours[1]!;
  const node = /^node:(?:internal\/)?([\w]+)/.exec(where);
  if (node) return `node:${node[1]}`;
  const npm = /^((?:@[^/]+\/)?[^/:]+)\//.exec(where);
  if (npm) return npm[1]!;
  return where.startsWith('wasm://') ? 'wasm' : frame;
}

/** A stack by package: consecutive frames of one package become one. */
const byPackage = (stack: string) =>
  stack
    .split(';')
    .map(packageOf)
    .filter((name, i, names) => i === 0 || names[i - 1] !== name)
    .join(';');

/** Microseconds of samples in the window by stack (root first), `(idle)` left out. */
function stacksIn(profile: CpuProfile, window: ProfileWindow): Map<string, number> {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const stackOf = new Map<number, string>();
  const stack = (id: number): string => {
    const known = stackOf.get(id);
    if (known !== undefined) return known;
    const frames: string[] = [];
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      const frame = byId.get(at)!.callFrame;
      if (frame.functionName !== '(root)') frames.unshift(frameName(frame));
    }
    const joined = frames.join(';');
    stackOf.set(id, joined);
    return joined;
  };
  const micros = new Map<string, number>();
  let t = profile.startTime;
  for (let i = 0; i < profile.samples.length; i++) {
    t += profile.timeDeltas[i]!;
    if (t < window.fromUs || t >= window.toUs) continue;
    const id = profile.samples[i]!;
    if (byId.get(id)!.callFrame.functionName === '(idle)') continue;
    // A sample stands for the time until the next one.
    const weight = profile.timeDeltas[i + 1] ?? 0;
    const key = stack(id);
    micros.set(key, (micros.get(key) ?? 0) + weight);
  }
  return micros;
}

export interface FlameInput {
  window: ProfileWindow;
  /** Requests answered in the window. */
  requests: number;
  /** CPU milliseconds per request by process, from /proc (process-cpu.ts). */
  cpuMsPerRequest: Record<string, number>;
}

/** A part's profile and its process id. */
export interface PartProfile {
  pid: number;
  profile: CpuProfile;
}

/** One window's collapsed stacks: every function's, and one frame per package. */
export interface FoldedWindow {
  lines: string[];
  packages: string[];
}

/** The collapsed stacks of one window, in microseconds of CPU per request. */
export function foldWindow(profiles: readonly PartProfile[], input: FlameInput): FoldedWindow {
  const { window, requests, cpuMsPerRequest } = input;
  const perRequest = (micros: number) => Math.round(micros / Math.max(requests, 1));
  // Samples by process: role -> stack -> microseconds.
  const sampled = new Map<string, Map<string, number>>();
  for (const { pid, profile } of profiles) {
    const role = window.roles.get(pid);
    if (!role) continue;
    const stacks = sampled.get(role) ?? new Map<string, number>();
    for (const [stack, micros] of stacksIn(profile, window)) {
      stacks.set(stack, (stacks.get(stack) ?? 0) + micros);
    }
    sampled.set(role, stacks);
  }
  const lines: string[] = [];
  for (const [role, ms] of Object.entries(cpuMsPerRequest)) {
    const cpu = ms * 1000 * Math.max(requests, 1);
    const stacks = sampled.get(role);
    if (!stacks) {
      lines.push(`${role} (not sampled: /proc) ${perRequest(cpu)}`);
      continue;
    }
    // A sample weighs the wall time to the next one, which is more than CPU when the process
    // waited for a core: the samples say where, /proc says how much.
    const total = [...stacks.values()].reduce((a, b) => a + b, 0);
    const scale = total > cpu ? cpu / total : 1;
    for (const [stack, micros] of stacks) {
      const value = perRequest(micros * scale);
      if (value > 0) lines.push(`${role};${stack} ${value}`);
    }
    const rest = perRequest(cpu - total * scale);
    if (rest > 0) lines.push(`${role};(other threads) ${rest}`);
  }
  const packages = new Map<string, number>();
  for (const line of lines) {
    const at = line.lastIndexOf(' ');
    const [role, ...frames] = line.slice(0, at).split(';');
    const key = [role, byPackage(frames.join(';'))].filter(Boolean).join(';');
    packages.set(key, (packages.get(key) ?? 0) + Number(line.slice(at + 1)));
  }
  return { lines: lines.sort(), packages: [...packages].map(([k, v]) => `${k} ${v}`).sort() };
}

/**
 * Writes each window's stacks (`<window>.folded` with the profiles, `<window>.packages.folded` in
 * `dir`) and their pictures (`.png` in `dir`, when the browser can draw them), from the profiles
 * the parts wrote to `profileDir` as they stopped. Answers the files written.
 */
export async function writeFlameGraphs(
  profileDir: string,
  inputs: FlameInput[],
  dir: string,
  { draw = true }: { draw?: boolean } = {},
): Promise<string[]> {
  mkdirSync(dir, { recursive: true });
  mkdirSync(profileDir, { recursive: true });
  const files = readdirSync(profileDir).filter((f) => f.endsWith('.cpuprofile'));
  const profiles = files.map((file) => ({
    pid: pidOf(file),
    profile: JSON.parse(readFileSync(join(profileDir, file), 'utf8')) as CpuProfile,
  }));
  const written: string[] = [];
  for (const input of inputs) {
    const { window } = input;
    const { lines, packages } = foldWindow(profiles, input);
    // Every function's stacks run to megabytes: they stay with the profiles, their picture is kept.
    const views = [
      { file: join(profileDir, `${window.name}.folded`), lines },
      { file: join(dir, `${window.name}.packages.folded`), lines: packages },
    ];
    for (const view of views) {
      writeFileSync(view.file, view.lines.join('\n') + '\n');
      written.push(view.file);
      if (!draw) continue;
      const png = join(dir, basename(view.file).replace(/\.folded$/, '.png'));
      await drawWithSpeedscope(view.file, png).then(
        () => written.push(png),
        (err: unknown) => console.log(`flame graph ${basename(png)}: not drawn (${String(err)})`),
      );
    }
  }
  return written;
}

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.wasm': 'application/wasm',
  '.folded': 'text/plain',
};

/** speedscope's own page, its "left heavy" view of the file, screenshot to `png`. */
async function drawWithSpeedscope(folded: string, png: string): Promise<void> {
  const release = join(
    dirname(createRequire(import.meta.url).resolve('speedscope/package.json')),
    'dist/release',
  );
  const server = createServer((req, res) => {
    const name = basename(decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname));
    const path = name === basename(folded) ? folded : join(release, name || 'index.html');
    if (!existsSync(path)) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'content-type': CONTENT_TYPES[extname(path)] ?? 'application/octet-stream' });
    createReadStream(path).pipe(res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const browser = await launchBrowser();
  try {
    const page = await browser.newPage({ viewport: { width: 1600, height: 1000 } });
    const title = basename(folded, '.folded');
    await page.goto(
      `${base}/index.html#profileURL=${encodeURIComponent(`${base}/${basename(folded)}`)}&title=${encodeURIComponent(title)}`,
    );
    await page.getByText('Left Heavy').click({ timeout: 15_000 });
    await page.waitForTimeout(500);
    await page.screenshot({ path: png });
  } finally {
    await browser.close();
    server.close();
  }
}
