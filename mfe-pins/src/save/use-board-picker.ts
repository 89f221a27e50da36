import { useQuery } from '@tanstack/react-query';
import type { ApiClient } from '@pinboard/host-contract';
import { dataOf } from '@pinboard/web-kit';

/** Every picker's data sits under this key; a save reorders them all (SPEC §4). */
export const BOARD_PICKER_KEY = ['board-picker'] as const;

/** SPEC §7 BoardPickerBoardsResource: the boards the viewer may save to, and the top choices for a Pin. */
export function useBoardPicker(api: ApiClient, pinId: string | null) {
  return useQuery({
    queryKey: [...BOARD_PICKER_KEY, pinId ?? ''],
    queryFn: () => dataOf(api.get('BoardPickerBoardsResource', pinId ? { pin_id: pinId } : {})),
  });
}
