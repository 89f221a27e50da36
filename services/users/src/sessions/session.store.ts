import { Injectable } from '@nestjs/common';
import {
  SESSION_IDLE_SECONDS,
  SESSION_TTL_SECONDS,
  sessionKey,
  type Actor,
  type SessionData,
} from '@pinboard/contracts';
import { Redis } from 'ioredis';
import { randomBytes } from 'node:crypto';

/** Set of a user's session tokens, so that all of them can be found (e.g. to sign out everywhere). */
export const userSessionsKey = (userId: string) => `user-sessions:${userId}`;

/** Sessions in Redis: the gateway authenticates each request by reading sessionKey(token). */
@Injectable()
export class SessionStore {
  constructor(private readonly redis: Redis) {}

  async open(user: Actor): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    const now = Date.now();
    const data: SessionData = {
      user,
      created_at: new Date(now).toISOString(),
      expires_at: new Date(now + SESSION_TTL_SECONDS * 1000).toISOString(),
    };
    // The record lives for the idle time; each request that reads it (the gateway) renews that.
    await this.redis
      .multi()
      .set(sessionKey(token), JSON.stringify(data), 'EX', SESSION_IDLE_SECONDS)
      .sadd(userSessionsKey(user.id), token)
      .expire(userSessionsKey(user.id), SESSION_TTL_SECONDS)
      .exec();
    return token;
  }

  async read(token: string): Promise<SessionData | null> {
    const raw = await this.redis.get(sessionKey(token));
    return raw ? (JSON.parse(raw) as SessionData) : null;
  }

  /** Idempotent: deleting an unknown or expired token is not an error. */
  async close(token: string): Promise<void> {
    const session = await this.read(token);
    const tx = this.redis.multi().del(sessionKey(token));
    if (session) tx.srem(userSessionsKey(session.user.id), token);
    await tx.exec();
  }

  /** Signs the token's user out everywhere: every session of theirs, this one too. */
  async closeAll(token: string): Promise<void> {
    const session = await this.read(token);
    if (!session) return this.close(token);
    const key = userSessionsKey(session.user.id);
    const tokens = await this.redis.smembers(key);
    await this.redis
      .multi()
      .del(...[token, ...tokens].map(sessionKey), key)
      .exec();
  }
}
