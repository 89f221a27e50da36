/**
 * Tracking tokens: what serving hands the browser with each promoted Pin it places, and what the
 * collection endpoint checks before an event counts. A token is `t1.<claims>.<signature>`: the
 * claims as base64url JSON, signed with HMAC-SHA256 under a server secret (ADS_TRACKING_SECRET),
 * so the browser can carry it but not change the price, the ad or the impression it names.
 */
import {
  AD_EVENT_CLOCK_SKEW_SECONDS,
  TRACKING_TOKEN_MAX_AGE_SECONDS,
  TRACKING_TOKEN_MAX_LENGTH,
  trackingClaimsSchema,
  type TrackingClaims,
} from '@pinboard/contracts';
import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';

const VERSION = 't1';

/**
 * The secret when none is set: good for development and tests, where the services and the gateway
 * on one machine must agree without setup. Anyone can read it here, so production sets its own.
 */
export const DEV_TRACKING_SECRET = 'pinboard-dev-tracking-secret/not-for-production';

/** The setting every part that mints or reads tokens adds to its config schema. */
export const trackingSecretSetting = z
  .string()
  .min(32, 'ADS_TRACKING_SECRET must be at least 32 characters')
  .default(DEV_TRACKING_SECRET);

/** What serving knows when it places an ad; the issue time and impression id are added here. */
export type PlacementClaims = Omit<TrackingClaims, 'issued_at' | 'impression_id'>;

function sign(payload: string, secret: string): string {
  return createHmac('sha256', secret).update(`${VERSION}.${payload}`).digest('base64url');
}

/** A new token for one placement of an ad: a fresh impression id, issued now. */
export function mintTrackingToken(placement: PlacementClaims, secret: string, now = Date.now()): string {
  const claims = trackingClaimsSchema.parse({
    ...placement,
    issued_at: Math.floor(now / 1000),
    impression_id: randomUUID(),
  });
  const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
  return `${VERSION}.${payload}.${sign(payload, secret)}`;
}

export type TrackingTokenCheck =
  | { ok: true; claims: TrackingClaims }
  /** bad_token: not one of ours, changed, or signed with another secret; expired_token: too old. */
  | { ok: false; reason: 'bad_token' | 'expired_token' };

/** Checks a token's signature and age and answers its claims; never throws. */
export function readTrackingToken(token: string, secret: string, now = Date.now()): TrackingTokenCheck {
  const bad = { ok: false, reason: 'bad_token' } as const;
  if (token.length > TRACKING_TOKEN_MAX_LENGTH) return bad;
  const [version, payload, signature, ...rest] = token.split('.');
  if (version !== VERSION || !payload || !signature || rest.length > 0) return bad;
  // Compared as text: base64url decoding skips stray characters, and a token has one spelling.
  const expected = Buffer.from(sign(payload, secret));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return bad;
  let json: unknown;
  try {
    json = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return bad;
  }
  const parsed = trackingClaimsSchema.safeParse(json);
  if (!parsed.success) return bad;
  const nowSeconds = Math.floor(now / 1000);
  if (parsed.data.issued_at > nowSeconds + AD_EVENT_CLOCK_SKEW_SECONDS) return bad;
  if (nowSeconds - parsed.data.issued_at > TRACKING_TOKEN_MAX_AGE_SECONDS) {
    return { ok: false, reason: 'expired_token' };
  }
  return { ok: true, claims: parsed.data };
}
