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
