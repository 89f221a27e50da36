/**
 * Who is acting, proven on the bus. The gateway, which alone reads sessions and access tokens,
 * signs the id of the person a call acts for (its `actor.id` or `viewer_id`) with an Ed25519
 * private key; every service checks the signature with the public key before a handler runs, and
 * forwards the same proof with the calls it makes while handling. A client that can reach NATS
 * but holds no private key (a service, a leaked bus password) cannot act for anyone else: it can
 * only pass on a proof it was given, for the person it was given for, until it expires.
 *
 * A proof is `a1.<user id>.<expiry, unix seconds>.<signature>`, sent in the `pinboard-actor` header.
 */
import type { CallHandler, ExecutionContext, NestInterceptor } from '@nestjs/common';
import { NatsContext } from '@nestjs/microservices';
import { AsyncLocalStorage } from 'node:async_hooks';
import {
  createPrivateKey,
  createPublicKey,
  generateKeyPairSync,
  sign,
  verify,
  type KeyObject,
} from 'node:crypto';
import { Observable } from 'rxjs';
import { z } from 'zod';
import { ServiceError } from './service-error.js';
import type { HeaderCarrier } from './telemetry.js';
import { countryCodeOf, VIEWER_COUNTRY_HEADER, withViewerCountry } from './viewer-country.js';

export const ACTOR_HEADER = 'pinboard-actor';
const VERSION = 'a1';
/** Long enough for a request's slowest chain of calls; short enough that a leaked proof soon dies. */
export const ACTOR_PROOF_TTL_SECONDS = 120;
/** A signer hands out a new proof when its cached one has less than this left. */
const REFRESH_BELOW_SECONDS = 60;
const MAX_PROOF_LENGTH = 200;
const CACHE_LIMIT = 10_000;

/** The settings: the private key only where calls start (the gateway, seeding, tests, benches). */
export const actorSigningKeySetting = z
  .string({ error: 'ACTOR_SIGNING_KEY is required (infra/env.sh generates one)' })
  .min(1, 'ACTOR_SIGNING_KEY is required (infra/env.sh generates one)');
export const actorVerifyKeySetting = z
  .string({ error: 'ACTOR_VERIFY_KEY is required (infra/env.sh generates one)' })
  .min(1, 'ACTOR_VERIFY_KEY is required (infra/env.sh generates one)');

/** A new key pair, each key as one line of base64 (DER): what ACTOR_SIGNING_KEY and ACTOR_VERIFY_KEY hold. */
export function newActorKeyPair(): { signingKey: string; verifyKey: string } {
  const { privateKey, publicKey } = generateKeyPairSync('ed25519');
  return {
    signingKey: privateKey.export({ format: 'der', type: 'pkcs8' }).toString('base64'),
    verifyKey: publicKey.export({ format: 'der', type: 'spki' }).toString('base64'),
  };
}

const message = (userId: string, expiry: number) => Buffer.from(`${VERSION}:${userId}:${expiry}`);

/** Mints proofs; one per person is reused until it nears expiry (signing costs about 25 µs). */
export class ActorSigner {
  private readonly key: KeyObject;
  private readonly cache = new Map<string, { proof: string; expiry: number }>();

  constructor(signingKey: string) {
    this.key = createPrivateKey({ key: Buffer.from(signingKey, 'base64'), format: 'der', type: 'pkcs8' });
  }

  proofFor(userId: string, now = Date.now()): string {
    const seconds = Math.floor(now / 1000);
    const cached = this.cache.get(userId);
    if (cached && cached.expiry - seconds > REFRESH_BELOW_SECONDS) return cached.proof;
    const expiry = seconds + ACTOR_PROOF_TTL_SECONDS;
    const signature = sign(null, message(userId, expiry), this.key).toString('base64url');
    const proof = `${VERSION}.${userId}.${expiry}.${signature}`;
    if (this.cache.size >= CACHE_LIMIT) this.cache.clear();
    this.cache.set(userId, { proof, expiry });
    return proof;
  }
}

/** Checks proofs; a proof already checked is known until it expires (verifying costs about 60 µs). */
export class ActorVerifier {
  private readonly key: KeyObject;
  private readonly known = new Map<string, { userId: string; expiry: number }>();

  constructor(verifyKey: string) {
    this.key = createPublicKey({ key: Buffer.from(verifyKey, 'base64'), format: 'der', type: 'spki' });
  }

  /** The person a proof names, or null when it is missing, altered, foreign or expired. */
  userOf(proof: string | undefined, now = Date.now()): string | null {
    if (!proof || proof.length > MAX_PROOF_LENGTH) return null;
    const seconds = Math.floor(now / 1000);
    const known = this.known.get(proof);
    if (known) return known.expiry >= seconds ? known.userId : null;
    const [version, userId, expiryText, signature, ...rest] = proof.split('.');
    if (version !== VERSION || !userId || !expiryText || !signature || rest.length > 0) return null;
    if (!/^\d{1,19}$/.test(userId) || !/^\d{1,12}$/.test(expiryText)) return null;
    const expiry = Number(expiryText);
    if (expiry < seconds || expiry > seconds + ACTOR_PROOF_TTL_SECONDS + 60) return null;
    const bytes = Buffer.from(signature, 'base64url');
    if (bytes.toString('base64url') !== signature) return null;
    if (!verify(null, message(userId, expiry), this.key, bytes)) return null;
    if (this.known.size >= CACHE_LIMIT) this.known.clear();
    this.known.set(proof, { userId, expiry });
    return userId;
  }
}

/**
 * The person a payload says it acts for: `actor.id`, else `viewer_id` (null: a visitor, or a call
 * for nobody). Both present and different is a claim no proof can back.
 */
export function claimedUserOf(payload: unknown): string | null {
  if (typeof payload !== 'object' || payload === null) return null;
  const { actor, viewer_id: viewerId } = payload as { actor?: unknown; viewer_id?: unknown };
  const actorId = typeof actor === 'object' && actor !== null ? (actor as { id?: unknown }).id : undefined;
  const ids = [actorId, viewerId].filter((id) => id !== undefined && id !== null).map(String);
  if (ids.length === 2 && ids[0] !== ids[1]) return ids.join('≠');
  return ids[0] ?? null;
}

/** The proof of the message being handled, for the calls its handler makes (RpcClient reads it). */
const handledProof = new AsyncLocalStorage<string | undefined>();

export function currentActorProof(): string | undefined {
  return handledProof.getStore();
}

/**
 * Refuses a message that claims to act for someone without a proof for exactly them, before its
 * handler runs; otherwise runs the handler with the message's proof at hand for the calls it makes.
 */
export class ActingAsInterceptor implements NestInterceptor {
  constructor(private readonly verifier: ActorVerifier) {}

  intercept(ctx: ExecutionContext, next: CallHandler): Observable<unknown> {
    const rpc = ctx.switchToRpc();
    const nats = rpc.getContext<unknown>();
    const headers =
      nats instanceof NatsContext ? (nats.getHeaders() as HeaderCarrier | undefined) : undefined;
    const proof = headers?.has(ACTOR_HEADER) ? headers.get(ACTOR_HEADER) : undefined;
    const country = countryCodeOf(
      headers?.has(VIEWER_COUNTRY_HEADER) ? headers.get(VIEWER_COUNTRY_HEADER) : null,
    );
    const claimed = claimedUserOf(rpc.getData());
    if (claimed !== null && this.verifier.userOf(proof) !== claimed) {
      throw ServiceError.unauthenticated('This call does not prove who it acts for.');
    }
    return new Observable((subscriber) => {
      // The viewer's country goes on with the calls the handler makes, as the proof does.
      const sub = handledProof.run(proof, () =>
        withViewerCountry(country, () => next.handle().subscribe(subscriber)),
      );
      return () => sub.unsubscribe();
    });
  }
}
