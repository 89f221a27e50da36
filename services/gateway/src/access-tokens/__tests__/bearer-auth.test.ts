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
    assert.equal(isBearerCall(request('/resource/UserResource/get/', 'Bearer x')), false);
    assert.equal(isBearerCall(request('/v50/x', 'Bearer x')), false);
  });

  it('need ads:read (or ads:write) to read and ads:write for anything else', () => {
    assert.equal(scopeFor('GET'), 'ads:read');
    assert.equal(scopeFor('head'), 'ads:read');
    for (const method of ['POST', 'PATCH', 'PUT', 'DELETE']) assert.equal(scopeFor(method), 'ads:write');
    assert.equal(scopeAllows(['ads:read'], 'ads:read'), true);
    assert.equal(scopeAllows(['ads:write'], 'ads:read'), true);
    assert.equal(scopeAllows(['ads:read'], 'ads:write'), false);
    assert.equal(scopeAllows([], 'ads:read'), false);
  });
});
