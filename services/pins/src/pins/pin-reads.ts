import { Injectable } from '@nestjs/common';
import { INT8_AS_BIGINT, PgPool } from '@pinboard/db';
import { pinSelect, type PinRow } from './pin.mapper.js';

/** The column of each field a Pin DTO reads (pinSelect): the compiler keeps the two lists alike. */
export const PIN_COLUMN_OF: { [K in keyof typeof pinSelect]: string } = {
  id: 'id',
  title: 'title',
  description: 'description',
  link: 'link',
  domain: 'domain',
  product: 'product',
  videoUrl: 'video_url',
  videoDurationMs: 'video_duration_ms',
  videoWidth: 'video_width',
  videoHeight: 'video_height',
  videoThumbnailMs: 'video_thumbnail_ms',
  videoCustomCover: 'video_custom_cover',
  dominantColor: 'dominant_color',
  imageSignature: 'image_signature',
  image236xUrl: 'image_236x_url',
  image236xWidth: 'image_236x_width',
  image236xHeight: 'image_236x_height',
  imageOrigUrl: 'image_orig_url',
  imageOrigWidth: 'image_orig_width',
  imageOrigHeight: 'image_orig_height',
  boardId: 'board_id',
  boardName: 'board_name',
  boardUrl: 'board_url',
  boardPrivacy: 'board_privacy',
  sectionId: 'section_id',
  sectionTitle: 'section_title',
  sectionSlug: 'section_slug',
  sectionUrl: 'section_url',
  pinnerId: 'pinner_id',
  pinnerUsername: 'pinner_username',
  pinnerFullName: 'pinner_full_name',
  pinnerImageMediumUrl: 'pinner_image_medium_url',
  repinnedFromId: 'repinned_from_id',
  rootPinId: 'root_pin_id',
  storyPages: 'story_pages',
  isPromoted: 'is_promoted',
  createdAt: 'created_at',
};
/** A select list that reads a Pin row as Prisma would (with INT8_AS_BIGINT). */
export const PIN_COLUMNS = Object.entries(PIN_COLUMN_OF)
  .map(([field, column]) => `${column} AS "${field}"`)
  .join(', ');

/** What a Pin's visibility and saving read besides its DTO's columns. */
export type SourceRow = PinRow & { boardOwnerId: bigint };

/**
 * Pins by id in plain SQL with prepared statements, on the pool Prisma uses, and read into the
 * same rows Prisma would answer. These are the hot reads: every page of every feed hydrates 25
 * Pins, and every closeup and save reads one. Through Prisma's findMany the 25 cost 1.1-2.1 ms of
 * CPU, in plain SQL 0.45 ms (bench/results/history.md, "Pins read in plain SQL").
 */
@Injectable()
export class PinReads {
  constructor(private readonly pool: PgPool) {}

  /** Those of `ids` the viewer may see (a secret board's are its owner's alone), in no order. */
  async visible(ids: readonly string[], viewerId: string | null): Promise<PinRow[]> {
    const { rows } = await this.pool.query<PinRow>({
      name: 'pins.visible-by-id',
      text: `SELECT ${PIN_COLUMNS} FROM "pins"."pins"
             WHERE id = ANY($1::bigint[]) AND (board_privacy = 'public' OR board_owner_id = $2::bigint)`,
      values: [ids, viewerId],
      types: INT8_AS_BIGINT,
    });
    return rows;
  }

  /** One Pin with its board's owner, whoever may see it (the caller decides), or null. */
  async byId(id: bigint): Promise<SourceRow | null> {
    const { rows } = await this.pool.query<SourceRow>({
      name: 'pins.by-id',
      text: `SELECT ${PIN_COLUMNS}, board_owner_id AS "boardOwnerId" FROM "pins"."pins" WHERE id = $1::bigint`,
      values: [id.toString()],
      types: INT8_AS_BIGINT,
    });
    return rows[0] ?? null;
  }
}
