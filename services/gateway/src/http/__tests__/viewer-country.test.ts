import assert from 'node:assert/strict';
import { test } from 'node:test';
import { countryCodeOf } from '@pinboard/service-kit';
import { countryOfRequest, regionOfAcceptLanguage } from '../viewer-country.js';

test("the preferred language's region is the request's country", () => {
  assert.equal(regionOfAcceptLanguage('en-GB,en;q=0.9'), 'GB');
  assert.equal(regionOfAcceptLanguage('en-us'), 'US');
  assert.equal(regionOfAcceptLanguage('zh-Hant-TW;q=1, en;q=0.5'), 'TW');
  assert.equal(regionOfAcceptLanguage(' fr-CA ; q=0.8'), 'CA');
  // Only the first language counts: a German reader who also takes US English is not in the US.
  assert.equal(regionOfAcceptLanguage('de,en-US;q=0.9'), null);
  assert.equal(regionOfAcceptLanguage('es-419'), null);
  assert.equal(regionOfAcceptLanguage('*'), null);
  assert.equal(regionOfAcceptLanguage(''), null);
  assert.equal(regionOfAcceptLanguage(undefined), null);
});

test("the edge's header, when the operator names one and it tells, comes first", () => {
  const headers = { 'accept-language': 'en-GB', 'cf-ipcountry': 'nz' };
  assert.equal(countryOfRequest(headers, 'cf-ipcountry'), 'NZ');
  assert.equal(countryOfRequest(headers, undefined), 'GB', 'not named: the header is not trusted');
  // The edge does not know (Cloudflare's XX, T1 for Tor) or sends nothing: the language tells.
  assert.equal(countryOfRequest({ ...headers, 'cf-ipcountry': 'XX' }, 'cf-ipcountry'), 'GB');
  assert.equal(countryOfRequest({ ...headers, 'cf-ipcountry': 'T1' }, 'cf-ipcountry'), 'GB');
  assert.equal(countryOfRequest({ 'accept-language': 'en' }, 'cf-ipcountry'), null);
  assert.equal(countryOfRequest({ 'cf-ipcountry': ['DE', 'FR'] }, 'cf-ipcountry'), 'DE');
});

test('a country code is two letters, nothing else', () => {
  assert.equal(countryCodeOf('gb'), 'GB');
  assert.equal(countryCodeOf(' us '), 'US');
  for (const bad of ['GBR', 'G', '1A', 'G\u0000', '', null, undefined, 'ZZ']) {
    assert.equal(countryCodeOf(bad), null, String(bad));
  }
});
