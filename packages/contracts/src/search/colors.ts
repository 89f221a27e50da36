/**
 * Search's colour filter (SPEC §2.1 `colors`): the palette of Pinterest's colour filter, in one
 * order. The search service's SQL function search.color_family() numbers a Pin's colour by its
 * family's place here (red 0 … brown 11), and the index stores that number: add at the end, never
 * reorder. Pure: the browser bundles this file.
 */
const NAMES = [
  'red',
  'orange',
  'yellow',
  'green',
  'teal',
  'blue',
  'purple',
  'pink',
  'white',
  'gray',
  'black',
  'brown',
] as const;
/** Each family's swatch, in the same order: a colour of its own family (the search tests check it). */
const SWATCHES = 'e60023 f5821f fcd116 2e9e45 1aa39b 1f6fe0 7b3fc4 f36fb2 ffffff 8e8e8e 111111 8b5a2b';
export type SearchColor = (typeof NAMES)[number];

export const SEARCH_COLORS: readonly { name: SearchColor; label: string; swatch: string }[] = NAMES.map(
  (name, i) => ({
    name,
    label: name[0]!.toUpperCase() + name.slice(1),
    swatch: `#${SWATCHES.split(' ')[i]}`,
  }),
);

export const SEARCH_COLOR_NAMES: readonly SearchColor[] = NAMES;

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
