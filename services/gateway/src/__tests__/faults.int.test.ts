/**
 * Faults (issue 11): a steady load of saves through the gateway while NATS, Redis, Postgres and then
 * each service in turn is crashed (SIGKILL) and started again, as a supervisor would. Afterwards every
 * acknowledged save exists, every board's count is exact (its events were neither lost nor counted
 * twice), /health named each outage while it lasted, and saves resumed within 10 s of each restart.
 * Then a rolling restart of the pins service, two instances stopped (SIGTERM) and started in turn,
 * must fail no save at all.
 * Everything runs on a Postgres, Redis and NATS of the test's own (test-kit's startPrivateInfra),
 * NATS with a user per part as `npm start` runs it (infra/nats-parts.conf): each part runs with its
 * own rights, and a first test shows a part's user cannot do what is not its part's.
 */
import { AckPolicy, jetstream, jetstreamManager } from '@nats-io/jetstream';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import { services as discoverServices } from '@pinboard/parts';
import { natsOptions, RpcClient } from '@pinboard/service-kit';
import {
  freePort,
  migrateServices,
  newBoard,
  newPin,
  signUp,
  spawnNode,
  startPrivateInfra,
  testEnvVars,
  waitFor,
  waitReady,
  type PartProcess,
  type Person,
  type PrivateInfra,
} from '@pinboard/test-kit';
import { DOMAIN_EVENTS_STREAM, Events, healthRpc, Rpc, type Board, type Pin } from '@pinboard/contracts';
import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import pg from 'pg';

const PEOPLE = 16;
const SOURCES = 80;
/** A new save every so often, and no more than so many waiting at once. */
const SAVE_EVERY_MS = 25;
const MAX_IN_FLIGHT = 100;
/** A save, acknowledged: who saved which Pin to which board, and the new Pin's id. */
interface Acked {
  board: string;
  pin: string;
  at: number;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('faults under a save load (private infrastructure)', () => {
  let infra: PrivateInfra;
  let mediaRoot: string;
  const saved = new Map<string, string>();
  const processes = new Map<string, PartProcess>();
  let env: Record<string, string>;
  let url: string;

  /**
   * Starts a part (as a supervisor starts one again); the gateway is waited for, a service is not.
   * `instance`: a further instance of a service (`pins#2`), waited for until it takes calls.
   */
  const startPart = async (name: string, instance = name) => {
    // Each signs in to NATS as itself, with only its own rights (infra/nats-parts.conf).
    const part = spawnNode(instance, `services/${name}/dist/main.js`, {
      ...env,
      NATS_URL: infra.natsUrlFor(name),
      ...(instance === name ? {} : { LOG_LEVEL: 'log' }),
    });
    processes.set(instance, part);
    if (name === 'gateway')
      await waitReady([part], async () => (await fetch(`${url}/health`)).status > 0, 'the gateway');
    if (instance !== name)
      await waitReady([part], async () => part.output().includes('listening on'), `${instance} taking calls`);
  };

  before(async () => {
    infra = await startPrivateInfra();
    Object.assign(process.env, infra.env);
    saved.clear();
    mediaRoot = await mkdtemp(join(tmpdir(), 'faults-media-'));
    const port = await freePort();
    url = `http://127.0.0.1:${port}`;
    env = {
      ...testEnvVars(),
      MEDIA_ROOT: mediaRoot,
      MEDIA_ALLOW_PRIVATE_FETCH: 'true',
      LOG_LEVEL: process.env.FAULTS_LOG_LEVEL ?? 'error',
      PORT: String(port),
      HOST: '127.0.0.1',
      AUTH_RATE_LIMIT_PER_MINUTE: '100000',
      WRITE_RATE_LIMIT_PER_MINUTE: '100000',
      BOARD_CREATE_RATE_LIMIT_PER_MINUTE: '100000',
    };
    await migrateServices();
    for (const service of discoverServices()) await startPart(service.name);
    await startPart('gateway');
    await waitFor(async () => (await fetch(`${url}/health`)).ok, 'every part up', 60_000);
  });

  after(async () => {
    await Promise.all([...processes.values()].map((p) => p.stop()));
    await infra?.stop();
    await rm(mediaRoot, { recursive: true, force: true });
    for (const name of ['TEST_DATABASE_URL', 'TEST_REDIS_URL', 'TEST_NATS_URL']) delete process.env[name];
  });

  it("a part's NATS user can do what its part does and nothing else", async () => {
    const connections: NatsConnection[] = [];
    const as = async (part: string) => {
      const nc = await connect({ ...natsOptions(infra.natsUrlFor(part)), maxReconnectAttempts: 0 });
      connections.push(nc);
      return nc;
    };
    const refused = /Permissions Violation/;
    const subscribeRefused = async (nc: NatsConnection, subject: string, queue?: string) => {
      const sub = nc.subscribe(subject, queue ? { queue } : {});
      const closed = await Promise.race([sub.closed, new Promise((r) => setTimeout(() => r('open'), 2000))]);
      assert.match(String(closed), refused, `${subject} subscribed`);
    };
    try {
      const boards = await as('boards');
      // Announce what another service did (a forged Pin save), from a service or the gateway.
      await assert.rejects(jetstream(boards).publish(Events.pins.pinSaved.subject, '{}'), refused);
      await assert.rejects(
        jetstream(await as('gateway')).publish(Events.users.userCreated.subject, '{}'),
        refused,
      );
      // Read the answers another part receives, or take another service's calls.
      await subscribeRefused(boards, '_INBOX_gateway.>');
      await subscribeRefused(boards, '_INBOX.>');
      await subscribeRefused(boards, Rpc.users.me.subject, 'users');
      await subscribeRefused(await as('seed'), Rpc.boards.get.subject, 'boards');
      // Delete or purge the events everybody relies on.
      const jsm = await jetstreamManager(boards);
      await assert.rejects(jsm.streams.delete(DOMAIN_EVENTS_STREAM), refused);
      await assert.rejects(jsm.streams.purge(DOMAIN_EVENTS_STREAM), refused);
      // Read or take the events another service's consumer is given, or start a consumer of its own.
      await assert.rejects(jsm.consumers.info(DOMAIN_EVENTS_STREAM, 'search-index'), refused);
      await assert.rejects(
        jsm.consumers.add(DOMAIN_EVENTS_STREAM, {
          durable_name: 'boards-spy',
          ack_policy: AckPolicy.Explicit,
        }),
        refused,
      );
      // What a part does is allowed (the save load below runs every part with its own user).
      const info = await (await jetstreamManager(await as('pins'))).streams.info(DOMAIN_EVENTS_STREAM);
      assert.equal(info.config.name, DOMAIN_EVENTS_STREAM);
      const rpc = new RpcClient(infra.natsUrlFor('boards'), 5000);
      await rpc.connect();
      try {
        assert.equal((await rpc.request(healthRpc('users'), {})).service, 'users');
      } finally {
        await rpc.close();
      }
      // A wrong password is no way in.
      await assert.rejects(
        connect({
          ...natsOptions(infra.natsUrlFor('pins').replace(/:n[0-9a-f]+@/, ':guess@')),
          maxReconnectAttempts: 0,
        }),
        /Authorization Violation/,
      );
    } finally {
      await Promise.all(connections.map((nc) => nc.close()));
    }
  });

  it('every acknowledged save survives crashes of NATS, Redis, Postgres and each service; counts stay exact', async () => {
    const author = await signUp(url, 'faults');
    const sourceBoard = await newBoard(author);
    const sources: Pin[] = [];
    for (let i = 0; i < SOURCES; i++) sources.push(await newPin(author, sourceBoard, i + 1));
    const savers: Array<{ person: Person; boards: Board[] }> = [];
    for (let i = 0; i < PEOPLE; i++) {
      const person = await signUp(url, 'saver');
      savers.push({
        person,
        boards: [await newBoard(person), await newBoard(person), await newBoard(person)],
      });
    }
    // Every (board, source) pair once, in an order that spreads the load over people.
    const todo = savers.flatMap(({ person, boards }) =>
      boards.flatMap((board) => sources.map((pin) => ({ person, board, pin }))),
    );
    todo.sort(() => Math.random() - 0.5);

    const acked: Acked[] = [];
    let failures = 0;
    /** When each refused save started. */
    const failedAt: number[] = [];
    let lastFailure = '';
    let running = true;
    // Open loop, as many people are: a save starts every SAVE_EVERY_MS whatever the earlier ones
    // are waiting for.
    const inFlight = new Set<Promise<void>>();
    const saveOne = async (next: (typeof todo)[number]) => {
      const started = Date.now();
      const answer = await next.person.api
        .create('RepinResource', { pin_id: next.pin.id, board_id: next.board.id })
        .catch(() => null);
      if (answer?.ok) {
        acked.push({ board: next.board.id, pin: answer.data.id, at: started });
      } else {
        failures++;
        failedAt.push(started);
        lastFailure = answer
          ? `${answer.status} ${JSON.stringify(answer.ok ? null : answer.error)}`
          : 'no answer';
        // Tried again later: a save that failed may still be made.
        todo.unshift(next);
      }
    };
    const load = (async () => {
      while (running) {
        const next = todo.pop();
        if (next && inFlight.size < MAX_IN_FLIGHT) {
          const save = saveOne(next).finally(() => inFlight.delete(save));
          inFlight.add(save);
        } else if (next) {
          todo.push(next);
        }
        await sleep(SAVE_EVERY_MS);
      }
      await Promise.all(inFlight);
    })();

    const outages: string[] = [];
    /** /health's status, and what it says is down (an operator on this machine sees the detail). */
    const health = async () => {
      const res = await fetch(`${url}/health`).catch(() => null);
      if (!res) return { status: 0, down: 'no answer' };
      const report = (await res.json().catch(() => ({}))) as { error?: object };
      return { status: res.status, down: JSON.stringify(report.error ?? {}) };
    };
    const crash = async (
      name: string,
      restart: () => Promise<void>,
      kill: () => Promise<void>,
      mark: string,
    ) => {
      await sleep(1500);
      await kill();
      await waitFor(
        async () => {
          const h = await health();
          return h.status === 503 && h.down.includes(mark);
        },
        `/health names ${name} as down`,
        15_000,
      );
      await sleep(1000);
      assert.ok(todo.length > 100, 'the load has saves left to make');
      const restartedAt = Date.now();
      await restart();
      await waitFor(
        async () => acked.some((a) => a.at >= restartedAt),
        `saves after ${name} came back`,
        10_000,
      ).catch((err: unknown) => {
        const logs = [...processes.values()].map((p) => p.output().split('\n').slice(-15).join('\n'));
        throw new Error(`${String(err)}; the last refusal: ${lastFailure}\n${logs.join('\n')}`);
      });
      outages.push(`${name}: saves again ${Date.now() - restartedAt} ms after its restart`);
    };

    /**
     * NATS dies while calls wait for their replies (pins is held still, SIGSTOP, so that some do):
     * their replies are lost with the connection, so the gateway answers them at once (unavailable,
     * try again) instead of after its 15 s RPC timeout.
     */
    const killNatsWithCallsWaiting = async () => {
      const pins = processes.get('pins')!.child;
      pins.kill('SIGSTOP');
      const waiting = savers.slice(0, 4).map(async ({ person, boards }) => {
        const answer = await person.api
          .create('RepinResource', { pin_id: sources[0]!.id, board_id: boards[0]!.id })
          .catch(() => null);
        return { status: answer?.status ?? 0, at: Date.now() };
      });
      await sleep(500);
      const diedAt = Date.now();
      await infra.kill('nats');
      pins.kill('SIGCONT');
      const answers = await Promise.all(waiting);
      const longest = Math.max(...answers.map((a) => a.at - diedAt));
      const seen = `nats: ${answers.length} saves waiting when it died answered ${answers.map((a) => a.status).join(', ')} within ${longest} ms`;
      outages.push(seen);
      assert.ok(longest < 5000, seen);
      assert.ok(
        answers.every((a) => a.status === 503),
        seen,
      );
    };
    for (const part of ['nats', 'redis', 'postgres'] as const) {
      await crash(
        part,
        () => infra.start(part),
        () => (part === 'nats' ? killNatsWithCallsWaiting() : infra.kill(part)),
        part === 'postgres' ? part : `"${part}"`,
      );
    }
    for (const { name } of discoverServices()) {
      await crash(
        name,
        () => startPart(name),
        () => processes.get(name)!.kill(),
        `"${name}"`,
      );
    }

    // A rolling restart of the service the saves go through, with two instances: each in turn is
    // stopped (SIGTERM: it takes no more calls, answers those taken) and started again while the
    // other serves. Not one save may fail.
    // (Saves started before it may still be failing: one in flight when a service was killed waits
    // for its timeout. Those started from here on are counted.)
    await startPart('pins', 'pins#2');
    const rollingStarted = Date.now();
    await sleep(1000);
    await processes.get('pins')!.stop();
    await startPart('pins', 'pins#1');
    await processes.get('pins#2')!.stop();
    await sleep(1000);
    const rollingEnded = Date.now();
    running = false;
    await load;
    const during = (at: number) => at >= rollingStarted && at < rollingEnded;
    const refused = failedAt.filter(during).length;
    const rolling = `pins, two instances restarted in turn: ${acked.filter((a) => during(a.at)).length} saves in ${rollingEnded - rollingStarted} ms, ${refused} refused${refused ? ` (${lastFailure})` : ''}`;
    outages.push(rolling);
    assert.equal(refused, 0, rolling);
    assert.ok(acked.filter((a) => during(a.at)).length > 20, rolling);

    // The gateway stopped with SIGTERM answers the request it is working on before it exits (pins is
    // held still, SIGSTOP, so that one is), then a new gateway takes over.
    const pinsNow = processes.get('pins#1')!.child;
    const gateway = processes.get('gateway')!.child;
    pinsNow.kill('SIGSTOP');
    const saver = savers[1]!;
    const startedAt = Date.now();
    const pending = saver.person.api.create('RepinResource', {
      pin_id: sources[1]!.id,
      board_id: saver.boards[1]!.id,
    });
    await sleep(300);
    const gatewayGone = new Promise((resolve) => gateway.once('exit', resolve));
    const stoppedAt = Date.now();
    gateway.kill('SIGTERM');
    await sleep(300);
    pinsNow.kill('SIGCONT');
    const last = await pending;
    assert.ok(last.ok, `the save in flight when the gateway was stopped: ${last.status}`);
    acked.push({ board: saver.boards[1]!.id, pin: last.data.id, at: startedAt });
    await gatewayGone;
    // It waits for no idle connection (kept alive, they held it for their 72 s timeout).
    assert.ok(Date.now() - stoppedAt < 5000, `the gateway took ${Date.now() - stoppedAt} ms to exit`);
    outages.push(
      `gateway: stopped with SIGTERM, it answered the save in flight (200) and exited ${Date.now() - stoppedAt} ms after`,
    );
    await startPart('gateway');

    await waitFor(async () => (await health()).status === 200, 'every part healthy again', 30_000);

    const db = new pg.Client({ connectionString: infra.env.TEST_DATABASE_URL });
    await db.connect();
    try {
      // (A save repeated answers the Pin it made before: each Pin once.)
      const ids = [...new Set(acked.map((a) => a.pin))];
      const { rows } = await db.query<{ n: string }>(
        'SELECT count(*) AS n FROM pins.pins WHERE id = ANY($1::bigint[])',
        [ids],
      );
      assert.equal(Number(rows[0]!.n), ids.length, 'every acknowledged save is there');
      // Each board's count is kept from the pins service's events: exact once they are all applied.
      const boards = [...new Set(acked.map((a) => a.board))];
      const counts = async () => {
        const { rows: wrong } = await db.query<{ id: string; counted: number; actual: string }>(
          `SELECT b.id, b.pin_count AS counted, (SELECT count(*) FROM pins.pins p WHERE p.board_id = b.id) AS actual
             FROM boards.boards b WHERE b.id = ANY($1::bigint[])`,
          [boards],
        );
        return wrong.filter((r) => r.counted !== Number(r.actual));
      };
      await waitFor(async () => (await counts()).length === 0, 'every board count exact', 30_000).catch(
        async () => {
          assert.fail(`board counts differ: ${JSON.stringify(await counts())}`);
        },
      );
      const { rows: left } = await db.query<{ n: string }>(
        `SELECT (SELECT count(*) FROM pins.outbox_event) + (SELECT count(*) FROM boards.outbox_event) AS n`,
      );
      assert.equal(Number(left[0]!.n), 0, 'nothing left in the outboxes');
    } finally {
      await db.end();
    }
    console.log(
      `faults: ${acked.length} saves acknowledged, ${failures} refused during outages\n  ${outages.join('\n  ')}`,
    );
  });
});
