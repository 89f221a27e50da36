import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { PinsMoved } from '@pinboard/host-contract';

/** The boards service counts a move when the pins service's events reach it, a moment later. */
const RECOUNT_AFTER_MS = 1000;

/**
 * What a page around an organized grid does after a move: its counts change at once (`adjust`),
 * then the queries under `prefixes` are read again once the boards service has counted the move.
 */
export function useCountsAfterMove(prefixes: readonly QueryKey[], adjust: (moved: PinsMoved) => void) {
  const queryClient = useQueryClient();
  return (moved: PinsMoved) => {
    adjust(moved);
    setTimeout(() => {
      for (const queryKey of prefixes) void queryClient.invalidateQueries({ queryKey });
    }, RECOUNT_AFTER_MS);
  };
}

/** A count less the Pins that left, never below zero. */
export const lessMoved = (count: number, moved: PinsMoved) => Math.max(0, count - moved.count);
