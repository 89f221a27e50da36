import { HIGHLIGHT_MIN_LENGTH } from '@pinboard/contracts/web';

export interface TextPart {
  text: string;
  match: boolean;
}

const fold = (value: string) => value.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/**
 * A suggestion split around what was typed, accents and case ignored (SPEC §9: only for terms
 * longer than one character; shorter ones highlight nothing).
 */
export function highlight(label: string, term: string): TextPart[] {
  const typed = fold(term.trim());
  if (typed.length < HIGHLIGHT_MIN_LENGTH) return [{ text: label, match: false }];
  // Folding can change lengths (a letter and its accent): map folded offsets back per character.
  const chars = [...label];
  const foldedChars = chars.map(fold);
  const folded = foldedChars.join('');
  const at = folded.indexOf(typed);
  if (at < 0) return [{ text: label, match: false }];
  let offset = 0;
  let start = -1;
  let end = chars.length;
  for (let i = 0; i < chars.length; i++) {
    if (start < 0 && offset >= at) start = i;
    offset += foldedChars[i]!.length;
    if (offset >= at + typed.length) {
      end = i + 1;
      break;
    }
  }
  const parts: TextPart[] = [
    { text: chars.slice(0, start).join(''), match: false },
    { text: chars.slice(start, end).join(''), match: true },
    { text: chars.slice(end).join(''), match: false },
  ];
  return parts.filter((part) => part.text !== '');
}
