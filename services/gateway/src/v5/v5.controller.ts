import { Body, Controller, Get, HttpCode, Param, Patch, Post, Query, Req, Res } from '@nestjs/common';
import {
  listAdAccountsOptions,
  batchObjectsSchema,
  CommonTexts,
  createAdAccountOptions,
  Rpc,
} from '@pinboard/contracts';
import { parseOrThrow, ServiceError } from '@pinboard/service-kit';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { actorOfV5Call } from '../access-tokens/bearer-auth.js';
import { ResourceRunner } from '../resources/resource.runner.js';
import { inAdAccount, OBJECT_KINDS, type ObjectKind } from './v5-objects.js';

function kindOf(name: string): ObjectKind {
  if (!Object.hasOwn(OBJECT_KINDS, name)) throw ServiceError.notFound(CommonTexts.notFound);
  return OBJECT_KINDS[name as keyof typeof OBJECT_KINDS];
}

/**
 * The advertiser API, shaped as Pinterest's API v5: plain JSON answers (no resource envelope) and
 * `{ code, message }` errors. The actor is the web app's session or a personal access token's owner
 * (actorOfV5Call); the ads service checks the actor's role on the ad account on every call.
 */
@Controller('v5/ad_accounts')
export class V5Controller {
  constructor(private readonly runner: ResourceRunner) {}

  @Post()
  @HttpCode(201)
  async createAdAccount(
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
    @Body() body: unknown,
  ) {
    const ctx = this.runner.context(request, reply);
    const actor = await actorOfV5Call(this.runner, request, reply);
    const options = parseOrThrow(createAdAccountOptions, body ?? {});
    return ctx.rpc.request(Rpc.ads.createAdAccount, { ...options, actor });
  }

  @Get()
  async listAdAccounts(
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
    @Query() query: Record<string, unknown>,
  ) {
    const ctx = this.runner.context(request, reply);
    const actor = await actorOfV5Call(this.runner, request, reply);
    // include_shared_accounts says nothing new here: shared accounts are always listed.
    const { include_shared_accounts: _shared, ...paging } = parseOrThrow(listAdAccountsOptions, query);
    return ctx.rpc.request(Rpc.ads.listAdAccounts, { ...paging, actor });
  }

  @Get(':ad_account_id')
  async getAdAccount(
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
    @Param('ad_account_id') adAccountId: string,
  ) {
    return this.runner.deps.rpc.request(
      Rpc.ads.getAdAccount,
      await inAdAccount(this.runner, request, reply, adAccountId),
    );
  }

  @Get(':ad_account_id/:kind')
  async list(
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
    @Param('ad_account_id') adAccountId: string,
    @Param('kind') kind: string,
    @Query() query: Record<string, unknown>,
  ) {
    const objects = kindOf(kind);
    const base = await inAdAccount(this.runner, request, reply, adAccountId);
    return objects.list(this.runner.deps.rpc, base, query);
  }

  /** v5: an array of 1 to 30 objects; one result per object, in order. */
  @Post(':ad_account_id/:kind')
  @HttpCode(200)
  create(
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
    @Param('ad_account_id') adAccountId: string,
    @Param('kind') kind: string,
    @Body() body: unknown,
  ) {
    return this.batch('create', { request, reply, adAccountId, kind, body });
  }

  /** v5: an array of objects, each with its id and the fields to change. */
  @Patch(':ad_account_id/:kind')
  update(
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
    @Param('ad_account_id') adAccountId: string,
    @Param('kind') kind: string,
    @Body() body: unknown,
  ) {
    return this.batch('update', { request, reply, adAccountId, kind, body });
  }

  private async batch(
    action: 'create' | 'update',
    call: { request: FastifyRequest; reply: FastifyReply; adAccountId: string; kind: string; body: unknown },
  ) {
    const objects = kindOf(call.kind);
    const base = await inAdAccount(this.runner, call.request, call.reply, call.adAccountId);
    const items = parseOrThrow(batchObjectsSchema, call.body);
    return this.runner.deps.rpc.request(objects[action], { ...base, items });
  }
}
