import {
  Body,
  Controller,
  Delete,
  Get,
  Header,
  HttpCode,
  Param,
  Post,
  Put,
  Query,
  Req,
  Res,
} from '@nestjs/common';
import {
  autocompleteOptions,
  BoardTexts,
  ErrorCode,
  followUsersOptions,
  isId,
  LoginTexts,
  offsiteCheckOptions,
  PinTexts,
  Rpc,
  successEnvelope,
  updateMeOptions,
} from '@pinboard/contracts';
import { parseOrThrow, ServiceError } from '@pinboard/service-kit';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ResourceRunner } from '../resources/resource.runner.js';

/** A path that cannot name a thing names nothing: NotFound with that thing's text. */
function requireId(id: string, notFound: string): string {
  if (!isId(id)) throw ServiceError.notFound(notFound);
  return id;
}

/** The /v3/ REST-style calls of SPEC §7, answered in the same envelope as resources. */
@Controller('v3')
export class V3Controller {
  constructor(private readonly runner: ResourceRunner) {}

  @Get('users/me')
  getMe(@Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply) {
    return this.me(request, reply);
  }

  /** Changes the signed-in user's account (/business/convert: account_type business, business_name). */
  @Post('users/me')
  @HttpCode(200)
  async postMe(
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
    @Body() body: unknown,
  ) {
    const ctx = this.runner.context(request, reply);
    const actor = await ctx.actor();
    const changes = parseOrThrow(updateMeOptions, body ?? {});
    return successEnvelope(await ctx.rpc.request(Rpc.users.updateMe, { user_id: actor.id, changes }));
  }

  /** SPEC §7: uncached. */
  @Get('pins/:id')
  @Header('Cache-Control', 'no-store')
  async pin(
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
    @Param('id') id: string,
  ) {
    const ctx = this.runner.context(request, reply);
    return successEnvelope(
      await ctx.rpc.request(Rpc.pins.get, {
        pin_id: requireId(id, PinTexts.notFound),
        viewer_id: await ctx.viewerId(),
      }),
    );
  }

  /** SPEC §7: names for a board to save this Pin to. */
  @Get('pins/:id/board_title_suggestions')
  async boardTitleSuggestions(
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
    @Param('id') id: string,
  ) {
    const ctx = this.runner.context(request, reply);
    return successEnvelope(
      await ctx.rpc.request(Rpc.pins.boardTitleSuggestions, {
        pin_id: requireId(id, PinTexts.notFound),
        viewer_id: await ctx.viewerId(),
      }),
    );
  }

  /** SPEC §7: PUT follows the board, DELETE on the same path unfollows. */
  @Put('boards/:id/follow')
  async followBoard(
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
    @Param('id') id: string,
  ) {
    const ctx = this.runner.context(request, reply, LoginTexts.toFollow);
    const actor = await ctx.actor();
    return successEnvelope(
      await ctx.rpc.request(Rpc.boards.follow, { actor, board_id: requireId(id, BoardTexts.notFound) }),
    );
  }

  @Delete('boards/:id/follow')
  async unfollowBoard(
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
    @Param('id') id: string,
  ) {
    const ctx = this.runner.context(request, reply, LoginTexts.toUnfollow);
    const actor = await ctx.actor();
    return successEnvelope(
      await ctx.rpc.request(Rpc.boards.unfollow, { actor, board_id: requireId(id, BoardTexts.notFound) }),
    );
  }

  /** SPEC §7: follow several people at once, followee_ids comma-joined (in the body or the query). */
  @Put('users/follow')
  async followUsers(
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
    @Body() body: unknown,
    @Query() query: Record<string, unknown>,
  ) {
    const ctx = this.runner.context(request, reply, LoginTexts.toFollow);
    const actor = await ctx.actor();
    const { followee_ids } = parseOrThrow(followUsersOptions, body ?? query);
    return successEnvelope(await ctx.rpc.request(Rpc.users.followMany, { actor, user_ids: followee_ids }));
  }

  /**
   * SPEC §7 GET /v3/offsite/: whether a link may be opened from the product (redirect_status, from
   * the offsite service), and, with pin_id, whether it is that Pin's link as the viewer sees it: the
   * /offsite/ interstitial opens only such links without asking, so it is no open redirect.
   */
  @Get('offsite')
  @Header('Cache-Control', 'no-store')
  async offsite(
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
    @Query() query: Record<string, unknown>,
  ) {
    const ctx = this.runner.context(request, reply);
    const { url, pin_id } = parseOrThrow(offsiteCheckOptions, query);
    const viewer_id = await ctx.viewerId();
    const [verdict, pin] = await Promise.all([
      ctx.rpc.request(Rpc.offsite.check, { url }),
      // A Pin the viewer cannot see (or none) has no link to vouch for.
      pin_id === undefined
        ? null
        : ctx.rpc.request(Rpc.pins.get, { pin_id, viewer_id }).catch((err: unknown) => {
            if (err instanceof ServiceError && err.code === ErrorCode.NotFound) return null;
            throw err;
          }),
    ]);
    return successEnvelope({ ...verdict, is_pin_link: pin !== null && pin.link !== '' && pin.link === url });
  }

  /** SPEC §7: queries starting with q, with their Pin counts when show_pin_count is set. */
  @Get('search/autocomplete')
  async autocomplete(
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
    @Query() query: Record<string, unknown>,
  ) {
    const ctx = this.runner.context(request, reply);
    const options = parseOrThrow(autocompleteOptions, query);
    return successEnvelope(
      await ctx.rpc.request(Rpc.search.autocomplete, { ...options, viewer_id: await ctx.viewerId() }),
    );
  }

  private async me(request: FastifyRequest, reply: FastifyReply) {
    const ctx = this.runner.context(request, reply);
    const actor = await ctx.actor();
    return successEnvelope(await ctx.rpc.request(Rpc.users.me, { user_id: actor.id }));
  }
}
