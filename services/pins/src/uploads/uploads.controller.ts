import { Controller, Logger } from '@nestjs/common';
import {
  PAGE_SIZE_DEFAULT,
  PinTexts,
  Rpc,
  uploadIdSchema,
  type Page,
  UPLOADS_DIR,
  VIDEO_MAX_BYTES,
  type RpcInput,
  type UploadState,
  type UploadType,
} from '@pinboard/contracts';
import {
  emptyPage,
  InjectConfig,
  readBookmark,
  RpcHandler,
  ServiceError,
  toPage,
} from '@pinboard/service-kit';
import { randomBytes } from 'node:crypto';
import { readFile, stat, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import type { PinsConfig } from '../config.js';
import { PrismaClient, type Upload } from '../generated/prisma/client.js';
import { MediaService, storedImageSchema } from '../media/media.service.js';

/** Uploads are paged newest first, by when they were registered and then by id. */
const uploadCursor = z
  .strictObject({ created_at: z.iso.datetime(), id: uploadIdSchema })
  .transform(({ created_at, id }) => ({ createdAt: new Date(created_at), id }));

/** Said when a file cannot be read for a reason of ours, not the person's. */
const UNREADABLE = 'We could not read that file. Try again.';

/**
 * Uploads (SPEC §7 VIPResource): registered by their owner, their file written by the gateway under
 * MEDIA_ROOT/.uploads and checked here once (a picture stored as a Pin's image would be, a video as
 * a video), then named by a new Pin's media_upload_id (PinController). Only their owner sees them.
 */
@Controller()
export class UploadsController {
  private readonly logger = new Logger(UploadsController.name);

  constructor(
    private readonly prisma: PrismaClient,
    private readonly media: MediaService,
    @InjectConfig() private readonly config: PinsConfig,
  ) {}

  @RpcHandler(Rpc.pins.registerUpload)
  async register({ actor, type }: RpcInput<typeof Rpc.pins.registerUpload>) {
    const upload = await this.prisma.upload.create({
      data: { id: randomBytes(16).toString('hex'), ownerId: BigInt(actor.id), type },
    });
    return {
      upload_id: upload.id,
      upload_parameters: { upload_id: upload.id, type },
      type,
      max_bytes: this.maxBytes(type),
    };
  }

  /**
   * The upload's file, written by the gateway, checked and kept: the answer says whether it
   * succeeded or why it failed. The file is removed afterwards, whatever happened.
   */
  @RpcHandler(Rpc.pins.processUpload)
  async process({ actor, upload_id, file }: RpcInput<typeof Rpc.pins.processUpload>): Promise<UploadState> {
    // Only a file of this upload: another's is not this call's to read or remove.
    if (!file.startsWith(`${upload_id}.`)) throw ServiceError.validation(PinTexts.uploadNotFound);
    const path = join(this.config.MEDIA_ROOT, UPLOADS_DIR, file);
    try {
      // Claimed once: a second file for the same upload is refused, not processed over the first.
      const claimed = await this.prisma.upload.updateMany({
        where: { id: upload_id, ownerId: BigInt(actor.id), status: 'registered' },
        data: { status: 'processing' },
      });
      if (claimed.count === 0) {
        const upload = await this.ownUpload(upload_id, actor.id);
        throw ServiceError.conflict(upload ? PinTexts.uploadAlreadySent : PinTexts.uploadNotFound);
      }
      const upload = await this.prisma.upload.update({
        where: { id: upload_id },
        data: await this.processed(upload_id, path),
      });
      return stateOf(upload);
    } finally {
      await unlink(path).catch(() => undefined);
    }
  }

  @RpcHandler(Rpc.pins.uploadStates)
  async states({ actor, upload_ids }: RpcInput<typeof Rpc.pins.uploadStates>): Promise<UploadState[]> {
    const uploads = await this.prisma.upload.findMany({
      where: { id: { in: upload_ids }, ownerId: BigInt(actor.id) },
    });
    return uploads.map(stateOf);
  }

  /** One's uploads of a type, newest first (the index on owner and time). */
  @RpcHandler(Rpc.pins.listUploads)
  async list({
    actor,
    type,
    bookmark,
    page_size,
  }: RpcInput<typeof Rpc.pins.listUploads>): Promise<Page<UploadState>> {
    const start = readBookmark(bookmark, uploadCursor);
    if (start === 'end') return emptyPage();
    const size = page_size ?? PAGE_SIZE_DEFAULT;
    const after = start.first
      ? {}
      : {
          OR: [
            { createdAt: { lt: start.after.createdAt } },
            { createdAt: start.after.createdAt, id: { lt: start.after.id } },
          ],
        };
    const rows = await this.prisma.upload.findMany({
      where: { ownerId: BigInt(actor.id), type, ...after },
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      take: size + 1,
    });
    return toPage(rows, size, stateOf, (row) => ({ created_at: row.createdAt.toISOString(), id: row.id }));
  }

  /** What the upload's row becomes once its file is read: succeeded with what it is, or failed with why. */
  private async processed(id: string, path: string) {
    const upload = await this.prisma.upload.findUniqueOrThrow({ where: { id } });
    try {
      const { size } = await stat(path);
      if (upload.type === 'video') {
        if (size > VIDEO_MAX_BYTES) throw ServiceError.validation(PinTexts.videoTooLarge);
        const video = await this.media.storeVideo(path);
        return {
          status: 'succeeded',
          signature: video.sha256,
          videoUrl: video.url,
          videoDurationMs: Math.round(video.durationSeconds * 1000),
          videoWidth: video.width,
          videoHeight: video.height,
        };
      }
      if (size > this.config.IMAGE_MAX_BYTES) throw ServiceError.validation(PinTexts.imageTooLarge);
      const image = await this.media.ingestBytes(await readFile(path));
      return { status: 'succeeded', signature: image.perceptualHash, image };
    } catch (err) {
      if (!(err instanceof ServiceError)) this.logger.error(`upload ${id}: ${String(err)}`);
      return { status: 'failed', failureReason: err instanceof ServiceError ? err.message : UNREADABLE };
    }
  }

  private maxBytes(type: UploadType): number {
    return type === 'video' ? VIDEO_MAX_BYTES : this.config.IMAGE_MAX_BYTES;
  }

  private ownUpload(id: string, ownerId: string) {
    return this.prisma.upload.findFirst({ where: { id, ownerId: BigInt(ownerId) } });
  }
}

/** An upload as its owner sees it. */
export function stateOf(upload: Upload): UploadState {
  const picture = storedImageSchema.safeParse(upload.image);
  const image = picture.success ? picture.data.images : null;
  return {
    upload_id: upload.id,
    type: upload.type as UploadType,
    status: upload.status as UploadState['status'],
    failure_reason: upload.failureReason,
    signature: upload.signature,
    image_url: image?.['236x'].url ?? null,
    duration: upload.videoDurationMs === null ? null : upload.videoDurationMs / 1000,
    width: upload.videoWidth ?? image?.orig.width ?? null,
    height: upload.videoHeight ?? image?.orig.height ?? null,
  };
}
