import { useCallback, useState } from 'react';

/**
 * How a board card draws its cover (SPEC §2.3): the grid and thumbnail types show a collage in 2
 * columns (the latest Pin large, the two before it stacked); the compact type a strip of 4.
 */
export type BoardCardType = 'grid' | 'thumbnail' | 'compact';

export function coverColumns(type: BoardCardType): 2 | 4 {
  return type === 'grid' || type === 'thumbnail' ? 2 : 4;
}

/** The profile's view options, as Pinterest names them, and the card type each shows. */
export const BOARD_VIEWS = [
  { label: 'Default', type: 'grid' },
  { label: 'Compact', type: 'compact' },
] as const satisfies readonly { label: string; type: BoardCardType }[];

const STORAGE_KEY = 'pinboard.boardView';

function storedType(): BoardCardType {
  try {
    return localStorage.getItem(STORAGE_KEY) === 'compact' ? 'compact' : 'grid';
  } catch {
    return 'grid'; // storage blocked: the default view
  }
}

/** The chosen view, kept in this browser across visits. */
export function useBoardView(): [BoardCardType, (type: BoardCardType) => void] {
  const [type, setType] = useState<BoardCardType>(storedType);
  const choose = useCallback((next: BoardCardType) => {
    setType(next);
    try {
      localStorage.setItem(STORAGE_KEY, next);
    } catch {
      // storage blocked: the choice lasts for this page only
    }
  }, []);
  return [type, choose];
}
