/**
 * The board picker's lists (SPEC §2.3, §4): with 3 or fewer boards one flat list; with more,
 * 'Top choices' (the server's shortlist: boards saved to last, then boards that suit the Pin) and
 * 'All boards'. Names starting with a digit sort last; search is across every board, by words,
 * ignoring accents and case.
 */
import {
  LAST_SAVED_SHORTLIST,
  matchesWords,
  SHORTLIST_SUGGESTIONS_DEFAULT,
  type Board,
  type BoardPicker,
} from '@pinboard/contracts/web';

/** SPEC §9: with this many boards or fewer the picker shows one flat list. */
export const FLAT_LIST_MAX = 3;

const startsWithDigit = (board: Board) => /^\d/.test(board.name.trim());

/** Alphabetical, except that boards whose names start with a digit sort last. */
export function sortBoards(boards: readonly Board[]): Board[] {
  return [...boards].sort((a, b) => {
    const digitOrder = Number(startsWithDigit(a)) - Number(startsWithDigit(b));
    if (digitOrder !== 0) return digitOrder;
    return a.name.localeCompare(b.name, undefined, { sensitivity: 'base', numeric: true });
  });
}

export interface PickerGroup {
  /** null for the one flat list. */
  title: 'Top choices' | 'All boards' | null;
  boards: Board[];
}

/** What the picker lists for a query: flat when searching or with few boards, else two groups. */
export function pickerGroups(picker: BoardPicker, query: string): PickerGroup[] {
  const all = picker.all_boards;
  if (query.trim()) {
    return [{ title: null, boards: sortBoards(all.filter((board) => matchesWords(board.name, query))) }];
  }
  if (all.length <= FLAT_LIST_MAX) return [{ title: null, boards: sortBoards(all) }];
  const groups: PickerGroup[] = [{ title: 'All boards', boards: sortBoards(all) }];
  return picker.boards_shortlist.length
    ? [{ title: 'Top choices', boards: picker.boards_shortlist }, ...groups]
    : groups;
}

/**
 * SPEC §4 after a save: the board moves to the front of the last-saved-to list, duplicates
 * removed (a board created in the modal joins the lists that way).
 */
export function afterSave(picker: BoardPicker, board: Board): BoardPicker {
  const saved = picker.all_boards.find((b) => b.id === board.id) ?? board;
  const others = (boards: readonly Board[]) => boards.filter((b) => b.id !== board.id);
  return {
    all_boards: [saved, ...others(picker.all_boards)],
    boards_shortlist: [saved, ...others(picker.boards_shortlist)].slice(
      0,
      LAST_SAVED_SHORTLIST + SHORTLIST_SUGGESTIONS_DEFAULT,
    ),
  };
}
