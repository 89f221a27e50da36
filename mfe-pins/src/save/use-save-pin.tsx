import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import {
  failureText,
  LoginTexts,
  type Board,
  type BoardPicker,
  type Pin,
  type PinCloseup,
  type SavedPin,
  type SectionSummary,
} from '@pinboard/contracts/web';
import type { HostApi } from '@pinboard/host-contract';
import { boardSectionsKey, useToast } from '@pinboard/web-kit';
import { pinKey } from '../closeup/use-pin';
import { boardFeedsKey } from '../feed/use-pin-feed';
import { afterSave } from './board-order';
import { LinkedTextView } from './linked-text';
import { placeKey, saveNotice, withSave } from './saved-places';
import { BOARD_PICKER_KEY } from './use-board-picker';

interface SaveOptions {
  /** Show the 'Saved to' toast (the modal's 'Board created' view says it instead). */
  announce?: boolean;
}

/**
 * Saving `pin` (SPEC §4): saving, then success or failure. Success shows 'Saved to …' (or the
 * already-saved warning) and updates what the page shows without a reload: the closeup's 'Saved'
 * and saved_to, the picker's order, the board's Pins and sections. A failure clears the saving
 * state and shows message_detail or message as an error toast (SPEC §8); a lapsed session asks to
 * log in (`onLoggedOut`).
 */
export function useSavePin(host: HostApi, pin: Pin, onLoggedOut: () => void) {
  const [saving, setSaving] = useState<string | null>(null);
  const toast = useToast();
  const queryClient = useQueryClient();

  const remember = (saved: SavedPin, board: Board) => {
    queryClient.setQueryData<PinCloseup>(pinKey(pin.id), (closeup) =>
      closeup ? { ...closeup, saved_to: withSave(closeup.saved_to, saved) } : closeup,
    );
    if (saved.already_saved) return;
    queryClient.setQueriesData<BoardPicker>({ queryKey: BOARD_PICKER_KEY }, (picker) =>
      picker ? afterSave(picker, board) : picker,
    );
    void queryClient.invalidateQueries({ queryKey: boardFeedsKey(board.id) });
    void queryClient.invalidateQueries({ queryKey: boardSectionsKey(board.id) });
  };

  const saveTo = async (
    board: Board,
    section: SectionSummary | null,
    { announce = true }: SaveOptions = {},
  ): Promise<SavedPin | null> => {
    setSaving(placeKey(board.id, section?.id ?? null));
    const result = await host.api.create('RepinResource', {
      pin_id: pin.id,
      board_id: board.id,
      ...(section ? { section: section.id } : {}),
    });
    setSaving(null);
    if (!result.ok) {
      if (result.error.http_status === 401) {
        onLoggedOut();
        host.requireLogin(LoginTexts.toSave);
      } else {
        toast.show({ type: 'error', text: failureText(result.error) });
      }
      return null;
    }
    const saved = result.data;
    remember(saved, board);
    if (announce || saved.already_saved) {
      const notice = saveNotice(saved);
      toast.show({
        type: notice.type,
        text: <LinkedTextView text={notice.text} linkClassName="pb-toast__link" />,
      });
    }
    return saved;
  };

  return { saving, saveTo };
}
