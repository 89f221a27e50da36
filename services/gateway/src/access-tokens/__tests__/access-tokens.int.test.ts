/**
 * Personal access tokens end to end: managed at /v3/users/me/access_tokens/ with the session,
 * accepted as `Authorization: Bearer` on /v5 alone. The gateway in-process, the users and ads
 * services as child processes, test Postgres, Redis and NATS.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import {
  AccessTokenTexts,
  CommonTexts,
  type AccessToken,
  type AdAccount,
  type AdsPage,
  type BatchReply,
  type Campaign,
  type CreatedAccessToken,
} from '@pinboard/contracts';
import { startServices, TestBrowser, type RawAnswer, type ServicesUnderTest } from '@pinboard/test-kit';
import { startGateway, type RunningGateway } from '../../app.js';
import { gatewayTestConfig } from '../../__tests__/support.js';
import { businessPerson, expectV5Error, newAccessToken, scriptCall, sessionCall } from './token-support.js';

const TOKENS = '/v3/users/me/access_tokens/';

function envelopeData<T>(answer: RawAnswer): T {
  return (answer.json as { resource_response: { data: T } }).resource_response.data;
}

function envelopeError(answer: RawAnswer): { message: string; http_status: number } {
  return (answer.json as { resource_response: { error: { message: string; http_status: number } } })
    .resource_response.error;
}

describe('gateway personal access tokens (real services)', () => {
  let services: ServicesUnderTest;
  let gateway: RunningGateway;
  const bearer = (token: string) => `Bearer ${token}`;

  before(async () => {
    services = await startServices({ only: ['users', 'ads'] });
    gateway = await startGateway(
      gatewayTestConfig({ MEDIA_ROOT: services.mediaRoot, AUTH_RATE_LIMIT_PER_MINUTE: '500' }),
    );
  });

  after(async () => {
    await gateway?.close();
    await services?.stop();
  });

  it('creates, lists and revokes in the envelope; the secret is shown once; writes need CSRF', async () => {
    const person = await businessPerson(gateway.url, 'patgw');
    const created = await sessionCall(person, 'POST', TOKENS, {
      name: 'Nightly',
      scopes: ['ads:read'],
      expires_in_days: 30,
    });
    assert.equal(created.status, 200, created.text);
    assert.equal(created.headers.get('cache-control'), 'no-store');
    const token = envelopeData<CreatedAccessToken>(created);
    assert.match(token.token, /^pbat_/);
    assert.deepEqual(token.scopes, ['ads:read']);

    const listed = await sessionCall(person, 'GET', TOKENS);
    assert.equal(listed.status, 200, listed.text);
    const { token: secret, ...summary } = token;
    assert.deepEqual(envelopeData<AccessToken[]>(listed), [summary]);
    assert.equal(listed.text.includes(secret), false, 'the list never shows the secret');

    const noCsrf = await person.api.raw(`${TOKENS}${token.id}/`, { method: 'DELETE' });
    assert.equal(noCsrf.status, 403, noCsrf.text);
    const revoked = await sessionCall(person, 'DELETE', `${TOKENS}${token.id}/`);
    assert.equal(revoked.status, 200, revoked.text);
    assert.ok(envelopeData<AccessToken>(revoked).revoked_at);
    const again = await sessionCall(person, 'DELETE', `${TOKENS}${token.id}/`);
    assert.deepEqual(envelopeData<AccessToken>(again), envelopeData<AccessToken>(revoked));
    assert.deepEqual(envelopeData<AccessToken[]>(await sessionCall(person, 'GET', TOKENS)), []);
  });

  it('bad input is a 400 with a clear message; a visitor is asked to log in', async () => {
    const person = await businessPerson(gateway.url, 'patbad');
    for (const [body, message] of [
      [{ name: '', scopes: ['ads:read'] }, AccessTokenTexts.nameRequired],
      [{ name: 'x', scopes: [] }, AccessTokenTexts.scopesRequired],
      // A Pinterest scope for something this product does not serve.
      [{ name: 'x', scopes: ['user_accounts:read'] }, AccessTokenTexts.scopeInvalid],
      [{ name: 'x', scopes: ['ads:read'], expires_in_days: 400 }, AccessTokenTexts.expiryInvalid],
      [{ scopes: ['ads:read'] }, AccessTokenTexts.nameRequired],
    ] as const) {
      const answer = await sessionCall(person, 'POST', TOKENS, body);
      assert.equal(answer.status, 400, answer.text);
      assert.equal(envelopeError(answer).message, message);
    }
    const notJson = await person.api.raw(TOKENS, {
      method: 'POST',
      headers: { 'x-csrftoken': person.api.cookies.get('csrftoken')!, 'content-type': 'application/json' },
      body: '{"name":',
    });
    assert.equal(notJson.status, 400, notJson.text);
    assert.equal((await sessionCall(person, 'DELETE', `${TOKENS}not-an-id/`)).status, 404);

    const visitor = new TestBrowser(gateway.url);
    await visitor.open();
    const asVisitor = await visitor.raw(TOKENS);
    assert.equal(asVisitor.status, 401);
    assert.equal(envelopeError(asVisitor).message, CommonTexts.loginRequired);
  });

  it("another person's token id cannot be revoked: 404, and it keeps working", async () => {
    const [owner, other] = [
      await businessPerson(gateway.url, 'patown'),
      await businessPerson(gateway.url, 'patoth'),
    ];
    const token = await newAccessToken(owner, ['ads:read']);
    const answer = await sessionCall(other, 'DELETE', `${TOKENS}${token.id}/`);
    assert.equal(answer.status, 404, answer.text);
    assert.equal(envelopeError(answer).message, AccessTokenTexts.notFound);
    assert.equal((await scriptCall(gateway.url, bearer(token.token), 'GET', '/v5/ad_accounts')).status, 200);
  });

  it('on /v5 the token is the actor, without CSRF; scopes are enforced per method', async () => {
    const owner = await businessPerson(gateway.url, 'patv5');
    const reader = await newAccessToken(owner, ['ads:read'], 'reader');
    const writer = await newAccessToken(owner, ['ads:write'], 'writer');

    // ads:write may create (no cookies, no CSRF header), and read.
    const made = await scriptCall(gateway.url, bearer(writer.token), 'POST', '/v5/ad_accounts', {
      name: 'Scripted',
      country: 'DE',
    });
    assert.equal(made.status, 201, made.text);
    const account = made.json as AdAccount;
    assert.equal(account.owner.id, owner.me.id, 'the token owner acts');
    assert.equal(account.currency, 'EUR');
    const base = `/v5/ad_accounts/${account.id}`;
    const batch = await scriptCall(gateway.url, bearer(writer.token), 'POST', `${base}/campaigns`, [
      { name: 'Spring', objective_type: 'AWARENESS' },
    ]);
    assert.equal(batch.status, 200, batch.text);
    const campaign = (batch.json as BatchReply<Campaign>).items[0]!.data!;
    const patched = await scriptCall(gateway.url, bearer(writer.token), 'PATCH', `${base}/campaigns`, [
      { id: campaign.id, status: 'PAUSED' },
    ]);
    assert.equal(patched.status, 200, patched.text);
    const listedByWriter = await scriptCall(gateway.url, bearer(writer.token), 'GET', `${base}/campaigns`);
    assert.equal(listedByWriter.status, 200, listedByWriter.text);

    // ads:read reads everything, and changes nothing.
    const listed = await scriptCall(gateway.url, bearer(reader.token), 'GET', '/v5/ad_accounts');
    assert.equal(listed.status, 200, listed.text);
    assert.deepEqual(
      (listed.json as AdsPage<AdAccount>).items.map((a) => a.id),
      [account.id],
    );
    const read = await scriptCall(gateway.url, bearer(reader.token), 'GET', `${base}/campaigns`);
    assert.deepEqual(
      (read.json as AdsPage<Campaign>).items.map((c) => [c.id, c.status]),
      [[campaign.id, 'PAUSED']],
    );
    const missing = AccessTokenTexts.scopeMissing('ads:write');
    expectV5Error(
      await scriptCall(gateway.url, bearer(reader.token), 'POST', '/v5/ad_accounts', {
        name: 'N',
        country: 'US',
      }),
      403,
      missing,
    );
    expectV5Error(
      await scriptCall(gateway.url, bearer(reader.token), 'POST', `${base}/campaigns`, [
        { name: 'No', objective_type: 'AWARENESS' },
      ]),
      403,
      missing,
    );
    expectV5Error(
      await scriptCall(gateway.url, bearer(reader.token), 'PATCH', `${base}/campaigns`, [
        { id: campaign.id, status: 'ACTIVE' },
      ]),
      403,
      missing,
    );

    // The ads service still checks roles: the token of someone with no role on it sees nothing.
    const stranger = await businessPerson(gateway.url, 'patstr');
    const theirs = await newAccessToken(stranger, ['ads:write']);
    expectV5Error(await scriptCall(gateway.url, bearer(theirs.token), 'GET', `${base}/campaigns`), 404);
    // With both, the token decides: the owner's cookies lend the stranger's token nothing.
    const both = await owner.api.raw('/v5/ad_accounts', { headers: { authorization: bearer(theirs.token) } });
    assert.equal(both.status, 200, both.text);
    assert.deepEqual((both.json as AdsPage<AdAccount>).items, []);
  });

  it('a revoked, unknown or malformed token is a 401 in v5 shape; revoking works at once', async () => {
    const owner = await businessPerson(gateway.url, 'patrev');
    const token = await newAccessToken(owner, ['ads:read']);
    assert.equal((await scriptCall(gateway.url, bearer(token.token), 'GET', '/v5/ad_accounts')).status, 200);
    const revoked = await sessionCall(owner, 'DELETE', `${TOKENS}${token.id}/`);
    assert.equal(revoked.status, 200, revoked.text);
    expectV5Error(
      await scriptCall(gateway.url, bearer(token.token), 'GET', '/v5/ad_accounts'),
      401,
      AccessTokenTexts.invalid,
    );
    const unknown = `pbat_${'A'.repeat(43)}`;
    expectV5Error(
      await scriptCall(gateway.url, bearer(unknown), 'GET', '/v5/ad_accounts'),
      401,
      AccessTokenTexts.invalid,
    );
    expectV5Error(
      await scriptCall(gateway.url, 'Bearer not-one-of-ours', 'POST', '/v5/ad_accounts', {}),
      401,
      AccessTokenTexts.invalid,
    );
    for (const header of ['Basic dXNlcjpwYXNz', 'Bearer', token.token]) {
      expectV5Error(
        await scriptCall(gateway.url, header, 'GET', '/v5/ad_accounts/1/campaigns'),
        401,
        AccessTokenTexts.malformedHeader,
      );
    }
  });

  it('bearer tokens mean nothing off /v5; a cookie session on /v5 still needs CSRF', async () => {
    const owner = await businessPerson(gateway.url, 'patoff');
    const token = await newAccessToken(owner, ['ads:read', 'ads:write']);
    const me = await scriptCall(gateway.url, bearer(token.token), 'GET', '/v3/users/me/');
    assert.equal(me.status, 401, me.text);
    assert.equal(envelopeError(me).message, CommonTexts.loginRequired);
    const mint = await scriptCall(gateway.url, bearer(token.token), 'POST', TOKENS, {
      name: 'more',
      scopes: ['ads:read'],
    });
    assert.equal(mint.status, 403, 'no CSRF exemption off /v5: a token cannot make tokens');
    const list = await scriptCall(gateway.url, bearer(token.token), 'GET', TOKENS);
    assert.equal(list.status, 401, list.text);
    const typeahead = await scriptCall(
      gateway.url,
      bearer(token.token),
      'GET',
      '/resource/UserTypeaheadResource/get/?data=%7B%22options%22%3A%7B%22term%22%3A%22a%22%7D%7D',
    );
    assert.equal(typeahead.status, 401, typeahead.text);

    const noCsrf = await owner.api.raw('/v5/ad_accounts', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'X', country: 'US' }),
    });
    expectV5Error(noCsrf, 403, CommonTexts.csrf);
  });
});
