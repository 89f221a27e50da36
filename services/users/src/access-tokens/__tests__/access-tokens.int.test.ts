import {
  ACCESS_TOKEN_PATTERN,
  ACCESS_TOKENS_PER_USER_MAX,
  AccessTokenTexts,
  ErrorCode,
  Rpc,
} from '@pinboard/contracts';
import { createPrismaAdapter } from '@pinboard/db';
import { newUserInput, serviceSuite, testEnv } from '@pinboard/test-kit';
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { after, describe, test } from 'node:test';
import { PrismaClient } from '../../generated/prisma/client.js';
import { usersService } from '../../service.js';

const env = testEnv();
const DAY_MS = 24 * 60 * 60 * 1000;

describe('users service: personal access tokens', () => {
  const { rpc } = serviceSuite(usersService);
  const prisma = new PrismaClient({ adapter: createPrismaAdapter(env.databaseUrl, 'users') });
  const emails: string[] = [];

  async function person(): Promise<string> {
    const input = newUserInput('pat');
    emails.push(input.email.toLowerCase());
    return (await rpc.request(Rpc.users.register, input)).user.id;
  }

  const create = (user_id: string, options: Record<string, unknown> = {}) =>
    rpc.request(Rpc.users.accessTokenCreate, {
      user_id,
      options: { name: 'Reporting script', scopes: ['ads:read'], ...options } as never,
    });

  after(async () => {
    await prisma.user.deleteMany({ where: { email: { in: emails } } });
    await prisma.$disconnect();
  });

  test('create answers the secret once; the table keeps only its SHA-256; list never shows it', async () => {
    const userId = await person();
    const before = Date.now();
    const created = await create(userId, {
      name: '  Nightly report ',
      scopes: ['ads:write', 'ads:read', 'ads:write'],
    });
    assert.match(created.token, ACCESS_TOKEN_PATTERN);
    assert.equal(created.name, 'Nightly report');
    assert.deepEqual(created.scopes, ['ads:read', 'ads:write']);
    assert.equal(created.last_used_at, null);
    assert.equal(created.revoked_at, null);
    const life = Date.parse(created.expires_at) - Date.parse(created.created_at);
    assert.equal(life, 365 * DAY_MS, 'a year unless told');
    assert.ok(Date.parse(created.created_at) >= before - 1000);

    const row = await prisma.accessToken.findUniqueOrThrow({ where: { id: BigInt(created.id) } });
    assert.equal(row.tokenHash, createHash('sha256').update(created.token).digest('hex'));
    const stored = JSON.stringify(row, (_key, value: unknown) =>
      typeof value === 'bigint' ? value.toString() : value,
    );
    assert.equal(stored.includes(created.token.slice(5)), false, 'the secret is not stored');

    const listed = await rpc.request(Rpc.users.accessTokenList, { user_id: userId });
    const { token: _secret, ...summary } = created;
    assert.deepEqual(listed, [summary]);
    assert.equal(JSON.stringify(listed).includes(created.token), false);

    const short = await create(userId, { expires_in_days: 7 });
    assert.equal(Date.parse(short.expires_at) - Date.parse(short.created_at), 7 * DAY_MS);
    const names = (await rpc.request(Rpc.users.accessTokenList, { user_id: userId })).map((t) => t.id);
    assert.deepEqual(names, [short.id, created.id], 'newest first');
  });

  test('verify answers the owner as actor and the scopes, and notes when it was last used', async () => {
    const userId = await person();
    const created = await create(userId, { scopes: ['ads:write'] });
    const verified = await rpc.request(Rpc.users.accessTokenVerify, { token: created.token });
    assert.equal(verified.token_id, created.id);
    assert.equal(verified.actor.id, userId);
    assert.deepEqual(Object.keys(verified.actor).sort(), ['full_name', 'id', 'image_medium_url', 'username']);
    assert.deepEqual(verified.scopes, ['ads:write']);
    const [listed] = await rpc.request(Rpc.users.accessTokenList, { user_id: userId });
    assert.ok(listed?.last_used_at, 'last_used_at is set');

    const wrong = `${created.token.slice(0, -1)}${created.token.endsWith('A') ? 'B' : 'A'}`;
    await assert.rejects(rpc.request(Rpc.users.accessTokenVerify, { token: wrong }), {
      code: ErrorCode.Unauthenticated,
      message: AccessTokenTexts.invalid,
    });
  });

  test('a revoked token is refused at once; revoking again answers the same', async () => {
    const userId = await person();
    const created = await create(userId);
    await rpc.request(Rpc.users.accessTokenVerify, { token: created.token });
    const revoked = await rpc.request(Rpc.users.accessTokenRevoke, { user_id: userId, token_id: created.id });
    assert.ok(revoked.revoked_at);
    await assert.rejects(rpc.request(Rpc.users.accessTokenVerify, { token: created.token }), {
      code: ErrorCode.Unauthenticated,
    });
    const again = await rpc.request(Rpc.users.accessTokenRevoke, { user_id: userId, token_id: created.id });
    assert.equal(again.revoked_at, revoked.revoked_at);
    assert.deepEqual(await rpc.request(Rpc.users.accessTokenList, { user_id: userId }), []);
  });

  test("another person's token cannot be revoked: not found, and it keeps working", async () => {
    const [owner, other] = [await person(), await person()];
    const created = await create(owner);
    await assert.rejects(rpc.request(Rpc.users.accessTokenRevoke, { user_id: other, token_id: created.id }), {
      code: ErrorCode.NotFound,
      message: AccessTokenTexts.notFound,
    });
    await assert.rejects(
      rpc.request(Rpc.users.accessTokenRevoke, { user_id: owner, token_id: '9223372036854775807' }),
      { code: ErrorCode.NotFound },
    );
    assert.equal((await rpc.request(Rpc.users.accessTokenVerify, { token: created.token })).actor.id, owner);
  });

  test('an expired token is refused, and listed for a while after', async () => {
    const userId = await person();
    const created = await create(userId);
    await prisma.accessToken.update({
      where: { id: BigInt(created.id) },
      data: { expiresAt: new Date(Date.now() - 1000) },
    });
    await assert.rejects(rpc.request(Rpc.users.accessTokenVerify, { token: created.token }), {
      code: ErrorCode.Unauthenticated,
      message: AccessTokenTexts.invalid,
    });
    const [listed] = await rpc.request(Rpc.users.accessTokenList, { user_id: userId });
    assert.equal(listed?.id, created.id);
  });

  test(`at most ${ACCESS_TOKENS_PER_USER_MAX} working tokens; a revoked one frees a place`, async () => {
    const userId = await person();
    const made = await Promise.all(
      Array.from({ length: ACCESS_TOKENS_PER_USER_MAX }, (_, i) => create(userId, { name: `t${i}` })),
    );
    await assert.rejects(create(userId), { code: ErrorCode.Conflict, message: AccessTokenTexts.tooMany });
    await rpc.request(Rpc.users.accessTokenRevoke, { user_id: userId, token_id: made[0]!.id });
    await create(userId);
  });

  test('names, scopes and lifetimes are checked with clear messages', async () => {
    const userId = await person();
    const cases: [Record<string, unknown>, string][] = [
      [{ name: '   ' }, AccessTokenTexts.nameRequired],
      [{ name: 'x'.repeat(101) }, AccessTokenTexts.nameTooLong],
      [{ scopes: [] }, AccessTokenTexts.scopesRequired],
      // A Pinterest scope for something this product does not serve.
      [{ scopes: ['user_accounts:read'] }, AccessTokenTexts.scopeInvalid],
      [{ scopes: 'ads:read' }, AccessTokenTexts.scopesRequired],
      [{ expires_in_days: 0 }, AccessTokenTexts.expiryInvalid],
      [{ expires_in_days: 366 }, AccessTokenTexts.expiryInvalid],
      [{ expires_in_days: 1.5 }, AccessTokenTexts.expiryInvalid],
    ];
    for (const [options, message] of cases) {
      await assert.rejects(create(userId, options), { code: ErrorCode.ValidationFailed, message }, message);
    }
    await assert.rejects(create(userId, { token: 'mine' }), { code: ErrorCode.ValidationFailed });
  });

  test('the Pins and boards scopes are kept too, in one order, and verify as kept', async () => {
    const userId = await person();
    const created = await create(userId, { scopes: ['boards:write', 'pins:read', 'ads:read', 'pins:write'] });
    assert.deepEqual(created.scopes, ['ads:read', 'pins:read', 'pins:write', 'boards:write']);
    const verified = await rpc.request(Rpc.users.accessTokenVerify, { token: created.token });
    assert.deepEqual(verified.scopes, created.scopes);
  });
});
