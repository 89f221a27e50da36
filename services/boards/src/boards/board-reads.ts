import { Injectable } from '@nestjs/common';
import { PgPool, preparedQuery } from '@pinboard/db';
import type { Board as BoardRow } from '../generated/prisma/client.js';

/** The column of each field of a board row: the compiler keeps the list complete. */
const BOARD_COLUMN_OF: { [K in keyof BoardRow]: string } = {
  id: 'id',
  ownerId: 'owner_id',
  ownerUsername: 'owner_username',
  ownerUsernameLower: 'owner_username_lower',
  name: 'name',
  nameLower: 'name_lower',
  slug: 'slug',
  description: 'description',
  privacy: 'privacy',
  pinCount: 'pin_count',
  sectionCount: 'section_count',
  followerCount: 'follower_count',
  imageCoverUrl: 'image_cover_url',
  pinThumbnailUrls: 'pin_thumbnail_urls',
  createdAt: 'created_at',
  boardOrderModifiedAt: 'board_order_modified_at',
  archivedAt: 'archived_at',
  collaboratorCount: 'collaborator_count',
};
const BOARD_COLUMNS = Object.entries(BOARD_COLUMN_OF)
  .map(([field, column]) => `${column} AS "${field}"`)
  .join(', ');

const BY_ID = `SELECT ${BOARD_COLUMNS} FROM "boards"."boards" WHERE id = $1::bigint`;

/**
 * A board by id in plain SQL on a prepared statement, read into the row Prisma would answer: every
 * save asks boards for its board (access), and through Prisma the read cost more CPU than Postgres
 * spends on it (bench/results/history.md, "Saves in plain SQL").
 */
@Injectable()
export class BoardReads {
  constructor(private readonly pool: PgPool) {}

  async byId(id: bigint): Promise<BoardRow | null> {
    const { rows } = await preparedQuery<BoardRow>(this.pool, 'boards.board-by-id', BY_ID, [id.toString()]);
    return rows[0] ?? null;
  }
}
