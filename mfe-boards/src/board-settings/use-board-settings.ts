import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BoardView, Privacy } from '@pinboard/contracts/web';
import type { HostApi } from '@pinboard/host-contract';
import { BOARD_VIEWS_KEY, dataOf, userBoardsKey } from '@pinboard/web-kit';

export interface BoardChange {
  name?: string;
  description?: string;
  privacy?: Privacy;
  archived?: boolean;
}

/**
 * What the owner changes on their board page (SPEC §7 BoardResource update and delete with
 * board_id). The page's copy takes the answer; the owner's board list (profile, pickers) is read
 * again. A rename changes the url, so `onSaved` gets the board to go to.
 */
export function useBoardSettings(host: HostApi, board: BoardView) {
  const queryClient = useQueryClient();
  const forgetLists = () => queryClient.invalidateQueries({ queryKey: userBoardsKey(board.owner.username) });

  const update = useMutation({
    mutationFn: (change: BoardChange) =>
      dataOf(host.api.update('BoardResource', { board_id: board.id, ...change })),
    onSuccess: (saved) => {
      // Keep what only the page knows (the viewer's follow, collaborators, access).
      const { followed_by_me, collaborating_users, collaborated_by_me, invited_me, board_access } = board;
      queryClient.setQueryData<BoardView>([...BOARD_VIEWS_KEY, saved.owner.username, saved.slug], {
        ...saved,
        followed_by_me,
        collaborating_users,
        collaborated_by_me,
        invited_me,
        board_access,
      });
      void forgetLists();
    },
  });

  const remove = useMutation({
    mutationFn: () => dataOf(host.api.delete('BoardResource', { board_id: board.id })),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: [...BOARD_VIEWS_KEY, board.owner.username, board.slug] });
      void forgetLists();
    },
  });

  return { update, remove };
}
