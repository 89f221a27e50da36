import { BoardTexts } from './texts.js';

/** SPEC §9 leaves the board-title limit open; 50 is the field's usual limit. */
export const BOARD_NAME_MAX = 50;
export const BOARD_DESCRIPTION_MAX = 500;
export const BOARD_SLUG_MAX = 120;

/** SPEC §5: required, at most BOARD_NAME_MAX characters; several messages are comma-joined. */
export function boardNameError(name: string): string | null {
  const errors: string[] = [];
  if (!name.trim()) errors.push(BoardTexts.nameRequired);
  if (name.trim().length > BOARD_NAME_MAX) errors.push(BoardTexts.maxLength(BOARD_NAME_MAX));
  return errors.length ? errors.join(', ') : null;
}

/** Section titles follow the board-title limit. */
export const SECTION_NAME_MAX = BOARD_NAME_MAX;

/** SPEC §3 BoardSection name source: 0 manual, 1 recommendation, 2 edited recommendation. */
export const NameSource = { manual: 0, recommendation: 1, editedRecommendation: 2 } as const;
export type NameSource = (typeof NameSource)[keyof typeof NameSource];

/** SPEC §5: a section name is trimmed and not empty (Add stays disabled until then). */
export function sectionNameError(name: string): string | null {
  if (!name.trim()) return BoardTexts.sectionNameRequired;
  if (name.trim().length > SECTION_NAME_MAX) return BoardTexts.maxLength(SECTION_NAME_MAX);
  return null;
}

/** How many boards saved to last open the picker's 'Top choices' (with suggestions after them). */
export const LAST_SAVED_SHORTLIST = 3;
/** SPEC §7: BoardPickerBoardsResource shortlist_suggestions 2. */
export const SHORTLIST_SUGGESTIONS_DEFAULT = 2;
