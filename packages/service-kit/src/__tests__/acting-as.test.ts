import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  ACTOR_PROOF_TTL_SECONDS,
  ActorSigner,
  ActorVerifier,
  claimedUserOf,
  newActorKeyPair,
} from '../acting-as.js';

const keys = newActorKeyPair();
const NOW = Date.parse('2026-11-26T12:00:00Z');

test('a proof names the person it was signed for, until it expires', () => {
  const proof = new ActorSigner(keys.signingKey).proofFor('42', NOW);
  assert.match(proof, /^a1\.42\.\d+\.[A-Za-z0-9_-]+$/);
  const verifier = new ActorVerifier(keys.verifyKey);
  assert.equal(verifier.userOf(proof, NOW), '42');
  assert.equal(verifier.userOf(proof, NOW + 1000), '42', 'and again, from the cache');
  assert.equal(verifier.userOf(proof, NOW + (ACTOR_PROOF_TTL_SECONDS + 1) * 1000), null);
  // A fresh verifier (no cache) refuses it expired too.
  assert.equal(
    new ActorVerifier(keys.verifyKey).userOf(proof, NOW + (ACTOR_PROOF_TTL_SECONDS + 1) * 1000),
    null,
  );
});

test('a signer reuses its proof for a person until it nears expiry', () => {
  const signer = new ActorSigner(keys.signingKey);
  const first = signer.proofFor('7', NOW);
  assert.equal(signer.proofFor('7', NOW + 30_000), first);
  assert.notEqual(signer.proofFor('7', NOW + 61_000), first);
  assert.notEqual(signer.proofFor('8', NOW), first);
});

test('an altered, foreign, malformed or missing proof names nobody', () => {
  const proof = new ActorSigner(keys.signingKey).proofFor('42', NOW);
  const verifier = new ActorVerifier(keys.verifyKey);
  const [version, , expiry, signature] = proof.split('.');
  const other = new ActorSigner(newActorKeyPair().signingKey).proofFor('42', NOW);
  for (const bad of [
    undefined,
    '',
    `${version}.43.${expiry}.${signature}`, // another person
    `${version}.42.${Number(expiry) + 100}.${signature}`, // a later expiry
    `${version}.42.${expiry}.${signature}x`,
    `a2.42.${expiry}.${signature}`,
    `${proof}.extra`,
    other, // signed with another key
    `a1.42.${Number.MAX_SAFE_INTEGER}.${signature}`,
    'a1.42.1.AAAA',
    'x'.repeat(500),
  ]) {
    assert.equal(verifier.userOf(bad, NOW), null, String(bad));
  }
});

test('a payload claims its actor, else its viewer; a visitor or a call for nobody claims no one', () => {
  assert.equal(claimedUserOf({ actor: { id: '5', username: 'a' }, board_id: '9' }), '5');
  assert.equal(claimedUserOf({ viewer_id: '6' }), '6');
  assert.equal(claimedUserOf({ actor: { id: '5' }, viewer_id: '5' }), '5');
  assert.equal(claimedUserOf({ viewer_id: null }), null);
  assert.equal(claimedUserOf({ pin_ids: ['1'] }), null);
  assert.equal(claimedUserOf(null), null);
  assert.equal(claimedUserOf('5'), null);
  // Two different people: no single proof can back it.
  const both = claimedUserOf({ actor: { id: '5' }, viewer_id: '6' });
  assert.ok(both !== null && both !== '5' && both !== '6');
});
