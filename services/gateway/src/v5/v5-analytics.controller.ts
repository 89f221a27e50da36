import { Controller, Get, Param, Query, Req, Res } from '@nestjs/common';
import { CommonTexts, Rpc } from '@pinboard/contracts';
import { parseOrThrow, ServiceError } from '@pinboard/service-kit';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { ResourceRunner } from '../resources/resource.runner.js';
import { ANALYTICS_KINDS, type AnalyticsKind } from './v5-analytics-kinds.js';
import { inAdAccount } from './v5-objects.js';

/**
 * v5 analytics: `GET /v5/ad_accounts/{id}/campaigns/analytics` (and `ad_groups`, `ads`): a JSON
 * array of rows, one per id (and day or hour), as Pinterest's API v5 answers. A route of three
 * segments: the object lists' `:ad_account_id/:kind` never sees it.
 */
@Controller('v5/ad_accounts')
export class V5AnalyticsController {
  constructor(private readonly runner: ResourceRunner) {}

  @Get(':ad_account_id/:kind/analytics')
  analytics(
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
    @Param('ad_account_id') adAccountId: string,
    @Param('kind') kind: string,
    @Query() query: Record<string, unknown>,
  ) {
    return this.rows(kind, { request, reply, adAccountId, query });
  }

  /** Who acts first (a visitor is asked to log in), then the path's id, then the query. */
  private async rows(
    kind: string,
    call: { request: FastifyRequest; reply: FastifyReply; adAccountId: string; query: unknown },
  ) {
    if (!Object.hasOwn(ANALYTICS_KINDS, kind)) throw ServiceError.notFound(CommonTexts.notFound);
    const { level, query, ids } = ANALYTICS_KINDS[kind as AnalyticsKind];
    const base = await inAdAccount(this.runner, call.request, call.reply, call.adAccountId);
    const options = parseOrThrow(query, call.query) as z.output<typeof query> & Record<typeof ids, string[]>;
    const rows = await this.runner.deps.rpc.request(Rpc.ads.analytics, {
      ...base,
      level,
      ids: options[ids],
      start_date: options.start_date,
      end_date: options.end_date,
      columns: options.columns,
      granularity: options.granularity,
    });
    // The rows' JSON text as the ads service wrote it: sent on, not parsed and written again.
    call.reply.type('application/json; charset=utf-8');
    return rows;
  }
}
