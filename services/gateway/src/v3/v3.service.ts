import { Injectable } from '@nestjs/common';
import {
  ErrorCode,
  idSchema,
  Messages,
  Rpc,
  successEnvelope,
  type Me,
  type Pin,
  type ResourceResponse,
} from '@pinboard/contracts';
import { RpcClient, ServiceError } from '@pinboard/service-kit';
import type { FastifyRequest } from 'fastify';
import { sessionTokenOf } from '../session/cookies.js';
import { SessionReader } from '../session/session.reader.js';

/** The /v3/ REST-style calls of SPEC §7, answered in the same envelope as resources. */
@Injectable()
export class V3Service {
  constructor(
    private readonly rpc: RpcClient,
    private readonly sessions: SessionReader,
  ) {}

  async me(request: FastifyRequest): Promise<ResourceResponse<Me>> {
    const actor = await this.sessions.actorFor(sessionTokenOf(request));
    if (!actor) throw new ServiceError(ErrorCode.Unauthenticated, Messages.loginRequired);
    return successEnvelope(await this.rpc.request(Rpc.users.me, { user_id: actor.id }));
  }

  async pin(request: FastifyRequest, id: string): Promise<ResourceResponse<Pin>> {
    // A path that cannot name a Pin names no Pin.
    if (!idSchema.safeParse(id).success) throw ServiceError.notFound(Messages.pinNotFound);
    const viewer = await this.sessions.actorFor(sessionTokenOf(request));
    return successEnvelope(
      await this.rpc.request(Rpc.pins.get, { pin_id: id, viewer_id: viewer?.id ?? null }),
    );
  }
}
