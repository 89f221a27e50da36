import type { Actor } from '@pinboard/contracts';
import type { RpcClient } from '@pinboard/service-kit';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  clearSessionCookie,
  setSessionCookie,
  sessionTokenOf,
  type CookieSecurity,
} from '../session/cookies.js';
import type { RateLimiter } from '../session/rate-limiter.js';
import type { SessionReader } from '../session/session.reader.js';
import type { ResourceContext } from './resource-action.js';

/** ResourceContext over one Fastify request and reply. */
export class HttpResourceContext implements ResourceContext {
  readonly sessionToken: string | undefined;
  private viewerLookup: Promise<Actor | null> | null = null;

  constructor(
    readonly rpc: RpcClient,
    private readonly sessions: SessionReader,
    private readonly rateLimiter: RateLimiter,
    private readonly cookieSecurity: CookieSecurity,
    private readonly request: FastifyRequest,
    private readonly reply: FastifyReply,
  ) {
    this.sessionToken = sessionTokenOf(request);
  }

  viewer(): Promise<Actor | null> {
    this.viewerLookup ??= this.sessions.actorFor(this.sessionToken);
    return this.viewerLookup;
  }

  startSession(token: string): void {
    setSessionCookie(this.request, this.reply, this.cookieSecurity, token);
  }

  endSession(): void {
    clearSessionCookie(this.request, this.reply, this.cookieSecurity);
  }

  limitRate(bucket: 'register' | 'login'): Promise<void> {
    return this.rateLimiter.hit(bucket, this.request.ip);
  }
}
