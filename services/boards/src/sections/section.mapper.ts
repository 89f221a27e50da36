import { PIN_GRID_WIDTH, type Section, type SectionSummary } from '@pinboard/contracts';
import type { Board as BoardRow, BoardSection as SectionRow } from '../generated/prisma/client.js';
import { boardUrl } from '../boards/board.mapper.js';

export function toSectionSummary(row: SectionRow, board: BoardRow): SectionSummary {
  return {
    id: row.id.toString(),
    title: row.title,
    slug: row.slug,
    url: `${boardUrl(board.ownerUsername, board.slug)}${row.slug}/`,
  };
}

export function toSection(row: SectionRow, board: BoardRow): Section {
  return {
    ...toSectionSummary(row, board),
    board_id: row.boardId.toString(),
    pin_count: row.pinCount,
    name_source: row.nameSource,
    // Pins have a 236 px wide rendition: the card shows it cropped square.
    preview_pins: row.previewImageUrls.map((url) => ({
      image_medium_url: url,
      image_square_url: url,
      image_square_size_pixels: PIN_GRID_WIDTH,
    })),
    created_at: row.createdAt.toISOString(),
  };
}
