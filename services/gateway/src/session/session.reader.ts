import { Inject, Injectable, Logger } from '@nestjs/common';
import { SESSION_IDLE_SECONDS, sessionKey, type Actor, type SessionData } from '@pinboard/contracts';
import { ServiceError } from '@pinboard/service-kit';
import type { Redis } from 'ioredis';
import { REDIS } from '../tokens.js';

/** Resolves a session token to the signed-in user, from what the users service keeps in Redis. */
@Injectable()
export class SessionReader {
  private readonly logger = new Logger('SessionReader');

  constructor(@Inject(REDIS) private readonly redis: Redis) {}

  /**
   * One Redis GETEX, which also starts the session's idle time again (SESSION_IDLE_SECONDS);
   * nothing cached here, so a logout elsewhere takes effect at once. Past its absolute end a
   * session is over however much it is used.
   */
  async actorFor(token: string | undefined): Promise<Actor | null> {
    if (!token) return null;
    const raw = await this.redis
      .getex(sessionKey(token), 'EX', SESSION_IDLE_SECONDS)
      .catch((err: unknown) => {
        throw ServiceError.unavailable(`redis: ${String(err)}`);
      });
    if (!raw) return null;
    try {
      const { user, expires_at: expiresAt } = JSON.parse(raw) as SessionData;
      if (expiresAt && Date.parse(expiresAt) <= Date.now()) {
        await this.redis.del(sessionKey(token)).catch(() => undefined);
        return null;
      }
      // Copy exactly the Actor fields: services validate actors strictly.
      return {
        id: user.id,
        username: user.username,
        full_name: user.full_name,
        image_medium_url: user.image_medium_url ?? null,
      };
    } catch {
      this.logger.warn('unreadable session record; treating the request as signed out');
      return null;
    }
  }
}
