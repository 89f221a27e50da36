import { useState } from 'react';
import { useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { MOVE_PINS_MAX, type Board, type Pin, type SectionSummary } from '@pinboard/contracts/web';
import type { HostApi, PinFeedSource, PinsMoved } from '@pinboard/host-contract';
import { boardSectionsKey, useToast, type ListPage } from '@pinboard/web-kit';
import { boardFeedsKey, feedKey } from '../feed/use-pin-feed';
import { MoveModal } from './move-modal';
import { isSamePlace, moveCall, moveFailureText, withoutSelected, type Place } from './move';
import {
  everything,
  isEmpty,
  isSelected,
  noSelection,
  selectionText,
  toggle,
  type Selection,
} from './selection';

/**
 * Organizing a board's grid (SPEC §4 'Moving Pins'): pick Pins (or all), choose a board and
 * section, and they leave this grid at once; the move is sent as one call and taken back whole if
 * it fails. `modal` renders the board picker while it is open.
 */
export function useOrganize(
  host: HostApi,
  source: PinFeedSource,
  pins: readonly Pin[],
  onPinsMoved?: (moved: PinsMoved) => void,
) {
  const queryClient = useQueryClient();
  const toast = useToast();
  const [organizing, setOrganizing] = useState(false);
  const [selection, setSelection] = useState<Selection>(noSelection);
  const [choosing, setChoosing] = useState(false);
  // Only a board's (or section's) grid is organized.
  const here: Place | null =
    source.kind === 'board' ? { boardId: source.boardId, sectionId: source.sectionId ?? null } : null;

  const stop = () => {
    setOrganizing(false);
    setSelection(noSelection);
    setChoosing(false);
  };

  const pick = (pinId: string) =>
    setSelection((current) => {
      if (!current.all && !current.ids.has(pinId) && current.ids.size >= MOVE_PINS_MAX) {
        toast.show({ type: 'error', text: `You can move up to ${MOVE_PINS_MAX} Pins at once.` });
        return current;
      }
      return toggle(current, pinId);
    });

  const move = async (board: Board, section: SectionSummary | null) => {
    if (!here) return;
    const target: Place = { boardId: board.id, sectionId: section?.id ?? null };
    if (isSamePlace(here, target)) {
      toast.show({ type: 'error', text: 'These Pins are already there. Choose another board or section.' });
      return;
    }
    const moving = selection;
    const key = feedKey(source);
    await queryClient.cancelQueries({ queryKey: key });
    const before = queryClient.getQueryData<InfiniteData<ListPage<Pin>>>(key);
    queryClient.setQueryData(key, withoutSelected(before, moving));
    stop();
    const call = moveCall(moving, here, target);
    const result =
      call.resource === 'BulkEditResource'
        ? await host.api.update('BulkEditResource', call.options)
        : await host.api.update('BulkEditSelectAllResource', call.options);
    if (!result.ok) {
      // Taken back whole: the grid as it was, the Pins still picked.
      queryClient.setQueryData(key, before);
      setOrganizing(true);
      setSelection(moving);
      toast.show({ type: 'error', text: moveFailureText(result.error) });
      return;
    }
    const count = Array.isArray(result.data) ? result.data.length : result.data.moved;
    const where = section ? `${section.title} in ${board.name}` : board.name;
    toast.show({ text: `Moved ${count} ${count === 1 ? 'Pin' : 'Pins'} to ${where}` });
    onPinsMoved?.({ fromBoardId: here.boardId, toBoardId: target.boardId, count });
    // Both boards' grids, sections and counts change; the moved Pins show where they went.
    for (const boardId of new Set([here.boardId, target.boardId])) {
      void queryClient.invalidateQueries({ queryKey: boardFeedsKey(boardId) });
      void queryClient.invalidateQueries({ queryKey: boardSectionsKey(boardId) });
    }
  };

  const selectAll = () => setSelection(everything);
  const canMove = !isEmpty(selection, pins);
  const modal = choosing ? (
    <MoveModal
      host={host}
      title={
        selection.all
          ? 'Move all Pins'
          : `Move ${selection.ids.size} ${selection.ids.size === 1 ? 'Pin' : 'Pins'}`
      }
      onPick={(board, section) => void move(board, section)}
      onClose={() => setChoosing(false)}
    />
  ) : null;

  return {
    organizing,
    start: () => setOrganizing(here !== null),
    stop,
    selection,
    selectionText: selectionText(selection),
    isPicked: (pinId: string) => isSelected(selection, pinId),
    pick,
    selectAll,
    canMove,
    chooseTarget: () => setChoosing(true),
    modal,
  };
}
