import type { Actor, Page, ResourceAction, ResourceName } from '@pinboard/contracts';
import type { RpcClient } from '@pinboard/service-kit';
import type { z } from 'zod';

/** What a resource handler may use besides its options: the RPC client and the session. */
export interface ResourceContext {
  readonly rpc: RpcClient;
  /** The signed-in user or null: one Redis read, only if the session cookie is there, then kept. */
  viewer(): Promise<Actor | null>;
  readonly sessionToken: string | undefined;
  startSession(token: string): void;
  endSession(): void;
  /** Counts an attempt against the per-IP limit of this bucket (throws RATE_LIMITED). */
  limitRate(bucket: 'register' | 'login'): Promise<void>;
}

export interface ResourceResult {
  data: unknown;
  /** Lists: where the next page starts (END_BOOKMARK on the last). */
  bookmark?: string;
}

/** One action of a resource, with its option schema and, when it needs a session, the 401 message. */
export interface ResourceActionDef {
  readonly schema: z.ZodType;
  readonly loginMessage: string | null;
  run(options: unknown, ctx: ResourceContext, actor: Actor | null): Promise<ResourceResult>;
}

export interface ResourceDef {
  readonly name: ResourceName;
  readonly actions: Partial<Record<ResourceAction, ResourceActionDef>>;
}

/** An action anyone may call. */
export function publicAction<S extends z.ZodType>(
  schema: S,
  handle: (options: z.output<S>, ctx: ResourceContext) => Promise<ResourceResult>,
): ResourceActionDef {
  return { schema, loginMessage: null, run: (options, ctx) => handle(options as z.output<S>, ctx) };
}

/** An action that needs a session; without one the answer is 401 with loginMessage. */
export function sessionAction<S extends z.ZodType>(
  schema: S,
  loginMessage: string,
  handle: (options: z.output<S>, actor: Actor, ctx: ResourceContext) => Promise<ResourceResult>,
): ResourceActionDef {
  return {
    schema,
    loginMessage,
    run: (options, ctx, actor) => {
      // The runner checks the session before calling run; this guards a misuse of the registry.
      if (!actor) throw new Error(`sessionAction ran without an actor`);
      return handle(options as z.output<S>, actor, ctx);
    },
  };
}

export function single(data: unknown): ResourceResult {
  return { data };
}

export function page<T>(result: Page<T>): ResourceResult {
  return { data: result.items, bookmark: result.bookmark };
}
