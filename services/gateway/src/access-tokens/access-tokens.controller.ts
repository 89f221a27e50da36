import { Body, Controller, Delete, Get, Header, HttpCode, Param, Post, Req, Res } from '@nestjs/common';
import { AccessTokenTexts, createAccessTokenOptions, isId, Rpc, successEnvelope } from '@pinboard/contracts';
import { parseOrThrow, ServiceError } from '@pinboard/service-kit';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ResourceRunner } from '../resources/resource.runner.js';

/**
 * A person's personal access tokens, from their settings: the web app's session (and CSRF on
 * writes) as every /v3 path; a token never manages tokens. Nothing here is cached anywhere: create
 * answers the secret, the one time it is shown.
 */
@Controller('v3/users/me/access_tokens')
export class AccessTokensController {
  constructor(private readonly runner: ResourceRunner) {}

  @Get()
  @Header('Cache-Control', 'no-store')
  async list(@Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply) {
    const ctx = this.runner.context(request, reply);
    const actor = await ctx.actor();
    return successEnvelope(await ctx.rpc.request(Rpc.users.accessTokenList, { user_id: actor.id }));
  }

  /** name, scopes (ACCESS_TOKEN_SCOPES), expires_in_days (1 to 365, a year unless told). */
  @Post()
  @HttpCode(200)
  @Header('Cache-Control', 'no-store')
  async create(
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
    @Body() body: unknown,
  ) {
    const ctx = this.runner.context(request, reply);
    const actor = await ctx.actor();
    const options = parseOrThrow(createAccessTokenOptions, body ?? {});
    return successEnvelope(
      await ctx.rpc.request(Rpc.users.accessTokenCreate, { user_id: actor.id, options }),
    );
  }

  /** Revoking is at once and for good; revoking again answers the same. */
  @Delete(':id')
  @Header('Cache-Control', 'no-store')
  async revoke(
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
    @Param('id') id: string,
  ) {
    const ctx = this.runner.context(request, reply);
    const actor = await ctx.actor();
    if (!isId(id)) throw ServiceError.notFound(AccessTokenTexts.notFound);
    return successEnvelope(
      await ctx.rpc.request(Rpc.users.accessTokenRevoke, { user_id: actor.id, token_id: id }),
    );
  }
}
