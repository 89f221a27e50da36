import { connect, type NatsConnection } from '@nats-io/transport-node';
import {
  ErrorCode,
  Events,
  Messages,
  RedisKeys,
  Rpc,
  SESSION_TTL_SECONDS,
  type SessionData,
} from '@pinboard/contracts';
import { createPrismaAdapter } from '@pinboard/db';
import { RpcClient } from '@pinboard/service-kit';
import { Redis } from 'ioredis';
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { startUsersService } from '../app.js';
import { PrismaClient } from '../generated/prisma/client.js';
import { userSessionsKey } from '../sessions/session.store.js';
import {
  migrateTestSchema,
  newUser,
  suffix,
  testConfig,
  TEST_DATABASE_URL,
  TEST_NATS_URL,
  TEST_REDIS_URL,
} from './support.js';

describe('users service', () => {
  let service: { close(): Promise<void> };
  let rpc: RpcClient;
  let redis: Redis;
  let prisma: PrismaClient;
  let nc: NatsConnection;
  const emails: string[] = [];

  async function register(overrides: Parameters<typeof newUser>[0] = {}) {
    const input = newUser(overrides);
    emails.push(input.email.toLowerCase());
    return { input, reply: await rpc.request(Rpc.users.register, input) };
  }

  before(async () => {
    await migrateTestSchema();
    service = await startUsersService(testConfig());
    rpc = new RpcClient(TEST_NATS_URL, 10_000);
    await rpc.connect();
    redis = new Redis(TEST_REDIS_URL);
    prisma = new PrismaClient({ adapter: createPrismaAdapter(TEST_DATABASE_URL, 'users') });
    nc = await connect({ servers: [TEST_NATS_URL] });
  });

  after(async () => {
    await prisma.user.deleteMany({ where: { email: { in: emails } } });
    await Promise.all([rpc.close(), redis.quit(), prisma.$disconnect(), nc.drain()]);
    await service.close();
  });

  test('health check reports postgres and redis up', async () => {
    const health = await rpc.request(Rpc.users.health, {});
    assert.equal(health.status, 'up');
    assert.deepEqual(Object.keys(health.details).sort(), ['postgres', 'redis']);
  });

  test('register answers the user and a session stored in Redis, and announces the user', async () => {
    const created = nc.subscribe(Events.userCreated, { timeout: 5000 });
    const { input, reply } = await register({ email: `Grace.Hopper+${suffix()}@Example.test` });
    assert.equal(reply.user.email, input.email.toLowerCase());
    assert.match(reply.user.username, /^gracehopper[0-9a-f]{8}$/);
    assert.equal(reply.user.first_name, 'Ada');
    assert.equal(reply.user.last_name, 'King Lovelace');
    assert.equal(reply.user.is_partner, false);
    assert.match(reply.token, /^[A-Za-z0-9_-]{43}$/);

    const session = JSON.parse((await redis.get(RedisKeys.session(reply.token))) ?? 'null') as SessionData;
    assert.deepEqual(session.user, {
      id: reply.user.id,
      username: reply.user.username,
      full_name: 'Ada King Lovelace',
      image_medium_url: null,
    });
    const ttl = await redis.ttl(RedisKeys.session(reply.token));
    assert.ok(ttl > SESSION_TTL_SECONDS - 60 && ttl <= SESSION_TTL_SECONDS);
    assert.equal(await redis.sismember(userSessionsKey(reply.user.id), reply.token), 1);

    for await (const msg of created) {
      const event = msg.json<{ user: { id: string }; event_id: string }>();
      if (event.user.id !== reply.user.id) continue;
      assert.ok(event.event_id);
      break;
    }
    const row = await prisma.user.findUniqueOrThrow({ where: { id: BigInt(reply.user.id) } });
    assert.match(row.passwordHash, /^scrypt\$/);
  });

  test('a derived username gets digits when the local part is taken', async () => {
    const local = `dup_${suffix()}`;
    const first = await register({ email: `${local}@one.test` });
    const second = await register({ email: `${local}@two.test` });
    assert.equal(first.reply.user.username, local);
    assert.equal(second.reply.user.username, `${local}1`);
  });

  test('duplicate email and username are refused case-insensitively', async () => {
    const username = `Bob_${suffix()}`;
    const { input } = await register({ username });
    await assert.rejects(rpc.request(Rpc.users.register, newUser({ email: input.email.toUpperCase() })), {
      code: ErrorCode.Conflict,
      message: Messages.emailTaken,
    });
    await assert.rejects(rpc.request(Rpc.users.register, newUser({ username: username.toLowerCase() })), {
      code: ErrorCode.Conflict,
      message: Messages.usernameTaken,
    });
  });

  test('under-18 sign-ups are rejected with the SPEC message', async () => {
    const today = new Date();
    const birthday = `${today.getUTCFullYear() - 17}-01-01`;
    const input = newUser({ birthday });
    await assert.rejects(rpc.request(Rpc.users.register, input), {
      code: ErrorCode.ValidationFailed,
      message: Messages.notAdult,
    });
    assert.equal(await prisma.user.count({ where: { email: input.email } }), 0);
  });

  test('login by email or username opens a session; wrong password and unknown account are told apart', async () => {
    const { input, reply } = await register();
    const byEmail = await rpc.request(Rpc.users.sessionCreate, {
      username_or_email: input.email,
      password: input.password,
    });
    assert.equal(byEmail.user.id, reply.user.id);
    assert.notEqual(byEmail.token, reply.token);
    assert.ok(await redis.exists(RedisKeys.session(byEmail.token)));

    const byName = await rpc.request(Rpc.users.sessionCreate, {
      username_or_email: reply.user.username.toUpperCase(),
      password: input.password,
    });
    assert.equal(byName.user.id, reply.user.id);

    await assert.rejects(
      rpc.request(Rpc.users.sessionCreate, { username_or_email: input.email, password: 'wrong password' }),
      { code: ErrorCode.ValidationFailed, message: Messages.wrongCredentials },
    );
    await assert.rejects(
      rpc.request(Rpc.users.sessionCreate, { username_or_email: `nobody_${suffix()}`, password: 'whatever' }),
      { code: ErrorCode.ValidationFailed, message: Messages.unknownAccount },
    );
  });

  test('logout deletes the session', async () => {
    const { reply } = await register();
    assert.deepEqual(await rpc.request(Rpc.users.sessionDelete, { token: reply.token }), { ok: true });
    assert.equal(await redis.exists(RedisKeys.session(reply.token)), 0);
    assert.equal(await redis.sismember(userSessionsKey(reply.user.id), reply.token), 0);
    // A second logout of the same token is harmless.
    assert.deepEqual(await rpc.request(Rpc.users.sessionDelete, { token: reply.token }), { ok: true });
  });

  test('get by username or id, and me', async () => {
    const { reply } = await register();
    const byName = await rpc.request(Rpc.users.get, { username: reply.user.username });
    const byId = await rpc.request(Rpc.users.get, { id: reply.user.id });
    assert.deepEqual(byName, byId);
    assert.equal('email' in byName, false, 'public user must not carry the email');
    const me = await rpc.request(Rpc.users.me, { user_id: reply.user.id });
    assert.deepEqual(me, reply.user);
    await assert.rejects(rpc.request(Rpc.users.get, { username: `ghost_${suffix()}` }), {
      code: ErrorCode.NotFound,
      message: Messages.userNotFound,
    });
  });

  test('ten failed logins within the window lock further attempts', async () => {
    const { input } = await register();
    for (let i = 0; i < 10; i++) {
      await assert.rejects(
        rpc.request(Rpc.users.sessionCreate, { username_or_email: input.email, password: 'nope' }),
        {
          message: Messages.wrongCredentials,
        },
      );
    }
    await assert.rejects(
      rpc.request(Rpc.users.sessionCreate, { username_or_email: input.email, password: input.password }),
      { code: ErrorCode.RateLimited, message: Messages.rateLimited },
    );
    await redis.del(`login-failures:${input.email}`);
  });
});
