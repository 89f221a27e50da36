import { Inject, Injectable } from '@nestjs/common';
import { trace } from '@opentelemetry/api';
import {
  CommonTexts,
  IGNORED_OPTIONS,
  successEnvelope,
  type Page,
  type ResourceAction,
  type ResourceResponse,
} from '@pinboard/contracts';
import { parseOrThrow, RpcClient, ServiceError } from '@pinboard/service-kit';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { GatewayConfig } from '../config.js';
import { RateLimiter } from '../session/rate-limiter.js';
import { SessionReader } from '../session/session.reader.js';
import { GATEWAY_CONFIG, RESOURCES } from '../tokens.js';
import type { RegisteredResource } from './resource.js';
import { HttpResourceContext, type ContextDependencies } from './resource-context.js';
import type { ResourceOptionsInput } from './resource-options.js';

export interface ResourceCall {
  name: string;
  action: string;
  /** Read lazily: an unknown resource is a 404 even when its options are malformed. */
  readOptions: () => ResourceOptionsInput;
  request: FastifyRequest;
  reply: FastifyReply;
}

/** GET reads; the other actions change something and come by POST. */
function actionFor(method: string, action: string): ResourceAction | null {
  if (method === 'GET' || method === 'HEAD') return action === 'get' ? 'get' : null;
  return action === 'create' || action === 'update' || action === 'delete' ? action : null;
}

/** Options the web app may send that name nothing here (SPEC §7 field_set_key); copied only when present. */
function withoutIgnored(options: ResourceOptionsInput): ResourceOptionsInput {
  if (!IGNORED_OPTIONS.some((key) => key in options)) return options;
  return Object.fromEntries(
    Object.entries(options).filter(([key]) => !(IGNORED_OPTIONS as readonly string[]).includes(key)),
  );
}

/** Runs one resource call: lookup, session check, option validation, then the action's handler. */
@Injectable()
export class ResourceRunner {
  readonly deps: ContextDependencies;

  constructor(
    rpc: RpcClient,
    sessions: SessionReader,
    private readonly rateLimiter: RateLimiter,
    @Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig,
    @Inject(RESOURCES) private readonly registry: ReadonlyMap<string, RegisteredResource>,
  ) {
    this.deps = { rpc, sessions, rateLimiter, cookieSecurity: config.COOKIE_SECURE };
  }

  /**
   * A person's writes are counted per action (a minute's worth each; creating boards stricter), so
   * that nobody floods the product, while reads and visitors' calls are not.
   */
  private async limitWrites(ctx: HttpResourceContext, name: string, action: ResourceAction): Promise<void> {
    if (action === 'get') return;
    const actor = await ctx.viewer();
    if (!actor) return;
    const limit =
      name === 'BoardResource' && action === 'create'
        ? this.config.BOARD_CREATE_RATE_LIMIT_PER_MINUTE
        : this.config.WRITE_RATE_LIMIT_PER_MINUTE;
    await this.rateLimiter.hit(`write:${name}.${action}`, actor.id, limit);
  }

  /** A context for a call outside the resource routes (the /v3/ paths). */
  context(request: FastifyRequest, reply: FastifyReply, loginMessage?: string): HttpResourceContext {
    return new HttpResourceContext(this.deps, request, reply, loginMessage);
  }

  async run(call: ResourceCall): Promise<ResourceResponse<unknown>> {
    const { name, action, request } = call;
    const resource = this.registry.get(name);
    if (!resource) throw ServiceError.notFound(CommonTexts.unknownResource(name));
    const key = actionFor(request.method, action);
    const def = key ? resource.actions[key] : undefined;
    if (!def) throw ServiceError.notFound(CommonTexts.unknownAction(name, action));
    trace.getActiveSpan()?.updateName(`HTTP ${request.method} /resource/${name}/${action}/`);

    const ctx = this.context(request, call.reply, def.contract.login ?? undefined);
    // The session comes first: a signed-out user is asked to log in, whatever else is wrong.
    if (def.contract.login) await ctx.actor();
    await this.limitWrites(ctx, name, key!);
    const options = parseOrThrow(def.contract.options, withoutIgnored(call.readOptions()));
    const answer = await def.handle(options, ctx);
    if (!def.contract.paged) return successEnvelope(answer);
    const page = answer as Page<unknown>;
    const { listKey } = def.contract;
    return successEnvelope(listKey ? { [listKey]: page.items } : page.items, page.bookmark);
  }
}
