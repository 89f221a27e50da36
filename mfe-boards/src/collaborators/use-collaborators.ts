import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BoardCollaborators } from '@pinboard/contracts/web';
import type { HostApi } from '@pinboard/host-contract';
import { BOARD_VIEWS_KEY, dataOf, errorText, userBoardsKey, useToast } from '@pinboard/web-kit';

export const collaboratorsKey = (boardId: string) => ['board-collaborators', boardId] as const;
export const invitesKey = ['board-invites'] as const;

/** Who works on a board (and, for its owner, who is invited). */
export function useCollaborators(host: HostApi, boardId: string, enabled = true) {
  return useQuery({
    queryKey: collaboratorsKey(boardId),
    queryFn: () => dataOf(host.api.get('BoardCollaboratorsResource', { board_id: boardId })),
    enabled,
  });
}

/**
 * Changing who works on a board changes what boards show too: the face pile and access on the
 * board page, and the board lists of the people concerned (profiles, pickers).
 */
function useForgetBoards(host: HostApi) {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: BOARD_VIEWS_KEY });
    void queryClient.invalidateQueries({ queryKey: invitesKey });
    if (host.me) void queryClient.invalidateQueries({ queryKey: userBoardsKey(host.me.username) });
  };
}

/** Whom the owner takes off a board: a collaborator or invitee by id, or an e-mail invite. */
export type Removal = { collaborator_id: string } | { email: string };

export interface InviteInput {
  invited_user_ids?: string[];
  emails?: string[];
}

/** The owner's changes: invite people or addresses, remove a collaborator or cancel an invite. */
export function useCollaboratorChanges(host: HostApi, boardId: string) {
  const queryClient = useQueryClient();
  const forget = useForgetBoards(host);
  const settle = (list: BoardCollaborators) => {
    queryClient.setQueryData(collaboratorsKey(boardId), list);
    forget();
  };
  const invite = useMutation({
    mutationFn: (input: InviteInput) =>
      dataOf(
        host.api.create('BoardInviteResource', {
          board_id: boardId,
          invited_user_ids: input.invited_user_ids ?? [],
          emails: input.emails ?? [],
        }),
      ),
    onSuccess: settle,
  });
  const remove = useMutation({
    mutationFn: (who: Removal) =>
      dataOf(host.api.delete('BoardCollaboratorResource', { board_id: boardId, ...who })),
    onSuccess: settle,
  });
  return { invite, remove };
}

/**
 * The invitee's answers to the invite to `board`, wherever it is shown: joining says so, and a
 * failure says why (a toast each); `onDeclined` runs once a decline is done.
 */
export function useInviteAnswers(host: HostApi) {
  const forget = useForgetBoards(host);
  const toast = useToast();
  const accept = useMutation({
    mutationFn: (boardId: string) => dataOf(host.api.update('BoardInviteResource', { board_id: boardId })),
    onSuccess: forget,
  });
  const decline = useMutation({
    mutationFn: (boardId: string) => dataOf(host.api.delete('BoardInviteResource', { board_id: boardId })),
    onSuccess: forget,
  });
  const onError = (failure: unknown) => toast.show({ type: 'error', text: errorText(failure) });
  return {
    busy: accept.isPending || decline.isPending,
    accept: (board: { id: string; name: string }) =>
      accept.mutate(board.id, { onSuccess: () => toast.show({ text: `You joined ${board.name}` }), onError }),
    decline: (boardId: string, onDeclined?: () => void) =>
      decline.mutate(boardId, { onSuccess: onDeclined, onError }),
  };
}

/** The invites waiting for the signed-in person. */
export function useMyInvites(host: HostApi, enabled: boolean) {
  return useQuery({
    queryKey: invitesKey,
    queryFn: () => dataOf(host.api.get('BoardInvitesResource', {})),
    enabled,
  });
}
