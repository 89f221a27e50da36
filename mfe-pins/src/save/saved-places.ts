/**
 * Where the viewer has saved a Pin (the closeup's saved_to), and how a save reads: the toast after
 * it and the closeup's list, with the board or section names linked (SPEC §2.3, §8).
 */
import {
  foldText,
  PinTexts,
  type BoardSummary,
  type Pin,
  type SavedPin,
  type SavedTo,
  type SectionSummary,
} from '@pinboard/contracts/web';

/** Which place a picker row stands for: a board itself (section null), or one of its sections. */
export const placeKey = (boardId: string, sectionId: string | null) => `${boardId}/${sectionId ?? ''}`;

/** True when the Pin is saved somewhere in the board (to the board itself or one of its sections). */
export function isSavedInBoard(savedTo: readonly SavedTo[], boardId: string): boolean {
  return savedTo.some((place) => place.board.id === boardId);
}

/** True when the Pin is saved exactly there: the board itself (section null) or that section. */
export function isSavedAt(savedTo: readonly SavedTo[], boardId: string, sectionId: string | null): boolean {
  return savedTo.some((place) => place.board.id === boardId && (place.section?.id ?? null) === sectionId);
}

/** saved_to once `saved` is made: its place joins the list, once. */
export function withSave(savedTo: readonly SavedTo[], saved: Pin): SavedTo[] {
  if (isSavedAt(savedTo, saved.pinned_to_board.id, saved.section?.id ?? null)) return [...savedTo];
  return [...savedTo, { board: saved.pinned_to_board, section: saved.section }];
}

/** A name in a text that links somewhere. */
export interface LinkedName {
  name: string;
  url: string;
}

/** A text made by one of the texts' functions from names, each name linked. */
export interface LinkedText {
  template: (...names: string[]) => string;
  links: LinkedName[];
}

/** A piece of a linked text: plain, or a name with its link. */
export interface TextPiece {
  text: string;
  url?: string;
}

/**
 * The pieces of a linked text. The template is filled with markers first (private-use characters),
 * so a name is found where the template puts it, never by searching the text (a section called
 * 'to' is not the 'to' of 'Saved to').
 */
export function textPieces({ template, links }: LinkedText): TextPiece[] {
  const pattern = template(...links.map((_, i) => `\uE000${i}\uE001`));
  return pattern
    .split(/\uE000(\d+)\uE001/)
    .map((part, i): TextPiece => {
      if (i % 2 === 0) return { text: part };
      const link = links[Number(part)]!;
      return { text: link.name, url: link.url };
    })
    .filter((piece) => piece.text !== '');
}

export const plainText = (text: LinkedText) =>
  textPieces(text)
    .map((piece) => piece.text)
    .join('');

/** 'Saved to {board}' or 'Saved to {section} in {board}', the names linked to their pages. */
export function savedPlaceText(board: BoardSummary, section: SectionSummary | null): LinkedText {
  const boardLink = { name: board.name, url: board.url };
  if (!section) return { template: PinTexts.savedTo, links: [boardLink] };
  return {
    template: PinTexts.savedToSection,
    links: [{ name: section.title, url: section.url }, boardLink],
  };
}

export interface SaveNotice {
  /** SPEC §8: already saved is a warning, not an error. */
  type: 'default' | 'warning';
  text: LinkedText;
}

/** The toast after a save (SPEC §2.3), or the already-saved notice. */
export function saveNotice(saved: SavedPin): SaveNotice {
  const board = saved.pinned_to_board;
  if (saved.already_saved) {
    return {
      type: 'warning',
      text: { template: PinTexts.alreadySaved, links: [{ name: board.name, url: board.url }] },
    };
  }
  return { type: 'default', text: savedPlaceText(board, saved.section) };
}

/** Suggested names worth offering for a new section: not the board's own, nor a section's it has. */
export function sectionNameIdeas(
  suggestions: readonly string[],
  boardName: string,
  sectionTitles: readonly string[],
): string[] {
  const taken = new Set([boardName, ...sectionTitles].map((name) => foldText(name.trim())));
  return suggestions.filter((name) => !taken.has(foldText(name.trim())));
}
