import {
  CommonTexts,
  ErrorCode,
  Events,
  Rpc,
  SESSION_IDLE_SECONDS,
  SESSION_TTL_SECONDS,
  sessionKey,
  UserTexts,
  type SessionData,
} from '@pinboard/contracts';
import { createPrismaAdapter } from '@pinboard/db';
import { newUserInput, serviceSuite, testEnv, testEnvVars, uniqueSuffix as suffix } from '@pinboard/test-kit';
import { Redis } from 'ioredis';
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { PrismaClient } from '../generated/prisma/client.js';
import { hashPassword, needsRehash, verifyPassword } from '../passwords/password-hasher.js';
import { userSessionsKey } from '../sessions/session.store.js';
import { usersService } from '../service.js';

const env = testEnv();
const newUser = (overrides: Partial<{ email: string; username: string; birthday: string }> = {}) => ({
  ...newUserInput('ada'),
  ...overrides,
});

describe('users service', () => {
  const { rpc, watcher } = serviceSuite(usersService, { watchEvents: true });
  const prisma = new PrismaClient({ adapter: createPrismaAdapter(env.databaseUrl, 'users') });
  let redis: Redis;
  const emails: string[] = [];

  async function register(overrides: Parameters<typeof newUser>[0] = {}) {
    const input = newUser(overrides);
    emails.push(input.email.toLowerCase());
    return { input, reply: await rpc.request(Rpc.users.register, input) };
  }

  before(() => {
    redis = new Redis(env.redisUrl);
  });

  after(async () => {
    await prisma.user.deleteMany({ where: { email: { in: emails } } });
    await Promise.all([redis.quit(), prisma.$disconnect()]);
  });

  test('health check reports postgres and redis up', async () => {
    const health = await rpc.request(Rpc.users.health, {});
    assert.equal(health.status, 'up');
    assert.deepEqual(Object.keys(health.details).sort(), ['postgres', 'redis']);
  });

  test('register answers the user and a session stored in Redis, and announces the user', async () => {
    const { input, reply } = await register({ email: `Grace.Hopper+${suffix()}@Example.test` });
    assert.equal(reply.user.email, input.email.toLowerCase());
    assert.match(reply.user.username, /^gracehopper[0-9a-f]{8}$/);
    assert.equal(reply.user.first_name, 'Ada');
    assert.equal(reply.user.last_name, 'King Lovelace');
    assert.equal(reply.user.is_partner, false);
    assert.match(reply.token, /^[A-Za-z0-9_-]{43}$/);

    const session = JSON.parse((await redis.get(sessionKey(reply.token))) ?? 'null') as SessionData;
    assert.deepEqual(session.user, {
      id: reply.user.id,
      username: reply.user.username,
      full_name: 'Ada King Lovelace',
      image_medium_url: null,
    });
    // Unused, it ends after the idle time; used, at the latest 30 days after sign-in.
    const ttl = await redis.ttl(sessionKey(reply.token));
    assert.ok(ttl > SESSION_IDLE_SECONDS - 60 && ttl <= SESSION_IDLE_SECONDS);
    const lifetime = Date.parse(session.expires_at!) - Date.parse(session.created_at);
    assert.equal(lifetime, SESSION_TTL_SECONDS * 1000);
    assert.equal(await redis.sismember(userSessionsKey(reply.user.id), reply.token), 1);

    const event = await watcher.find(Events.users.userCreated, (e) => e.user.id === reply.user.id);
    assert.ok(event?.event_id, 'users.user.created was published');
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
      message: UserTexts.emailTaken,
    });
    await assert.rejects(rpc.request(Rpc.users.register, newUser({ username: username.toLowerCase() })), {
      code: ErrorCode.Conflict,
      message: UserTexts.usernameTaken,
    });
  });

  test('under-18 sign-ups are rejected with the SPEC message', async () => {
    const today = new Date();
    const birthday = `${today.getUTCFullYear() - 17}-01-01`;
    const input = newUser({ birthday });
    await assert.rejects(rpc.request(Rpc.users.register, input), {
      code: ErrorCode.ValidationFailed,
      message: UserTexts.notAdult,
    });
    assert.equal(await prisma.user.count({ where: { email: input.email } }), 0);
  });

  test('login by email or username opens a session; wrong password and unknown account are told apart', async () => {
    const { input, reply } = await register();
    const byEmail = await rpc.request(Rpc.users.sessionCreate, {
      client_address: '203.0.113.1',
      username_or_email: input.email,
      password: input.password,
    });
    assert.equal(byEmail.user.id, reply.user.id);
    assert.notEqual(byEmail.token, reply.token);
    assert.ok(await redis.exists(sessionKey(byEmail.token)));

    const byName = await rpc.request(Rpc.users.sessionCreate, {
      client_address: '203.0.113.1',
      username_or_email: reply.user.username.toUpperCase(),
      password: input.password,
    });
    assert.equal(byName.user.id, reply.user.id);

    await assert.rejects(
      rpc.request(Rpc.users.sessionCreate, {
        client_address: '203.0.113.1',
        username_or_email: input.email,
        password: 'wrong password',
      }),
      { code: ErrorCode.ValidationFailed, message: UserTexts.loginFailed },
    );
    // The same answer for an account that does not exist: a login never tells which ones do.
    await assert.rejects(
      rpc.request(Rpc.users.sessionCreate, {
        client_address: '203.0.113.1',
        username_or_email: `nobody_${suffix()}`,
        password: 'whatever',
      }),
      { code: ErrorCode.ValidationFailed, message: UserTexts.loginFailed },
    );
  });

  test('logout deletes the session', async () => {
    const { reply } = await register();
    assert.deepEqual(await rpc.request(Rpc.users.sessionDelete, { token: reply.token }), { ok: true });
    assert.equal(await redis.exists(sessionKey(reply.token)), 0);
    assert.equal(await redis.sismember(userSessionsKey(reply.user.id), reply.token), 0);
    // A second logout of the same token is harmless.
    assert.deepEqual(await rpc.request(Rpc.users.sessionDelete, { token: reply.token }), { ok: true });
  });

  test('a password hash made at a lower cost is made again at the current one when it signs in', async () => {
    const { input, reply } = await register();
    const cheap = await hashPassword(input.password, 10);
    await prisma.user.update({ where: { id: BigInt(reply.user.id) }, data: { passwordHash: cheap } });
    await rpc.request(Rpc.users.sessionCreate, {
      client_address: '203.0.113.9',
      username_or_email: input.email,
      password: input.password,
    });
    const { passwordHash } = await prisma.user.findUniqueOrThrow({ where: { id: BigInt(reply.user.id) } });
    assert.notEqual(passwordHash, cheap);
    assert.equal(needsRehash(passwordHash, Number(testEnvVars().PASSWORD_HASH_COST)), false);
    assert.equal(await verifyPassword(passwordHash, input.password), true);
  });

  test('signing out everywhere ends every session of the account, and only of it', async () => {
    const { input, reply } = await register();
    const other = await register();
    const login = () =>
      rpc.request(Rpc.users.sessionCreate, {
        client_address: '203.0.113.9',
        username_or_email: input.email,
        password: input.password,
      });
    const [laptop, phone] = [await login(), await login()];
    await rpc.request(Rpc.users.sessionDelete, { token: laptop.token, all: true });
    for (const token of [reply.token, laptop.token, phone.token]) {
      assert.equal(await redis.exists(sessionKey(token)), 0);
    }
    assert.equal(await redis.exists(userSessionsKey(reply.user.id)), 0);
    assert.equal(await redis.exists(sessionKey(other.reply.token)), 1, "another person's stays");
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
      message: UserTexts.userNotFound,
    });
  });

  test('a user becomes a business account with a trimmed name, and then reports the partner flags', async () => {
    const { reply } = await register();
    const user_id = reply.user.id;
    assert.equal(reply.user.account_type, 'personal');
    assert.equal(reply.user.partner, null);
    assert.deepEqual(await rpc.request(Rpc.users.updateMe, { user_id, changes: {} }), reply.user);
    const refused = [
      [{ account_type: 'business' }, UserTexts.businessNameRequired],
      [{ account_type: 'business', business_name: '   ' }, UserTexts.businessNameRequired],
      [{ account_type: 'business', business_name: 'x'.repeat(101) }, UserTexts.businessNameTooLong],
      [{ account_type: 'creator', business_name: 'Ada Ltd' }, UserTexts.accountTypeInvalid],
      [{ business_name: 'Ada Ltd' }, UserTexts.businessNameNeedsBusiness],
    ] as const;
    for (const [changes, message] of refused) {
      await assert.rejects(rpc.request(Rpc.users.updateMe, { user_id, changes } as never), {
        code: ErrorCode.ValidationFailed,
        message,
      });
    }
    assert.equal((await rpc.request(Rpc.users.me, { user_id })).account_type, 'personal', 'nothing written');

    const business = await rpc.request(Rpc.users.updateMe, {
      user_id,
      changes: { account_type: 'business', business_name: '  Ada Analytics  ' },
    });
    assert.equal(business.account_type, 'business');
    assert.equal(business.business_name, 'Ada Analytics');
    assert.equal(business.is_partner, true);
    assert.deepEqual(business.partner, { is_create: true });
    assert.deepEqual(await rpc.request(Rpc.users.me, { user_id }), business);
    const renamed = await rpc.request(Rpc.users.updateMe, {
      user_id,
      changes: { business_name: 'Ada & Co' },
    });
    assert.equal(renamed.business_name, 'Ada & Co');
    assert.equal(renamed.account_type, 'business');
  });

  test('past ten failed logins an address waits a doubling backoff; the account is never locked out', async () => {
    const { input, reply } = await register();
    const from = (client_address: string, username_or_email: string, password: string) =>
      rpc.request(Rpc.users.sessionCreate, { client_address, username_or_email, password });
    // Its username and its e-mail are one account to the count.
    for (let i = 0; i < 10; i++) {
      await assert.rejects(from('198.51.100.7', i % 2 ? input.email : reply.user.username, 'nope'), {
        message: UserTexts.loginFailed,
      });
    }
    // Ten failures: that address waits a second after the last, the right password too.
    await assert.rejects(from('198.51.100.7', input.email, input.password), {
      code: ErrorCode.RateLimited,
      message: CommonTexts.rateLimited,
    });
    // The owner elsewhere logs in at once: nobody can lock anyone out.
    assert.equal((await from('192.0.2.44', input.email, input.password)).user.id, reply.user.id);
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    assert.equal((await from('198.51.100.7', input.email, input.password)).user.id, reply.user.id);
    assert.equal(await redis.exists(`login-failures:user:${reply.user.id}:198.51.100.7`), 0, 'forgiven');
  });
});
