/** Sessions: the users service writes them to Redis, the gateway reads them on each request. */
import type { Actor } from '../common/schemas.js';

export const SESSION_TTL_SECONDS = 60 * 60 * 24 * 30;

/** What the users service stores under sessionKey(token). */
export interface SessionData {
  user: Actor;
  created_at: string;
}

export const sessionKey = (token: string) => `session:${token}`;
