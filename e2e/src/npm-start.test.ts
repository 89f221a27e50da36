/**
 * `npm start` as an operator runs it (scripts/start.sh), on a Postgres, Redis and NATS of the test's
 * own (it reuses servers already answering on its ports, as on any machine): every part comes up
 * signed in to NATS as itself, the processes asked for run (two of a service, the gateway as a
 * cluster of two workers, a dead worker replaced), a part that crashes is started again and logged
 * while the rest keeps serving and /health says what is down, and Ctrl-C stops every part it
 * started.
 */
import { repoRoot } from '@pinboard/parts';
import { alive, freePort, startPrivateInfra, waitFor, type PrivateInfra } from '@pinboard/test-kit';
import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import { get } from 'node:http';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';

/** A GET's status over a connection of its own, given up after 2 s. */
function statusOnNewConnection(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = get(url, { agent: false, timeout: 2000 }, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    request.on('timeout', () => request.destroy(new Error('no answer within 2 s')));
    request.on('error', reject);
  });
}

/**
 * A GET as a browser makes it: tried again (twice at most) when the connection fails, as one the
 * cluster handed to the worker that just died does.
 */
async function statusTryingAgain(url: string): Promise<number> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await statusOnNewConnection(url);
    } catch (err) {
      if (attempt === 3) throw err;
    }
  }
}

/** The processes a process started (a cluster's workers), from /proc. */
async function workersOf(pid: number): Promise<number[]> {
  const children = await readFile(`/proc/${pid}/task/${pid}/children`, 'utf8').catch(() => '');
  return children.trim().split(/\s+/).filter(Boolean).map(Number);
}

describe('npm start supervises what it starts', () => {
  let infra: PrivateInfra;
  let dataDir: string;
  let start: ChildProcess;
  let output = '';
  let url: string;
  const pidOf = async (part: string) => Number(await readFile(join(dataDir, 'run', `${part}.pid`), 'utf8'));
  /** /health's status and what it names as down (this machine is told the detail). */
  const health = async () => {
    const res = await fetch(`${url}/health`).catch(() => null);
    const report = (res ? await res.json().catch(() => ({})) : {}) as { error?: Record<string, unknown> };
    return { status: res?.status ?? 0, down: Object.keys(report.error ?? {}) };
  };

  before(async () => {
    infra = await startPrivateInfra();
    dataDir = await mkdtemp(join(tmpdir(), 'npm-start-'));
    // The parts' NATS passwords where npm start keeps them (here: those the test's NATS knows).
    await writeFile(
      join(dataDir, 'nats-passwords.env'),
      Object.entries(infra.natsPasswordEnv)
        .map(([name, value]) => `${name}=${value}\n`)
        .join(''),
      { mode: 0o600 },
    );
    const port = await freePort();
    url = `http://127.0.0.1:${port}`;
    // Only what a person's shell would hold: none of the test run's own settings leak in.
    start = spawn('bash', ['scripts/start.sh'], {
      cwd: repoRoot(),
      env: {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        DATA_DIR: dataDir,
        PORT: String(port),
        PGPORT: String(infra.ports.postgres),
        REDIS_PORT: String(infra.ports.redis),
        NATS_PORT: String(infra.ports.nats),
        // Built by the run already; tests hash passwords cheaply.
        SKIP_BUILD: '1',
        PASSWORD_HASH_COST: '12',
        // Scaling out on one machine: two boards processes, the gateway as two workers.
        PINBOARD_INSTANCES: 'boards=2',
        GATEWAY_WORKERS: '2',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    start.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    start.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    await waitFor(
      async () => output.includes('Pinboard is running at'),
      'npm start to print its URL',
      180_000,
    ).catch((err: unknown) => {
      throw new Error(`${String(err)}\n${output.slice(-3000)}`);
    });
  });

  after(async () => {
    if (start?.exitCode === null && start.pid) process.kill(-start.pid, 'SIGKILL');
    await infra?.stop();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('starts every part healthy, each signed in to NATS as itself', async () => {
    assert.equal((await health()).status, 200);
    const environ = await readFile(`/proc/${await pidOf('pins')}/environ`, 'utf8');
    assert.match(environ, /(^|\0)NATS_URL=nats:\/\/pins:/);
    assert.doesNotMatch(environ, /(^|\0)NATS_PASSWORD_/, 'no other part password in its environment');
  });

  it('seeds the demo data, its video Pins and Idea Pin too (their files checked by pins and served), and an ad', async () => {
    assert.match(output, /demo data: \d+ Pins in/);
    type Found = {
      resource_response: {
        data: {
          results: {
            title: string;
            videos: { src: string } | null;
            story_pin_data: { pages: { text: string }[] } | null;
          }[];
        };
      };
    };
    const search = async (query: string, scope: string) => {
      const data = encodeURIComponent(JSON.stringify({ options: { query, scope } }));
      const answer = await fetch(`${url}/resource/BaseSearchResource/get/?data=${data}`);
      return ((await answer.json()) as Found).resource_response.data.results;
    };
    await waitFor(async () => (await search('sunset', 'videos')).length > 0, 'the demo video found', 30_000);
    const [sunset] = await search('sunset', 'videos');
    assert.equal(sunset?.title, 'Sunset over the Tagus');
    const clip = await fetch(`${url}${sunset.videos?.src ?? '/none'}`);
    assert.equal(clip.status, 200);
    assert.equal(clip.headers.get('content-type'), 'video/mp4');
    // Found by the words of a page.
    await waitFor(
      async () => (await search('glossy', 'idea_pins')).length > 0,
      'the demo Idea Pin found',
      30_000,
    );
    const [idea] = await search('glossy', 'idea_pins');
    assert.equal(idea?.title, 'Lemon pasta in four steps');
    assert.equal(idea.story_pin_data?.pages.length, 4);
    // The demo advertiser's campaign serves: its Pin is promoted where a search matches it.
    const promoterOf = async () =>
      (await search('risograph', 'pins'))
        .map((pin) => (pin as { promoter?: { name: string } | null }).promoter?.name)
        .find(Boolean);
    await waitFor(async () => (await promoterOf()) !== undefined, 'the demo ad served', 30_000);
    assert.equal(await promoterOf(), 'Leo Park Studio');
  });

  it('runs the processes asked for: two of boards sharing its queue, the gateway as two workers', async () => {
    const boards = [await pidOf('boards'), await pidOf('boards-2')];
    assert.notEqual(boards[0], boards[1]);
    for (const pid of boards) {
      assert.ok(alive(pid));
      assert.match(await readFile(`/proc/${pid}/environ`, 'utf8'), /(^|\0)NATS_URL=nats:\/\/boards:/);
    }
    const workers = await workersOf(await pidOf('gateway'));
    assert.equal(workers.length, 2, 'two gateway workers');
    // A worker that dies is replaced while the other answers. (A connection to the dead worker
    // dies with it, and a client tries again on a new one.)
    process.kill(workers[0]!, 'SIGKILL');
    for (let i = 0; i < 20; i++) assert.equal(await statusTryingAgain(`${url}/runtime-config.json`), 200);
    await waitFor(
      async () => {
        const now = await workersOf(await pidOf('gateway'));
        return now.length === 2 && !now.includes(workers[0]!);
      },
      'a new gateway worker',
      15_000,
    );
    await waitFor(async () => (await health()).status === 200, 'healthy', 15_000);
  });

  it('starts a crashed part again while the rest keeps serving, and /health names it meanwhile', async () => {
    const before = await pidOf('pins');
    process.kill(before, 'SIGKILL');
    await waitFor(
      async () => {
        const now = await health();
        return now.status === 503 && now.down.includes('pins');
      },
      '/health names pins as down',
      15_000,
    );
    // The gateway and the other services still answer.
    assert.equal((await fetch(`${url}/runtime-config.json`)).status, 200);
    await waitFor(async () => (await health()).status === 200, 'pins back and healthy', 30_000);
    assert.notEqual(await pidOf('pins'), before, 'a new process');
    assert.match(output, /pins stopped \(exit 137\); starting it again in 1 s/);
  });

  it('stops every part it started on Ctrl-C', async () => {
    const parts = ['gateway', 'pins', 'boards', 'boards-2', 'users'];
    const pids = [...(await Promise.all(parts.map(pidOf))), ...(await workersOf(await pidOf('gateway')))];
    const exited = new Promise((resolve) => start.once('exit', resolve));
    process.kill(start.pid!, 'SIGINT');
    await exited;
    await waitFor(async () => !pids.some(alive), 'every part stopped', 30_000);
    assert.match(output, /stopping/);
  });
});
