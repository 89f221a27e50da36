import { Controller, Get, Header, HttpCode, Param, Post, Req, Res } from '@nestjs/common';
import { ID_PATTERN, PinTexts, Rpc, successEnvelope } from '@pinboard/contracts';
import { ServiceError } from '@pinboard/service-kit';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ResourceRunner } from '../resources/resource.runner.js';

/** The /v3/ REST-style calls of SPEC §7, answered in the same envelope as resources. */
@Controller('v3')
export class V3Controller {
  constructor(private readonly runner: ResourceRunner) {}

  @Get('users/me')
  getMe(@Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply) {
    return this.me(request, reply);
  }

  @Post('users/me')
  @HttpCode(200)
  postMe(@Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply) {
    return this.me(request, reply);
  }

  /** SPEC §7: uncached. */
  @Get('pins/:id')
  @Header('Cache-Control', 'no-store')
  async pin(
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
    @Param('id') id: string,
  ) {
    // A path that cannot name a Pin names no Pin.
    if (!ID_PATTERN.test(id)) throw ServiceError.notFound(PinTexts.notFound);
    const ctx = this.runner.context(request, reply);
    return successEnvelope(
      await ctx.rpc.request(Rpc.pins.get, { pin_id: id, viewer_id: await ctx.viewerId() }),
    );
  }

  /** SPEC §7: names for a board to save this Pin to. */
  @Get('pins/:id/board_title_suggestions')
  async boardTitleSuggestions(
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
    @Param('id') id: string,
  ) {
    if (!ID_PATTERN.test(id)) throw ServiceError.notFound(PinTexts.notFound);
    const ctx = this.runner.context(request, reply);
    return successEnvelope(
      await ctx.rpc.request(Rpc.pins.boardTitleSuggestions, { pin_id: id, viewer_id: await ctx.viewerId() }),
    );
  }

  private async me(request: FastifyRequest, reply: FastifyReply) {
    const ctx = this.runner.context(request, reply);
    const actor = await ctx.actor();
    return successEnvelope(await ctx.rpc.request(Rpc.users.me, { user_id: actor.id }));
  }
}
