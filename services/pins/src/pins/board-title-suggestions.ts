import { BOARD_NAME_MAX, foldText } from '@pinboard/contracts';

/** SPEC §9 typeahead and autocomplete show 5. */
const SUGGESTIONS = 5;

/**
 * Board names for a Pin: the names others gave the boards they saved it to (most used first), then
 * the Pin's own title; each once (accents and case aside) and no longer than a board name may be.
 */
export function boardTitleSuggestions(boardNames: readonly string[], pinTitle: string): string[] {
  const seen = new Set<string>();
  const suggestions: string[] = [];
  for (const candidate of [...boardNames, pinTitle]) {
    const name = candidate.trim();
    const key = foldText(name);
    if (!name || name.length > BOARD_NAME_MAX || seen.has(key)) continue;
    seen.add(key);
    suggestions.push(name);
    if (suggestions.length === SUGGESTIONS) break;
  }
  return suggestions;
}
