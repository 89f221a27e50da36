import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Box, Button, Flex, Image, Layer, Modal, Text } from 'gestalt';
import { Link } from 'react-router';
import { failureText, LoginTexts, type Board, type Pin } from '@pinboard/contracts/web';
import type { HostApi } from '@pinboard/host-contract';
import { OVERLAY_Z_INDEX, userBoardsKey, useToast, useUserBoards } from '@pinboard/web-kit';
import { BoardPicker } from './board-picker';
import { CreateBoardForm } from './create-board-form';

interface RepinModalProps {
  host: HostApi;
  pin: Pin;
  onDismiss(): void;
  onSaved(saved: Pin): void;
}

/** 'Repin modal': choose (or create) a board and save the Pin to it. */
export function RepinModal({ host, pin, onDismiss, onSaved }: RepinModalProps) {
  const boards = useUserBoards(host.api, host.me?.username ?? null);
  const [view, setView] = useState<'pick' | 'create' | 'created'>('pick');
  // After 'Create board' and the save to it, the modal shows 'Board created' until dismissed.
  const [created, setCreated] = useState<{ saved: Pin; board: Board } | null>(null);
  const [savingBoardId, setSavingBoardId] = useState<string | null>(null);
  const toast = useToast();
  const queryClient = useQueryClient();

  const saveTo = async (board: Board, announce = true): Promise<Pin | null> => {
    setSavingBoardId(board.id);
    const result = await host.api.create('RepinResource', { pin_id: pin.id, board_id: board.id });
    setSavingBoardId(null);
    if (!result.ok) {
      if (result.error.http_status === 401) {
        onDismiss();
        host.requireLogin(LoginTexts.toSave);
        return null;
      }
      toast.show({ type: 'error', text: failureText(result.error) });
      return null;
    }
    // The board's Pin count and place among 'Top choices' changed.
    void queryClient.invalidateQueries({ queryKey: userBoardsKey(host.me?.username ?? '') });
    if (!announce) return result.data;
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
    return result.data;
  };

  const onBoardCreated = async (board: Board) => {
    const saved = await saveTo(board, false);
    if (!saved) {
      setView('pick');
      return;
    }
    setCreated({ saved, board });
    setView('created');
  };

  const finish = () => (created ? onSaved(created.saved) : onDismiss());
  const heading = view === 'pick' ? 'Choose board' : view === 'create' ? 'Create board' : 'Board created';

  return (
    <Layer zIndex={OVERLAY_Z_INDEX}>
      <Modal
        accessibilityModalLabel="Repin modal"
        heading={heading}
        onDismiss={finish}
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
        {view === 'created' && created ? (
          <BoardCreated saved={created.saved} board={created.board} onDone={finish} />
        ) : view === 'pick' ? (
          <BoardPicker
            boards={boards.data ?? (boards.isError ? [] : null)}
            savingBoardId={savingBoardId}
            onPick={(board) => void saveTo(board)}
          />
        ) : (
          <CreateBoardForm
            host={host}
            onCancel={() => setView('pick')}
            onCreated={(board) => void onBoardCreated(board)}
          />
        )}
      </Modal>
    </Layer>
  );
}

/** The 'Board created' view: the Pin on its new board, with a way to see it. */
function BoardCreated({ saved, board, onDone }: { saved: Pin; board: Board; onDone(): void }) {
  const image = saved.images['236x'];
  return (
    <Flex direction="column" alignItems="center" gap={{ column: 4, row: 0 }}>
      <Box width={image.width / 2} rounding={4} overflow="hidden">
        <Image
          src={image.url}
          alt={saved.title || saved.description || 'Pin'}
          naturalWidth={image.width}
          naturalHeight={image.height}
          color={saved.dominant_color}
        />
      </Box>
      <Text align="center">
        Saved to{' '}
        <Link className="pb-toast__link" to={board.url} onClick={onDone}>
          {board.name}
        </Link>
      </Text>
      <Flex gap={{ row: 2, column: 0 }}>
        <Link to={`/pin/${saved.id}`} onClick={onDone} className="pb-button-link">
          See it now
        </Link>
        <Button text="Done" color="red" onClick={onDone} />
      </Flex>
    </Flex>
  );
}
