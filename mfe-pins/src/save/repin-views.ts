/**
 * The repin modal's views and how it moves between them (SPEC §2.3 titles, §4 transitions).
 */
import type { Board, SavedPin } from '@pinboard/contracts/web';

export type RepinView =
  | { name: 'boards' }
  | { name: 'createBoard' }
  | { name: 'sections'; board: Board }
  | { name: 'createSection'; board: Board }
  | { name: 'created'; board: Board; saved: SavedPin };

export const REPIN_TITLES: Record<RepinView['name'], string> = {
  boards: 'Choose board',
  createBoard: 'Create board',
  sections: 'Choose section',
  createSection: 'Create section',
  created: 'Board created',
};

/**
 * SPEC §4 back navigation: from create inside a section board, back to the section list, then the
 * board list, then close (null: the view has no way back, only close).
 */
export function backFrom(view: RepinView): RepinView | null {
  switch (view.name) {
    case 'createSection':
      return { name: 'sections', board: view.board };
    case 'sections':
    case 'createBoard':
      return { name: 'boards' };
    case 'boards':
    case 'created':
      return null;
  }
}

/** SPEC §4: a board with sections leads to the section picker; otherwise the Pin is saved at once. */
export function afterPick(board: Board): RepinView | 'save' {
  return board.section_count > 0 ? { name: 'sections', board } : 'save';
}
