import { Body, Controller, Delete, Get, Param, Patch, Query, Req, Res } from '@nestjs/common';
import {
  AdsTexts,
  deleteMemberAccessOptions,
  isId,
  listAssetMembersOptions,
  Rpc,
  updateMemberAccessOptions,
  type Actor,
} from '@pinboard/contracts';
import { parseOrThrow, ServiceError } from '@pinboard/service-kit';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { actorAndPathId } from '../access-tokens/bearer-auth.js';
import { ResourceRunner } from '../resources/resource.runner.js';

/**
 * v5 business access for ad accounts (contracts ads/members): an ad account is an asset of its
 * owner's business, `business_id` is the owner's user id. Answered by the ads service, which lets
 * only the ad account's admins through.
 */
@Controller('v5/businesses')
export class V5BusinessAccessController {
  constructor(private readonly runner: ResourceRunner) {}

  /** The members of an ad account and the role each holds, oldest first. */
  @Get(':business_id/assets/:asset_id/members')
  async members(
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
    @Param('business_id') businessId: string,
    @Param('asset_id') assetId: string,
    @Query() query: Record<string, unknown>,
  ) {
    const base = await this.inBusiness(request, reply, businessId);
    if (!isId(assetId)) throw ServiceError.notFound(AdsTexts.adAccountNotFound);
    const { start_index: _start, ...paging } = parseOrThrow(listAssetMembersOptions, query);
    return this.runner.deps.rpc.request(Rpc.ads.listMembers, { ...base, ...paging, asset_id: assetId });
  }

  /** Grant roles or change them: one result per access, in order. */
  @Patch(':business_id/members/assets/access')
  async update(
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
    @Param('business_id') businessId: string,
    @Body() body: unknown,
  ) {
    const base = await this.inBusiness(request, reply, businessId);
    const { accesses } = parseOrThrow(updateMemberAccessOptions, body ?? {});
    return this.runner.deps.rpc.request(Rpc.ads.updateMemberAccess, { ...base, accesses });
  }

  /** Remove roles: the accesses removed, and why each other one was not. */
  @Delete(':business_id/members/assets/access')
  async remove(
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
    @Param('business_id') businessId: string,
    @Body() body: unknown,
  ) {
    const base = await this.inBusiness(request, reply, businessId);
    const { accesses } = parseOrThrow(deleteMemberAccessOptions, body ?? {});
    return this.runner.deps.rpc.request(Rpc.ads.deleteMemberAccess, { ...base, accesses });
  }

  /** Who acts first (a visitor is asked to log in), then the path's business. */
  private async inBusiness(
    request: FastifyRequest,
    reply: FastifyReply,
    businessId: string,
  ): Promise<{ actor: Actor; business_id: string }> {
    const { actor, id } = await actorAndPathId(
      this.runner,
      request,
      reply,
      businessId,
      AdsTexts.adAccountNotFound,
    );
    return { actor, business_id: id };
  }
}
