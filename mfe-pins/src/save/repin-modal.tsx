import { useState } from 'react';
import { Box, Button, Layer, Modal } from 'gestalt';
import { Link } from 'react-router';
import type { Board, Pin } from '@pinboard/contracts';
import type { HostApi } from '@pinboard/host-contract';
import { failureText, LOGIN_TO_SAVE } from '../common/api-error';
import { useToast } from '../toast/toast-context';
import { BoardPicker } from './board-picker';
import { CreateBoardForm } from './create-board-form';
import { useMyBoards } from './use-my-boards';
import { OVERLAY_Z_INDEX } from '../common/overlay-z-index';

interface RepinModalProps {
  host: HostApi;
  pin: Pin;
  onDismiss(): void;
  onSaved(saved: Pin): void;
}

/** 'Repin modal': choose (or create) a board and save the Pin to it. */
export function RepinModal({ host, pin, onDismiss, onSaved }: RepinModalProps) {
  const { boards, addBoard } = useMyBoards(host.api, host.me?.username ?? null);
  const [view, setView] = useState<'pick' | 'create'>('pick');
  const [savingBoardId, setSavingBoardId] = useState<string | null>(null);
  const toast = useToast();

  const saveTo = async (board: Board): Promise<boolean> => {
    setSavingBoardId(board.id);
    const result = await host.api.create<Pin>('RepinResource', { pin_id: pin.id, board_id: board.id });
    setSavingBoardId(null);
    if (!result.ok) {
      if (result.error.http_status === 401) {
        onDismiss();
        host.requireLogin(LOGIN_TO_SAVE);
        return false;
      }
      toast.show({ type: 'error', text: failureText(result.error) });
      return false;
    }
    const savedBoard = result.data.board ?? board;
    toast.show({
      text: (
        <>
          Saved to{' '}
          <Link className="pb-toast__link" to={savedBoard.url}>
            {savedBoard.name}
          </Link>
        </>
      ),
    });
    onSaved(result.data);
    return true;
  };

  const onBoardCreated = async (board: Board) => {
    addBoard(board);
    const saved = await saveTo(board);
    if (!saved) setView('pick');
  };

  return (
    <Layer zIndex={OVERLAY_Z_INDEX}>
      <Modal
        accessibilityModalLabel="Repin modal"
        heading={view === 'pick' ? 'Choose board' : 'Create board'}
        onDismiss={onDismiss}
        size="sm"
        footer={
          view === 'pick' ? (
            <Box display="flex" justifyContent="center">
              <Button
                text="Create board"
                iconStart="add"
                size="lg"
                onClick={() => setView('create')}
                disabled={savingBoardId !== null}
              />
            </Box>
          ) : null
        }
      >
        {view === 'pick' ? (
          <BoardPicker boards={boards} savingBoardId={savingBoardId} onPick={(board) => void saveTo(board)} />
        ) : (
          <CreateBoardForm
            api={host.api}
            onCancel={() => setView('pick')}
            onCreated={(board) => void onBoardCreated(board)}
          />
        )}
      </Modal>
    </Layer>
  );
}
