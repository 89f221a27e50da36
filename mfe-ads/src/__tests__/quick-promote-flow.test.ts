import assert from 'node:assert/strict';
import { test } from 'node:test';
import { draftKey, failureArea, nextStep, readDraft } from '../quick-promote/quick-promote-flow';

test('SPEC §4: from pin selection, success, billing or business by what is valid', () => {
  assert.equal(nextStep('pin', { business: true, billing: true }), 'success');
  assert.equal(nextStep('pin', { business: true, billing: false }), 'billing');
  assert.equal(nextStep('pin', { business: false, billing: true }), 'business');
  assert.equal(nextStep('pin', { business: false, billing: false }), 'business');
  assert.equal(nextStep('business', { business: true, billing: false }), 'billing');
  assert.equal(nextStep('business', { business: true, billing: true }), 'success');
  assert.equal(nextStep('billing', { business: true, billing: true }), 'success');
  assert.equal(nextStep('success', { business: true, billing: true }), 'done');
});

test('SPEC §8: a 401 shows on the Pin step, anything else in the error step', () => {
  assert.equal(failureArea(401), 'pin');
  assert.equal(failureArea(400), 'modal');
  assert.equal(failureArea(500), 'modal');
});

test('a stored draft is read back, and what is not one is ignored', () => {
  const store = new Map<string, string>();
  const storage = { getItem: (k: string) => store.get(k) ?? null };
  const key = draftKey('7', '42');
  assert.equal(key, 'quick_promote_draft:7:42');
  assert.equal(readDraft(storage, key), null);
  store.set(key, JSON.stringify({ pin: '42', dailyBudget: '5', ages: ['25-34', 3], adType: 'NOPE' }));
  const draft = readDraft(storage, key);
  assert.equal(draft?.dailyBudget, '5');
  assert.deepEqual(draft?.ages, ['25-34']);
  assert.equal(draft?.adType, 'CONSIDERATION');
  store.set(key, '{not json');
  assert.equal(readDraft(storage, key), null);
});
