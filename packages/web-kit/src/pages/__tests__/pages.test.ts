import assert from 'node:assert/strict';
import { test } from 'node:test';
import { ApiFailure } from '../../api-query';
import { pageTitle } from '../page-title';
import { redirectsHome } from '../load-failure';

test('page titles: what the page shows, then the product; home is the product alone', () => {
  assert.equal(pageTitle(), 'Pinboard');
  assert.equal(pageTitle('Recipes'), 'Recipes | Pinboard');
  assert.equal(pageTitle('Lamps', 'Kitchen'), 'Lamps | Kitchen | Pinboard');
  assert.equal(pageTitle('  ', null, undefined, 'Ada'), 'Ada | Pinboard');
});

test('SPEC §2.1: a 404, or a 401 with api_error_code 7, sends home; other failures stay', () => {
  const failure = (http_status: number, api_error_code: number) =>
    new ApiFailure({ http_status, api_error_code, message: 'x', message_detail: null });
  assert.equal(redirectsHome(failure(404, 30)), true);
  assert.equal(redirectsHome(failure(401, 7)), true);
  assert.equal(redirectsHome(failure(401, 3)), false);
  assert.equal(redirectsHome(failure(500, 51)), false);
  assert.equal(redirectsHome(new Error('network')), false);
});
