/** Sessions: the users service writes them to Redis, the gateway reads them on each request. */
import type { Actor } from '../common/schemas.js';

/** A session ends 30 days after sign-in at the latest (the cookie's lifetime too)... */
export const SESSION_TTL_SECONDS = 60 * 60 * 24 * 30;
/** ...and sooner when unused for 7 days: every request that reads it starts the idle time again. */
export const SESSION_IDLE_SECONDS = 60 * 60 * 24 * 7;

/** What the users service stores under sessionKey(token). */
export interface SessionData {
  user: Actor;
  created_at: string;
  /** When it ends whatever its use (created_at + SESSION_TTL_SECONDS); absent on older sessions. */
  expires_at?: string;
}

export const sessionKey = (token: string) => `session:${token}`;
