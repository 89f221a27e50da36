/**
 * The compose stack for real (issue 12): `scripts/compose.sh up` brings the whole product up under
 * docker-compose as a project of its own (its own volumes, secrets and host ports), the first
 * journey runs against its gateway, one service container is restarted and the journey runs again,
 * and `down -v` removes every container, network and volume the test made. Where no Docker engine
 * can run, the suite says so and is skipped (infra/engine.sh tells why).
 */
import { repoRoot } from '@pinboard/parts';
import { must, newBoard, newPin, signUp, waitFor } from '@pinboard/test-kit';
import { launchBrowser } from '@pinboard/test-kit/browser';
import assert from 'node:assert/strict';
import { execFile, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { promisify } from 'node:util';

const root = repoRoot();
const engine = spawnSync('bash', ['infra/engine.sh'], { cwd: root, encoding: 'utf8' });
const noEngine =
  engine.status === 0 ? undefined : `no Docker engine here: ${engine.stderr.trim() || 'unknown'}`;
if (noEngine) console.log(`# compose stack: skipped, ${noEngine}`);

const project = `pinboardtest${process.pid}`;
const scratch = mkdtempSync(join(tmpdir(), 'pinboard-compose-'));
const envFile = join(scratch, 'env');
let env: NodeJS.ProcessEnv = {};
let url = '';

/** A port nothing listens on now, for the stack's published ports. */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

const run = promisify(execFile);
async function composeScript(...args: string[]): Promise<string> {
  try {
    const { stdout } = await run('bash', ['scripts/compose.sh', ...args], {
      cwd: root,
      env,
      maxBuffer: 64 * 1024 * 1024,
      timeout: 20 * 60_000,
    });
    return stdout;
  } catch (err) {
    const e = err as { stdout?: string; stderr?: string; message: string };
    throw new Error(
      `compose.sh ${args.join(' ')} failed: ${e.message}\n${e.stdout ?? ''}\n${e.stderr ?? ''}`,
    );
  }
}

const containerIds = async (service: string) =>
  (await composeScript('ps', '-q', service)).split('\n').filter(Boolean);

async function health(id: string): Promise<string> {
  const { stdout } = await run('docker', ['inspect', '-f', '{{.State.Health.Status}}', id]);
  return stdout.trim();
}

/** Sign up, create a board, add a Pin; another person saves it to a board and sees it there. */
async function journey(seed: number): Promise<void> {
  const author = await signUp(url, 'compose');
  const board = await newBoard(author);
  const pin = await newPin(author, board, seed);
  const saver = await signUp(url, 'composesaver');
  const target = await newBoard(saver);
  const saved = must(
    await saver.api.create('RepinResource', { pin_id: pin.id, board_id: target.id }),
    'save',
  );
  const onBoard = must(await saver.api.get('BoardFeedResource', { board_id: target.id }), 'board feed');
  assert.deepEqual(
    onBoard.map((p) => p.id),
    [saved.id],
  );
  const authors = must(await author.api.get('BoardFeedResource', { board_id: board.id }), 'board feed');
  assert.deepEqual(
    authors.map((p) => p.id),
    [pin.id],
  );
}

/** Whether a process of this machine still runs (a test run that made a stack). */
function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Removes what earlier runs of this test left behind when they were killed before their `down`
 * (a run's time limit): their containers' health probes load the machine enough that this run's
 * services miss their own health checks. Only projects of this test whose run has ended.
 */
async function removeStaleStacks(): Promise<void> {
  const label = 'com.docker.compose.project';
  const lines = async (...args: string[]) =>
    (await run('docker', args, { maxBuffer: 16 * 1024 * 1024 })).stdout.split('\n').filter(Boolean);
  const projects = new Set(
    await lines('ps', '-a', '--filter', `label=${label}`, '--format', `{{.Label "${label}"}}`),
  );
  for (const name of projects) {
    const pid = /^pinboardtest(\d+)$/.exec(name)?.[1];
    if (!pid || Number(pid) === process.pid || alive(Number(pid))) continue;
    console.log(`# compose stack: removing ${name}, left by an earlier run`);
    const filter = `label=${label}=${name}`;
    const containers = await lines('ps', '-aq', '--filter', filter);
    if (containers.length) await run('docker', ['rm', '-f', '-v', ...containers]);
    const networks = await lines('network', 'ls', '-q', '--filter', filter);
    if (networks.length) await run('docker', ['network', 'rm', ...networks]);
    const volumes = await lines('volume', 'ls', '-q', '--filter', filter);
    if (volumes.length) await run('docker', ['volume', 'rm', '-f', ...volumes]);
  }
}

describe('the compose stack', { skip: noEngine }, () => {
  before(async () => {
    await removeStaleStacks();
    const ports = {
      PINBOARD_PORT: await freePort(),
      SHELL_PORT: await freePort(),
      MFE_PINS_PORT: await freePort(),
      MFE_BOARDS_PORT: await freePort(),
      MFE_SEARCH_PORT: await freePort(),
      MFE_ADS_PORT: await freePort(),
    };
    env = {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      COMPOSE_PROJECT_NAME: project,
      COMPOSE_ENV_FILE: envFile,
      ...Object.fromEntries(Object.entries(ports).map(([k, v]) => [k, String(v)])),
    };
    url = `http://127.0.0.1:${ports.PINBOARD_PORT}`;
    const started = Date.now();
    // With the demo accounts (asked for: an operator's stack starts empty), to look at Pins.
    await composeScript('up', '--demo');
    console.log(`# compose stack: up and healthy in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  });

  after(async () => {
    if (!noEngine && env.COMPOSE_PROJECT_NAME) {
      await composeScript('down', '-v', '--remove-orphans', '--timeout', '5').catch((err: unknown) =>
        console.error(err),
      );
    }
    rmSync(scratch, { recursive: true, force: true });
  });

  test('the first start wrote its own secrets, readable by root only', () => {
    assert.equal(statSync(envFile).mode & 0o077, 0);
  });

  test('runs every part healthy, the boards service twice, not as root; migrates and seeds once', async () => {
    assert.equal((await containerIds('boards')).length, 2);
    for (const service of ['gateway', 'users', 'boards', 'pins', 'postgres', 'redis', 'nats']) {
      for (const id of await containerIds(service)) assert.equal(await health(id), 'healthy', service);
    }
    const [gateway] = await containerIds('gateway');
    const { stdout } = await run('docker', ['exec', gateway!, 'id', '-u']);
    assert.equal(stdout.trim(), '10001');
    // Each part signs in to NATS as itself (infra/nats-parts.conf), with no one else's password.
    for (const part of ['gateway', 'pins', 'boards']) {
      const [id] = await containerIds(part);
      const { stdout: vars } = await run('docker', ['exec', id!, 'env']);
      assert.match(vars, new RegExp(`^NATS_URL=nats://${part}:`, 'm'), part);
      assert.doesNotMatch(vars, /^NATS_PASSWORD/m, part);
    }
    // The migrations ran once and the demo data was seeded, each to a clean exit.
    for (const once of ['migrate', 'seed']) {
      const [id] = await containerIds(once);
      const state = async () =>
        (await run('docker', ['inspect', '-f', '{{.State.Status}} {{.State.ExitCode}}', id!])).stdout.trim();
      await waitFor(async () => (await state()) !== 'running 0', `${once} to finish`, 180_000);
      assert.equal(await state(), 'exited 0', once);
    }
  });

  test('the bus and Redis refuse a client without the password', async () => {
    const [gateway] = await containerIds('gateway');
    const anonymous = `require('@nats-io/transport-node').connect({ servers: ['nats://nats:4222'] })
      .then(() => process.exit(0), (e) => { console.log(e.message); process.exit(3); })`;
    const nats = spawnSync('docker', ['exec', gateway!, 'node', '-e', anonymous], { encoding: 'utf8' });
    assert.equal(nats.status, 3, nats.stdout + nats.stderr);
    assert.match(nats.stdout, /Authorization Violation/);
    const [redis] = await containerIds('redis');
    const ping = spawnSync('docker', ['exec', '-e', 'REDISCLI_AUTH=', redis!, 'redis-cli', 'ping'], {
      encoding: 'utf8',
    });
    assert.match(ping.stdout + ping.stderr, /NOAUTH/);
  });

  test('the journey works through the gateway', async () => {
    const res = await fetch(`${url}/`);
    assert.equal(res.status, 200);
    assert.match(await res.text(), /<div id="root">|id="root"/);
    await journey(901);
  });

  test('a visitor sees the demo Pins in Chromium, the grid from the mfe-pins container', async () => {
    const browser = await launchBrowser();
    try {
      const page = await browser.newPage();
      const fromRemote: string[] = [];
      page.on('response', (response) => {
        if (new URL(response.url()).port === env.MFE_PINS_PORT && response.ok())
          fromRemote.push(response.url());
      });
      await page.goto(url);
      await page.locator('a[href^="/pin/"] img').first().waitFor({ timeout: 60_000 });
      assert.ok(
        fromRemote.some((u) => u.endsWith('/mf-manifest.json')),
        `mfe-pins' manifest from its own port: ${fromRemote.join(', ')}`,
      );
    } finally {
      await browser.close();
    }
  });

  test('after a service container restarts, the journey works again', async () => {
    const [pins] = await containerIds('pins');
    await run('docker', ['restart', '--time', '5', pins!]);
    await waitFor(async () => (await health(pins!)) === 'healthy', 'pins healthy again', 120_000);
    await journey(902);
  });
});
