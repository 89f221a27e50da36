import { wordsOf, type Board } from '@pinboard/contracts';

/**
 * Boards that suit a Pin, best first: those sharing the most words (accents and case aside) with
 * its title and description, the most recently saved to first among equals. None share: none.
 */
export function suggestBoards(boards: readonly Board[], pinText: string, count: number): Board[] {
  const pinWords = new Set(wordsOf(pinText).filter((word) => word.length > 2));
  if (count === 0 || pinWords.size === 0) return [];
  return boards
    .map((board) => ({ board, score: wordsOf(board.name).filter((word) => pinWords.has(word)).length }))
    .filter(({ score }) => score > 0)
    .sort(
      (a, b) =>
        b.score - a.score ||
        Date.parse(b.board.board_order_modified_at) - Date.parse(a.board.board_order_modified_at),
    )
    .slice(0, count)
    .map(({ board }) => board);
}
