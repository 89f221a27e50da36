/**
 * Moving the picked Pins (SPEC §4 'Moving Pins', §7): where they are and go, the one call that
 * moves them, the grid without them meanwhile, and the words for a refused move.
 */
import type { InfiniteData } from '@tanstack/react-query';
import { failureText, PinTexts, type ApiError, type Pin } from '@pinboard/contracts/web';
import type { ListPage } from '@pinboard/web-kit';
import { isSelected, type Selection } from './selection';

/** Where Pins are: a board, and one of its sections or none. */
export interface Place {
  boardId: string;
  sectionId: string | null;
}

export const isSamePlace = (a: Place, b: Place) => a.boardId === b.boardId && a.sectionId === b.sectionId;

/** The SPEC §7 call that moves the selection from `source` to `target`. */
export function moveCall(selection: Selection, source: Place, target: Place) {
  if (selection.all) {
    return {
      resource: 'BulkEditSelectAllResource' as const,
      options: {
        board_id: source.boardId,
        old_section_id: source.sectionId,
        new_board_id: target.boardId,
        new_section_id: target.sectionId,
        pin_ids: [...selection.ids],
      },
    };
  }
  return {
    resource: 'BulkEditResource' as const,
    options: { board_id: target.boardId, section_id: target.sectionId, pin_ids: [...selection.ids] },
  };
}

/** The grid without the moved Pins (SPEC §4: they leave the source feed at once). */
export function withoutSelected(
  data: InfiniteData<ListPage<Pin>> | undefined,
  selection: Selection,
): InfiniteData<ListPage<Pin>> | undefined {
  if (!data) return data;
  return {
    ...data,
    pages: data.pages.map((page) => ({
      ...page,
      items: page.items.filter((pin) => !isSelected(selection, pin.id)),
    })),
  };
}

/** SPEC §8: a move refused because another board action runs (2171-2173), else the server's words. */
export function moveFailureText(error: ApiError): string {
  return [2171, 2172, 2173].includes(error.api_error_code) ? PinTexts.boardBusy : failureText(error);
}
