import { Inject, Injectable } from '@nestjs/common';
import { trace } from '@opentelemetry/api';
import {
  ErrorCode,
  firstIssueMessage,
  Messages,
  successEnvelope,
  type ResourceAction,
  type ResourceResponse,
} from '@pinboard/contracts';
import { RpcClient, ServiceError } from '@pinboard/service-kit';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { GatewayConfig } from '../config.js';
import { RateLimiter } from '../session/rate-limiter.js';
import { SessionReader } from '../session/session.reader.js';
import { GATEWAY_CONFIG } from '../tokens.js';
import { HttpResourceContext } from './http-resource-context.js';
import { resourceRegistry } from './resource-registry.js';
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

/** Runs one resource call: lookup, session check, option validation, then the action's one RPC. */
@Injectable()
export class ResourceRunner {
  constructor(
    private readonly rpc: RpcClient,
    private readonly sessions: SessionReader,
    private readonly rateLimiter: RateLimiter,
    @Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig,
  ) {}

  async run(call: ResourceCall): Promise<ResourceResponse<unknown>> {
    const { name, action, request } = call;
    const resource = resourceRegistry.get(name);
    if (!resource) throw ServiceError.notFound(Messages.unknownResource(name));
    const key = actionFor(request.method, action);
    const def = key ? resource.actions[key] : undefined;
    if (!def) throw ServiceError.notFound(Messages.unknownAction(name, action));
    trace.getActiveSpan()?.updateName(`HTTP ${request.method} /resource/${name}/${action}/`);

    const ctx = new HttpResourceContext(
      this.rpc,
      this.sessions,
      this.rateLimiter,
      this.config.COOKIE_SECURE,
      request,
      call.reply,
    );
    // The session comes first: a signed-out user is asked to log in, whatever else is wrong.
    const actor = def.loginMessage ? await ctx.viewer() : null;
    if (def.loginMessage && !actor) throw new ServiceError(ErrorCode.Unauthenticated, def.loginMessage);

    const parsed = def.schema.safeParse(call.readOptions());
    if (!parsed.success) throw ServiceError.validation(firstIssueMessage(parsed.error));
    const result = await def.run(parsed.data, ctx, actor);
    return successEnvelope(result.data, result.bookmark);
  }
}
