import { CommonTexts, type Actor } from '@pinboard/contracts';
import { ServiceError, type RpcClient } from '@pinboard/service-kit';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  clearSessionCookie,
  setSessionCookie,
  sessionTokenOf,
  type CookieSecurity,
} from '../session/cookies.js';
import { csrfTokenForSession, setCsrfCookie } from '../session/csrf.js';
import type { RateLimiter } from '../session/rate-limiter.js';
import type { SessionReader } from '../session/session.reader.js';
import type { ResourceContext } from './resource.js';

/** What a context needs from the gateway, beyond one request and its reply. */
export interface ContextDependencies {
  rpc: RpcClient;
  sessions: SessionReader;
  rateLimiter: RateLimiter;
  cookieSecurity: CookieSecurity;
}

/** ResourceContext over one Fastify request and reply: the gateway's one way to know who is acting. */
export class HttpResourceContext implements ResourceContext {
  readonly rpc: RpcClient;
  readonly sessionToken: string | undefined;
  private viewerLookup: Promise<Actor | null> | null = null;

  constructor(
    private readonly deps: ContextDependencies,
    private readonly request: FastifyRequest,
    private readonly reply: FastifyReply,
    /** The 401 message when this call needs a session and has none. */
    private readonly loginMessage: string = CommonTexts.loginRequired,
  ) {
    this.rpc = deps.rpc;
    this.sessionToken = sessionTokenOf(request, deps.cookieSecurity);
  }

  viewer(): Promise<Actor | null> {
    this.viewerLookup ??= this.deps.sessions.actorFor(this.sessionToken);
    return this.viewerLookup;
  }

  async viewerId(): Promise<string | null> {
    return (await this.viewer())?.id ?? null;
  }

  async actor(): Promise<Actor> {
    const actor = await this.viewer();
    if (!actor) throw ServiceError.unauthenticated(this.loginMessage);
    return actor;
  }

  startSession(token: string): void {
    setSessionCookie(this.request, this.reply, this.deps.cookieSecurity, token);
    // A new session, a new CSRF token: the page's next write sends it.
    setCsrfCookie(this.request, this.reply, this.deps.cookieSecurity, csrfTokenForSession(token));
  }

  endSession(): void {
    clearSessionCookie(this.request, this.reply, this.deps.cookieSecurity);
  }

  get clientAddress(): string {
    return this.request.ip;
  }

  limitRate(bucket: 'register' | 'login'): Promise<void> {
    return this.deps.rateLimiter.hit(bucket, this.request.ip);
  }
}
