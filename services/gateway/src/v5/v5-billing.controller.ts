import { Body, Controller, Get, HttpCode, Param, Post, Query, Req, Res } from '@nestjs/common';
import {
  billingProfileOptions,
  listBillingProfilesOptions,
  Rpc,
  spendByDayOptions,
} from '@pinboard/contracts';
import { parseOrThrow } from '@pinboard/service-kit';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { inAdAccount } from './v5-objects.js';
import { ResourceRunner } from '../resources/resource.runner.js';

/**
 * v5 billing profiles (`GET` and `POST /v5/ad_accounts/{id}/billing_profiles`) and the spend ledger
 * by day (`GET /v5/ad_accounts/{id}/billing_spend`, ours: v5 has none), answered by the
 * billing service (which asks the ads service for the actor's role). A static last segment, so
 * Fastify's router prefers these routes to the object lists' `:ad_account_id/:kind` whatever the
 * order the controllers are registered in.
 */
@Controller('v5/ad_accounts')
export class V5BillingController {
  constructor(private readonly runner: ResourceRunner) {}

  /** v5: `is_active` (true unless told: the ACTIVE profile; false: history too), bookmark paging. */
  @Get(':ad_account_id/billing_profiles')
  async list(
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
    @Param('ad_account_id') adAccountId: string,
    @Query() query: Record<string, unknown>,
  ) {
    const base = await inAdAccount(this.runner, request, reply, adAccountId);
    const options = parseOrThrow(listBillingProfilesOptions, query);
    return this.runner.deps.rpc.request(Rpc.billing.listProfiles, { ...base, ...options });
  }

  /** One profile object; it becomes the ad account's ACTIVE one (201 with the new profile). */
  @Post(':ad_account_id/billing_profiles')
  @HttpCode(201)
  async create(
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
    @Param('ad_account_id') adAccountId: string,
    @Body() body: unknown,
  ) {
    const base = await inAdAccount(this.runner, request, reply, adAccountId);
    const options = parseOrThrow(billingProfileOptions, body ?? {});
    return this.runner.deps.rpc.request(Rpc.billing.createProfile, { ...base, ...options });
  }

  /** The spend ledger by day for `start_date`..`end_date` (any role on the ad account reads it). */
  @Get(':ad_account_id/billing_spend')
  async spend(
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
    @Param('ad_account_id') adAccountId: string,
    @Query() query: Record<string, unknown>,
  ) {
    const base = await inAdAccount(this.runner, request, reply, adAccountId);
    const options = parseOrThrow(spendByDayOptions, query);
    return this.runner.deps.rpc.request(Rpc.billing.spendByDay, { ...base, ...options });
  }
}
