import type { InfiniteData } from '@tanstack/react-query';
import { failureText, PinTexts, type ApiError, type Pin } from '@pinboard/contracts/web';
import type { ListPage } from '@pinboard/web-kit';

/**
 * The Pins picked in a board's grid to move: some Pins (`all` false: `ids` are the picked ones),
 * or every Pin of the board or section but some (`all` true: `ids` are the ones left out).
 */
export interface Selection {
  all: boolean;
  ids: ReadonlySet<string>;
}

export const noSelection: Selection = { all: false, ids: new Set() };
export const everything: Selection = { all: true, ids: new Set() };

export function toggle(selection: Selection, pinId: string): Selection {
  const ids = new Set(selection.ids);
  if (!ids.delete(pinId)) ids.add(pinId);
  return { all: selection.all, ids };
}

export const isSelected = (selection: Selection, pinId: string) => selection.all !== selection.ids.has(pinId);

/** Nothing to move: no Pin picked, or all picked and then every loaded one left out again. */
export function isEmpty(selection: Selection, loaded: readonly Pin[]): boolean {
  return selection.all ? loaded.every((pin) => selection.ids.has(pin.id)) : selection.ids.size === 0;
}

/** 'All Pins' or '{n} selected', for the organize bar. */
export function selectionText(selection: Selection): string {
  if (selection.all) return selection.ids.size ? `All Pins but ${selection.ids.size}` : 'All Pins';
  return `${selection.ids.size} selected`;
}

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
