import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PinCloseup } from '@pinboard/contracts/web';
import type { HostApi } from '@pinboard/host-contract';
import { boardSectionsKey, dataOf } from '@pinboard/web-kit';
import { pinKey } from '../closeup/use-pin';
import { boardFeedsKey } from '../feed/use-pin-feed';
import type { StoryPageSent } from '../create/story-sent';

/** Whether the viewer made this Idea Pin: its pages are theirs to change (a save shows the creator's). */
export const isOwnIdeaPin = (host: HostApi, pin: PinCloseup): boolean =>
  pin.story_pin_data !== null && pin.story_pin_data_id === pin.id && host.me?.id === pin.pinner.id;

/**
 * Whether the viewer may edit this Pin (SPEC §6 'Board write access enables edit'): their own Pin
 * at once; otherwise the board says (its owner and collaborators may).
 */
export function usePinEditable(host: HostApi, pin: PinCloseup): boolean {
  const mine = host.me !== null && host.me.id === pin.pinner.id;
  const board = useQuery({
    queryKey: ['pin-board-access', pin.pinned_to_board.id, host.me?.id ?? null],
    queryFn: () => dataOf(host.api.get('BoardResource', { board_id: pin.pinned_to_board.id })),
    enabled: host.me !== null && !mine,
    staleTime: 60_000,
  });
  return mine || (board.data?.board_access.includes('write') ?? false);
}

export interface PinChange {
  title: string;
  description: string;
  link: string;
  board_id: string;
  section: string | null;
  /** An Idea Pin's pages, when its creator changed them. */
  story_pages?: StoryPageSent[];
}

/** SPEC §7 PinResource update and delete with `id`: the closeup, and the boards it left and joined, change. */
export function usePinEdit(host: HostApi, pin: PinCloseup) {
  const queryClient = useQueryClient();
  const forgetBoards = (boardIds: string[]) => {
    for (const boardId of new Set(boardIds)) {
      void queryClient.invalidateQueries({ queryKey: boardFeedsKey(boardId) });
      void queryClient.invalidateQueries({ queryKey: boardSectionsKey(boardId) });
    }
  };
  const update = useMutation({
    mutationFn: (change: PinChange) => dataOf(host.api.update('PinResource', { id: pin.id, ...change })),
    onSuccess: (saved) => {
      queryClient.setQueryData<PinCloseup>(pinKey(pin.id), (current) =>
        current ? { ...current, ...saved, saved_to: current.saved_to } : current,
      );
      forgetBoards([pin.pinned_to_board.id, saved.pinned_to_board.id]);
    },
  });
  const remove = useMutation({
    mutationFn: () => dataOf(host.api.delete('PinResource', { id: pin.id })),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: pinKey(pin.id) });
      forgetBoards([pin.pinned_to_board.id]);
    },
  });
  return { update, remove };
}
