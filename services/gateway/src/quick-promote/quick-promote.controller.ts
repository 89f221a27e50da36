import { Body, Controller, HttpCode, Param, Post, Req, Res } from '@nestjs/common';
import { AdsTexts, isId, quickPromoteOptions, Rpc, successEnvelope } from '@pinboard/contracts';
import { parseOrThrow, ServiceError } from '@pinboard/service-kit';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ResourceRunner } from '../resources/resource.runner.js';

/**
 * SPEC §7 `POST /ads/v4/advertisers/{advertiserId}/pins/{pinId}/quick_promote/`: the quick promote
 * modal's one call, answered in the resource envelope (its data is what the success step shows).
 */
@Controller('ads/v4/advertisers/:advertiserId/pins/:pinId')
export class QuickPromoteController {
  constructor(private readonly runner: ResourceRunner) {}

  @Post('quick_promote')
  @HttpCode(200)
  async create(
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
    @Param('advertiserId') advertiserId: string,
    @Param('pinId') pinId: string,
    @Body() body: unknown,
  ) {
    const ctx = this.runner.context(request, reply);
    const actor = await ctx.actor();
    if (!isId(advertiserId)) throw ServiceError.notFound(AdsTexts.adAccountNotFound);
    if (!isId(pinId)) throw ServiceError.notFound(AdsTexts.pinNotFound);
    const promotion = parseOrThrow(quickPromoteOptions, body ?? {});
    return successEnvelope(
      await ctx.rpc.request(Rpc.ads.quickPromote, {
        actor,
        ad_account_id: advertiserId,
        pin_id: pinId,
        promotion,
      }),
    );
  }
}
