/**
 * Search's colour filter (SPEC §2.1 `colors`): the palette of Pinterest's colour filter, in one
 * order. The search service's SQL function search.color_family() numbers a Pin's colour by its
 * family's place here (red 0 … brown 11), and the index stores that number: add at the end, never
 * reorder. Pure: the browser bundles this file.
 */
export const SEARCH_COLORS = [
  // Each swatch is a colour its own family takes (the search tests check it against the SQL).
  { name: 'red', label: 'Red', swatch: '#e60023' },
  { name: 'orange', label: 'Orange', swatch: '#f5821f' },
  { name: 'yellow', label: 'Yellow', swatch: '#fcd116' },
  { name: 'green', label: 'Green', swatch: '#2e9e45' },
  { name: 'teal', label: 'Teal', swatch: '#1aa39b' },
  { name: 'blue', label: 'Blue', swatch: '#1f6fe0' },
  { name: 'purple', label: 'Purple', swatch: '#7b3fc4' },
  { name: 'pink', label: 'Pink', swatch: '#f36fb2' },
  { name: 'white', label: 'White', swatch: '#ffffff' },
  { name: 'gray', label: 'Gray', swatch: '#8e8e8e' },
  { name: 'black', label: 'Black', swatch: '#111111' },
  { name: 'brown', label: 'Brown', swatch: '#8b5a2b' },
] as const;
export type SearchColor = (typeof SEARCH_COLORS)[number]['name'];

export const SEARCH_COLOR_NAMES: readonly SearchColor[] = SEARCH_COLORS.map((color) => color.name);

/** The number search.color_family() gives a colour of this family. */
export const colorFamilyOf = (color: SearchColor): number => SEARCH_COLOR_NAMES.indexOf(color);

/**
 * The palette's colours among `names`, each once and in palette order (unknown names left out):
 * one spelling per set of colours, for URLs, requests and cache keys alike.
 */
export function inPaletteOrder(names: Iterable<string>): SearchColor[] {
  const wanted = new Set(names);
  return SEARCH_COLOR_NAMES.filter((name) => wanted.has(name));
}
