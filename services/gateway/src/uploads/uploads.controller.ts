import { Controller, HttpCode, Inject, Param, Post, Req, Res } from '@nestjs/common';
import {
  ErrorCode,
  LoginTexts,
  PinTexts,
  Rpc,
  successEnvelope,
  uploadIdSchema,
  UPLOADS_DIR,
  VIDEO_MAX_BYTES,
} from '@pinboard/contracts';
import { ServiceError } from '@pinboard/service-kit';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { actorOfV5Call } from '../access-tokens/bearer-auth.js';
import type { GatewayConfig } from '../config.js';
import { ResourceRunner } from '../resources/resource.runner.js';
import { RateLimiter } from '../session/rate-limiter.js';
import { GATEWAY_CONFIG } from '../tokens.js';

/** Said when the body is not one multipart file in the field `file`. */
export const NOT_MULTIPART = 'Post the file as multipart/form-data, in the field file.';
const TOO_LARGE = 'This file is too large.';

/**
 * SPEC §7 VIPResource's upload URL (and /v5/media's, with an access token): its owner posts the file as multipart (the upload's parameters as
 * fields, the file as `file`); it is streamed to MEDIA_ROOT/.uploads (never held in memory, never
 * served) and pins checks and keeps it (pins.upload.process), then removes it. The answer is the
 * upload's state; a file pins refuses answers 400 with the reason.
 */
@Controller('v3/uploads')
export class UploadsController {
  constructor(
    private readonly runner: ResourceRunner,
    private readonly rateLimiter: RateLimiter,
    @Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig,
  ) {}

  @Post(':id')
  @HttpCode(200)
  async upload(
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
    @Param('id') id: string,
  ) {
    const ctx = this.runner.context(request, reply, LoginTexts.toCreate);
    // The web app's session, or a /v5/media script's access token (pins:write).
    const actor = await actorOfV5Call(this.runner, request, reply, LoginTexts.toCreate);
    const upload_id = uploadIdSchema.safeParse(id);
    if (!upload_id.success) throw ServiceError.notFound(PinTexts.uploadNotFound);
    await this.rateLimiter.hit('write:upload', actor.id, this.config.WRITE_RATE_LIMIT_PER_MINUTE);
    // Before reading a byte: only one's own upload, still waiting for its file.
    const [state] = await ctx.rpc.request(Rpc.pins.uploadStates, { actor, upload_ids: [upload_id.data] });
    if (!state) throw ServiceError.notFound(PinTexts.uploadNotFound);
    if (state.status !== 'registered') throw ServiceError.conflict(PinTexts.uploadAlreadySent);
    if (!request.isMultipart()) throw ServiceError.validation(NOT_MULTIPART);

    const dir = join(this.config.MEDIA_ROOT, UPLOADS_DIR);
    const file = `${upload_id.data}.${randomBytes(8).toString('hex')}.upload`;
    const path = join(dir, file);
    try {
      await this.receive(request, dir, path);
      const processed = await ctx.rpc.request(Rpc.pins.processUpload, {
        actor,
        upload_id: upload_id.data,
        file,
      });
      if (processed.status === 'failed') {
        throw ServiceError.validation(processed.failure_reason ?? PinTexts.invalidImage);
      }
      return successEnvelope(processed);
    } finally {
      // Pins removes what it read; this is for a file it never got.
      await unlink(path).catch(() => undefined);
    }
  }

  /** The request's first file, written to `path`: the fields before it (upload_parameters) are skipped. */
  private async receive(request: FastifyRequest, dir: string, path: string): Promise<void> {
    let part;
    try {
      part = await request.file({
        limits: { fileSize: VIDEO_MAX_BYTES, files: 1, fields: 20, fieldSize: 1000 },
      });
    } catch {
      throw ServiceError.validation(NOT_MULTIPART);
    }
    if (!part || part.fieldname !== 'file') throw ServiceError.validation(NOT_MULTIPART);
    await mkdir(dir, { recursive: true });
    try {
      await pipeline(part.file, createWriteStream(path, { flags: 'wx' }));
    } catch (err) {
      if (isTooLarge(err)) throw new ServiceError(ErrorCode.PayloadTooLarge, TOO_LARGE);
      throw ServiceError.validation(NOT_MULTIPART);
    }
    if (part.file.truncated) throw new ServiceError(ErrorCode.PayloadTooLarge, TOO_LARGE);
  }
}

function isTooLarge(err: unknown): boolean {
  return (
    typeof err === 'object' && err !== null && (err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE'
  );
}
