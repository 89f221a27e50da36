import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { scopeAllows } from '@pinboard/contracts';
import type { FastifyRequest } from 'fastify';
import { isBearerCall, scopeFor } from '../bearer-auth.js';

const request = (url: string, authorization?: string) =>
  ({ url, headers: authorization === undefined ? {} : { authorization } }) as unknown as FastifyRequest;

describe('bearer access tokens', () => {
  it('are a script call only on /v5, and only with an Authorization header', () => {
    assert.equal(isBearerCall(request('/v5/ad_accounts', 'Bearer x')), true);
    assert.equal(isBearerCall(request('/v5/ad_accounts/1/campaigns?page_size=2', 'Basic x')), true);
    assert.equal(isBearerCall(request('/v5/ad_accounts')), false);
    assert.equal(isBearerCall(request('/v3/users/me/', 'Bearer x')), false);
    assert.equal(isBearerCall(request('/v3/uploads/0123456789abcdef0123456789abcdef/', 'Bearer x')), true);
    assert.equal(isBearerCall(request('/v3/uploads/0123456789abcdef0123456789abcdef/')), false);
    assert.equal(isBearerCall(request('/resource/UserResource/get/', 'Bearer x')), false);
    assert.equal(isBearerCall(request('/v50/x', 'Bearer x')), false);
  });

  it("need the path family's read scope (or its write scope) to read and its write scope for anything else", () => {
    assert.equal(scopeFor('GET', '/v5/ad_accounts'), 'ads:read');
    assert.equal(scopeFor('head', '/v5/ad_accounts/1'), 'ads:read');
    for (const method of ['POST', 'PATCH', 'PUT', 'DELETE']) {
      assert.equal(scopeFor(method, '/v5/ad_accounts/1/campaigns'), 'ads:write');
      assert.equal(scopeFor(method, '/v5/pins/1'), 'pins:write');
      assert.equal(scopeFor(method, '/v5/boards'), 'boards:write');
    }
    assert.equal(scopeFor('GET', '/v5/pins?page_size=2'), 'pins:read');
    assert.equal(scopeFor('GET', '/v5/media/0123456789abcdef0123456789abcdef'), 'pins:read');
    assert.equal(scopeFor('POST', '/v3/uploads/0123456789abcdef0123456789abcdef/'), 'pins:write');
    assert.equal(scopeFor('GET', '/v5/boards/1/pins'), 'boards:read');
    // A path that only starts like one of them is not of its family.
    assert.equal(scopeFor('GET', '/v5/pinsx'), 'ads:read');
    assert.equal(scopeFor('GET', '/v5/boardsx/1'), 'ads:read');
    assert.equal(scopeAllows(['ads:read'], 'ads:read'), true);
    assert.equal(scopeAllows(['ads:write'], 'ads:read'), true);
    assert.equal(scopeAllows(['ads:read'], 'ads:write'), false);
    assert.equal(scopeAllows([], 'ads:read'), false);
    assert.equal(scopeAllows(['pins:write'], 'pins:read'), true);
    assert.equal(scopeAllows(['boards:write'], 'boards:read'), true);
    assert.equal(scopeAllows(['pins:write'], 'boards:read'), false);
    assert.equal(scopeAllows(['ads:write'], 'pins:read'), false);
  });
});
