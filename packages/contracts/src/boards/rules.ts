import { EMAIL_PATTERN } from '../users/rules.js';
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

/** How many people one invite call may name (by id or e-mail). */
export const BOARD_INVITES_MAX = 10;
/** SPEC §2.3 face pile: at most 3 names, then 'and N more'. */
export const FACE_PILE_NAMES = 3;

/** SPEC §2.3: the face pile's words, 'Ada, Bo and Cy' or 'Ada, Bo, Cy and 4 more'. */
export function facePileText(names: readonly string[], total = names.length): string {
  const shown = names.slice(0, FACE_PILE_NAMES);
  const more = Math.max(0, total - shown.length);
  if (more > 0) return `${shown.join(', ')} and ${more} more`;
  if (shown.length <= 1) return shown.join('');
  return `${shown.slice(0, -1).join(', ')} and ${shown[shown.length - 1]}`;
}

/**
 * SPEC §5: what the collaborator search says about an e-mail being typed: 'Keep typing!' until
 * the e-mail check passes, then 'Click to send!'. Null while the text is not an e-mail at all
 * (no '@'): then it searches people by name.
 */
export function inviteEmailPrompt(typed: string): string | null {
  const text = typed.trim();
  if (!text.includes('@')) return null;
  return EMAIL_PATTERN.test(text) ? BoardTexts.inviteClickToSend : BoardTexts.inviteKeepTyping;
}

/** How many boards saved to last open the picker's 'Top choices' (with suggestions after them). */
export const LAST_SAVED_SHORTLIST = 3;
/** SPEC §7: BoardPickerBoardsResource shortlist_suggestions 2. */
export const SHORTLIST_SUGGESTIONS_DEFAULT = 2;
