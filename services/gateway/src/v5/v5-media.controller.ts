import { Body, Controller, Get, HttpCode, Param, Post, Query, Req, Res } from '@nestjs/common';
import {
  createV5MediaOptions,
  PinTexts,
  Rpc,
  uploadIdSchema,
  v5PagingOptions,
  type V5MediaUpload,
} from '@pinboard/contracts';
import { parseOrThrow, ServiceError } from '@pinboard/service-kit';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { actorOfV5Call } from '../access-tokens/bearer-auth.js';
import { ResourceRunner } from '../resources/resource.runner.js';
import { toV5Media, v5Page } from './v5-content-shapes.js';

/**
 * v5 media (`/v5/media`): video uploads for video Pins, the web app's VIPResource uploads of type
 * video. The file goes to upload_url, the gateway's own multipart endpoint (uploads.controller.ts),
 * which takes the same access token (pins:write); then the Pin names media_id in media_source.
 */
@Controller('v5/media')
export class V5MediaController {
  constructor(private readonly runner: ResourceRunner) {}

  @Post()
  @HttpCode(201)
  async create(
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
    @Body() body: unknown,
  ): Promise<V5MediaUpload> {
    const actor = await actorOfV5Call(this.runner, request, reply);
    const { media_type } = parseOrThrow(createV5MediaOptions, body ?? {});
    const upload = await this.rpc.request(Rpc.pins.registerUpload, { actor, type: 'video' });
    return {
      media_id: upload.upload_id,
      media_type,
      upload_url: `/v3/uploads/${upload.upload_id}/`,
      upload_parameters: upload.upload_parameters,
    };
  }

  /** The caller's video uploads, newest first. */
  @Get()
  async list(
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
    @Query() query: Record<string, unknown>,
  ) {
    const actor = await actorOfV5Call(this.runner, request, reply);
    const paging = parseOrThrow(v5PagingOptions, query);
    const page = await v5Page(paging, (at) =>
      this.rpc.request(Rpc.pins.listUploads, { actor, type: 'video', ...at }),
    );
    return { items: page.items.map(toV5Media), bookmark: page.bookmark };
  }

  /** One of the caller's video uploads: registered (no file yet), processing, succeeded or failed. */
  @Get(':media_id')
  async get(
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
    @Param('media_id') mediaId: string,
  ) {
    const actor = await actorOfV5Call(this.runner, request, reply);
    const id = uploadIdSchema.safeParse(mediaId);
    if (!id.success) throw ServiceError.notFound(PinTexts.uploadNotFound);
    const [state] = await this.rpc.request(Rpc.pins.uploadStates, { actor, upload_ids: [id.data] });
    if (state?.type !== 'video') throw ServiceError.notFound(PinTexts.uploadNotFound);
    return toV5Media(state);
  }

  private get rpc() {
    return this.runner.deps.rpc;
  }
}
