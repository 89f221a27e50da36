/**
 * A resource's handlers, typed by its contract in @pinboard/contracts: each action gets its parsed
 * options and answers the contract's reply (a Page of it when the action is paged). The compiler
 * refuses a handler that is missing, answers the wrong shape or handles an action the contract lacks.
 */
import {
  Resources,
  type Actor,
  type Page,
  type ResourceAction,
  type ResourceActionContract,
  type ResourceContract,
  type ResourceName,
} from '@pinboard/contracts';
import type { RpcClient } from '@pinboard/service-kit';
import type { z } from 'zod';

/** What a handler may use besides its options. */
export interface ResourceContext {
  readonly rpc: RpcClient;
  /** The signed-in user, or null: one Redis read, only if the session cookie is there, then kept. */
  viewer(): Promise<Actor | null>;
  /** The viewer's id, or null for a visitor: what reads pass on as viewer_id. */
  viewerId(): Promise<string | null>;
  /** The signed-in user; a visitor gets 401 with the action's login message (SPEC §8). */
  actor(): Promise<Actor>;
  readonly sessionToken: string | undefined;
  startSession(token: string): void;
  endSession(): void;
  /** The client's address (behind a trusted proxy, the one it names). */
  readonly clientAddress: string;
  /** Counts an attempt against the per-IP limit of this bucket (throws RATE_LIMITED). */
  limitRate(bucket: 'register' | 'login'): Promise<void>;
}

type Answer<C> =
  C extends ResourceActionContract<z.ZodType, infer R, infer P>
    ? P extends true
      ? Page<z.input<R>>
      : z.input<R>
    : never;

type Handler<C> =
  C extends ResourceActionContract<infer O>
    ? (options: z.output<O>, ctx: ResourceContext) => Promise<Answer<C>>
    : never;

export type ResourceHandlers<N extends ResourceName> = {
  [A in keyof Resources[N]]: Handler<Resources[N][A]>;
};

/** One action as the runner sees it: its contract and its handler. */
export interface RegisteredAction {
  contract: ResourceActionContract;
  // A method, so that each handler's narrower options type is accepted here.
  handle(options: unknown, ctx: ResourceContext): Promise<unknown>;
}

/** One resource as the runner sees it. */
export interface RegisteredResource {
  name: ResourceName;
  actions: Partial<Record<ResourceAction, RegisteredAction>>;
}

/** A resource's handlers, bound to its contract: `resource('BoardResource', { create: ..., get: ... })`. */
export function resource<N extends ResourceName>(name: N, handlers: ResourceHandlers<N>): RegisteredResource {
  const contracts = Resources[name] as ResourceContract;
  const byAction = handlers as Partial<Record<ResourceAction, RegisteredAction['handle']>>;
  const actions: RegisteredResource['actions'] = {};
  for (const [action, contract] of Object.entries(contracts) as [ResourceAction, ResourceActionContract][]) {
    const handle = byAction[action];
    if (!handle) throw new Error(`${name} has no handler for ${action}`);
    actions[action] = { contract, handle };
  }
  return { name, actions };
}
