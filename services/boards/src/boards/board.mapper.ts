import type { Board } from '@pinboard/contracts';
import type { Board as BoardRow } from '../generated/prisma/client.js';

export const boardUrl = (ownerUsername: string, slug: string) => `/${ownerUsername}/${slug}/`;

export function toBoard(row: BoardRow): Board {
  return {
    id: row.id.toString(),
    name: row.name,
    url: boardUrl(row.ownerUsername, row.slug),
    privacy: row.privacy,
    slug: row.slug,
    description: row.description,
    owner: { id: row.ownerId.toString(), username: row.ownerUsername },
    pin_count: row.pinCount,
    section_count: row.sectionCount,
    follower_count: row.followerCount,
    image_cover_url: row.imageCoverUrl,
    pin_thumbnail_urls: row.pinThumbnailUrls,
    created_at: row.createdAt.toISOString(),
    board_order_modified_at: row.boardOrderModifiedAt.toISOString(),
    archived_by_me_at: row.archivedAt?.toISOString() ?? null,
    collaborator_count: row.collaboratorCount,
    is_collaborative: row.collaboratorCount > 0,
  };
}
