import type { Pin } from '@pinboard/contracts/web';

/**
 * The Pins picked in a board's grid to move: some Pins (`all` false: `ids` are the picked ones),
 * or every Pin of the board or section but some (`all` true: `ids` are the ones left out).
 */
export interface Selection {
  all: boolean;
  ids: ReadonlySet<string>;
}

export const noSelection: Selection = { all: false, ids: new Set() };
export const everything: Selection = { all: true, ids: new Set() };

export function toggle(selection: Selection, pinId: string): Selection {
  const ids = new Set(selection.ids);
  if (!ids.delete(pinId)) ids.add(pinId);
  return { all: selection.all, ids };
}

export const isSelected = (selection: Selection, pinId: string) => selection.all !== selection.ids.has(pinId);

/** Nothing to move: no Pin picked, or all picked and then every loaded one left out again. */
export function isEmpty(selection: Selection, loaded: readonly Pin[]): boolean {
  return selection.all ? loaded.every((pin) => selection.ids.has(pin.id)) : selection.ids.size === 0;
}

/** 'All Pins' or '{n} selected', for the organize bar. */
export function selectionText(selection: Selection): string {
  if (selection.all) return selection.ids.size ? `All Pins but ${selection.ids.size}` : 'All Pins';
  return `${selection.ids.size} selected`;
}
