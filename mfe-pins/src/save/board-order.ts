import type { Board } from '@pinboard/contracts/web';

/** SPEC §9: with this many boards or fewer the picker shows one flat list. */
export const FLAT_LIST_MAX = 3;
const TOP_CHOICES = 3;

/** Lower-case, accents removed: 'Café Déco' -> 'cafe deco'. */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

function words(text: string): string[] {
  return foldText(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

const startsWithDigit = (board: Board) => /^\d/.test(board.name.trim());

/** Alphabetical, except that boards whose names start with a digit sort last. */
export function sortBoards(boards: readonly Board[]): Board[] {
  return [...boards].sort((a, b) => {
    const digitOrder = Number(startsWithDigit(a)) - Number(startsWithDigit(b));
    if (digitOrder !== 0) return digitOrder;
    return a.name.localeCompare(b.name, undefined, { sensitivity: 'base', numeric: true });
  });
}

/** The boards most recently saved to (board_order_modified_at, newest first). */
export function topChoices(boards: readonly Board[]): Board[] {
  return [...boards]
    .sort((a, b) => Date.parse(b.board_order_modified_at) - Date.parse(a.board_order_modified_at))
    .slice(0, TOP_CHOICES);
}

/** Each typed word must match (as a prefix) a word of the board name, ignoring accents and case. */
export function matchesQuery(board: Board, query: string): boolean {
  const wanted = words(query);
  if (wanted.length === 0) return true;
  const have = words(board.name);
  return wanted.every((w) => have.some((h) => h.startsWith(w)));
}

export interface BoardSection {
  title: string | null;
  boards: Board[];
}

/** What the picker lists for a query: flat when searching or with few boards, else two sections. */
export function pickerSections(boards: readonly Board[], query: string): BoardSection[] {
  const matching = sortBoards(boards.filter((board) => matchesQuery(board, query)));
  if (query.trim() || boards.length <= FLAT_LIST_MAX) return [{ title: null, boards: matching }];
  return [
    { title: 'Top choices', boards: topChoices(boards) },
    { title: 'All boards', boards: matching },
  ];
}
