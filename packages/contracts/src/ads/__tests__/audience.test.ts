import assert from 'node:assert/strict';
import { test } from 'node:test';
import { ageBucketOf, audienceMatches, UNKNOWN_AUDIENCE } from '../audience.js';

test('the age bucket turns on the birthday itself (UTC days)', () => {
  const now = new Date('2026-11-26T12:00:00Z');
  assert.equal(ageBucketOf(new Date('2001-11-26'), now), '25-34', '25 today');
  assert.equal(ageBucketOf(new Date('2001-11-27'), now), '18-24', '25 tomorrow');
  assert.equal(ageBucketOf(new Date('2008-11-27'), now), null, 'not yet 18');
  assert.equal(ageBucketOf(new Date('1961-11-26'), now), '65+');
  assert.equal(ageBucketOf(new Date('1972-01-01'), now), '50-54');
});

test('a list not given takes in everyone; a given one only those known to be in it', () => {
  const thirty = { ageBucket: '25-34' as const, gender: 'unknown' as const, country: 'GB' };
  assert.equal(audienceMatches({}, UNKNOWN_AUDIENCE), true);
  assert.equal(audienceMatches({ AGE_BUCKET: ['25-34'] }, thirty), true);
  assert.equal(audienceMatches({ AGE_BUCKET: ['35-44'] }, thirty), false);
  assert.equal(audienceMatches({ AGE_BUCKET: ['25-34'] }, UNKNOWN_AUDIENCE), false);
  assert.equal(audienceMatches({ GENDER: ['female'] }, thirty), false);
  assert.equal(audienceMatches({ GENDER: ['female', 'unknown'], AGE_BUCKET: [] }, thirty), true);
  // Countries: the viewer's must be listed; a viewer of unknown country is in no list.
  assert.equal(audienceMatches({ GEO: ['GB', 'IE'] }, thirty), true);
  assert.equal(audienceMatches({ GEO: ['US'] }, thirty), false);
  assert.equal(audienceMatches({ GEO: ['US'] }, UNKNOWN_AUDIENCE), false);
  assert.equal(audienceMatches({ GEO: [] }, UNKNOWN_AUDIENCE), true);
  assert.equal(audienceMatches({ GEO: ['GB'], AGE_BUCKET: ['35-44'] }, thirty), false);
});
