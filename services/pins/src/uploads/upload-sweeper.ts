import { Injectable, Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { UPLOADS_DIR } from '@pinboard/contracts';
import { InjectConfig } from '@pinboard/service-kit';
import { readdir, stat, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import type { PinsConfig } from '../config.js';
import { PrismaClient } from '../generated/prisma/client.js';
import { MediaService } from '../media/media.service.js';

const HOUR = 3_600_000;
/** An upload that never got its file (or failed) is forgotten after a day. */
export const UNFINISHED_UPLOAD_MS = 24 * HOUR;
/** A kept upload no Pin was made of is forgotten after a week, and its video with it. */
export const UNUSED_UPLOAD_MS = 7 * 24 * HOUR;
/** A file left in .uploads this long was never taken (its gateway stopped while receiving it). */
export const STRAY_FILE_MS = 6 * HOUR;
const SWEEP_EVERY_MS = HOUR;

/**
 * Sweeps what uploads leave behind, hourly in every pins process (each sweep is safe beside
 * another): uploads that never finished, kept ones never made into a Pin (with their video file
 * when no Pin names it, as its video or an Idea Pin page's) and stray files under MEDIA_ROOT/.uploads. A Pin being made of an upload
 * holds its row (PinController), so a sweep never takes a video away from a new Pin.
 */
@Injectable()
export class UploadSweeper implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger(UploadSweeper.name);
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly prisma: PrismaClient,
    private readonly media: MediaService,
    @InjectConfig() private readonly config: PinsConfig,
  ) {}

  onModuleInit(): void {
    this.timer = setInterval(() => {
      this.sweep().catch((err: unknown) => this.logger.warn(`upload sweep: ${String(err)}`));
    }, SWEEP_EVERY_MS);
    this.timer.unref();
  }

  onModuleDestroy(): void {
    clearInterval(this.timer);
  }

  /** One sweep as of `now`: how many uploads and files went. */
  async sweep(now = new Date()): Promise<{ uploads: number; videos: number; strays: number }> {
    const unfinished = new Date(now.getTime() - UNFINISHED_UPLOAD_MS);
    const unused = new Date(now.getTime() - UNUSED_UPLOAD_MS);
    const gone = await this.prisma.$queryRaw<{ video_url: string | null }[]>`
      DELETE FROM "pins"."uploads"
      WHERE (status <> 'succeeded' AND created_at < ${unfinished})
         OR (status = 'succeeded' AND created_at < ${unused})
      RETURNING video_url`;
    const urls = [...new Set(gone.flatMap((row) => (row.video_url ? [row.video_url] : [])))];
    // A video Pin names its video in video_url; an Idea Pin's video page in its story_pages.
    const named =
      urls.length === 0
        ? []
        : await this.prisma.$queryRaw<{ url: string }[]>`
            SELECT u.url FROM unnest(${urls}::text[]) AS u(url)
            WHERE EXISTS (SELECT 1 FROM "pins"."pins" p WHERE p.video_url = u.url)
               OR EXISTS (SELECT 1 FROM "pins"."pins" p
                          WHERE p.story_pages @> jsonb_build_array(jsonb_build_object('video', jsonb_build_object('src', u.url))))`;
    const kept = new Set(named.map((row) => row.url));
    const orphans = urls.filter((url) => !kept.has(url));
    await this.media.removeVideos(orphans);
    return { uploads: gone.length, videos: orphans.length, strays: await this.sweepStrays(now) };
  }

  private async sweepStrays(now: Date): Promise<number> {
    const dir = join(this.config.MEDIA_ROOT, UPLOADS_DIR);
    const names = await readdir(dir).catch(() => [] as string[]);
    let removed = 0;
    for (const name of names) {
      const path = join(dir, name);
      const info = await stat(path).catch(() => null);
      if (info?.isFile() && now.getTime() - info.mtimeMs > STRAY_FILE_MS) {
        await unlink(path).catch(() => undefined);
        removed++;
      }
    }
    return removed;
  }
}
