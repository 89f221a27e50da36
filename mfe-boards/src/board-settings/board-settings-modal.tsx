import { useState } from 'react';
import { Box, Button, Divider, Flex, Heading, Text, TextArea } from 'gestalt';
import { BOARD_DESCRIPTION_MAX, type Board, type BoardView } from '@pinboard/contracts/web';
import type { HostApi } from '@pinboard/host-contract';
import {
  BoardNameField,
  FormButtons,
  SecretBoardSwitch,
  errorText,
  useBoardName,
  useToast,
} from '@pinboard/web-kit';
import { FormModal } from '../common/form-modal';
import { DeleteBoardConfirm } from './delete-board-confirm';
import { useBoardSettings } from './use-board-settings';

interface BoardSettingsModalProps {
  host: HostApi;
  board: BoardView;
  onDismiss(): void;
  /** After a save: the board as it now is (a rename moves it to a new url). */
  onSaved(board: Board): void;
  /** After the board was deleted. */
  onDeleted(): void;
}

/**
 * 'Edit your board' (the owner's board settings): name, description, privacy, then archive and
 * delete. Failures show under the name field, as in the create forms (SPEC §8).
 */
export function BoardSettingsModal({ host, board, onDismiss, onSaved, onDeleted }: BoardSettingsModalProps) {
  const { update, remove } = useBoardSettings(host, board);
  const toast = useToast();
  const boardName = useBoardName(board.name);
  const { error, setError } = boardName;
  const [description, setDescription] = useState(board.description);
  const [secret, setSecret] = useState(board.privacy === 'secret');
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const busy = update.isPending || remove.isPending;
  const archived = board.archived_by_me_at !== null;

  const save = async () => {
    if (busy || error) return;
    const trimmed = boardName.checked();
    if (trimmed === null) return;
    try {
      onSaved(
        await update.mutateAsync({
          name: trimmed,
          description: description.trim(),
          privacy: secret ? 'secret' : 'public',
        }),
      );
    } catch (failure) {
      setError(errorText(failure));
    }
  };

  const toggleArchive = async () => {
    try {
      const saved = await update.mutateAsync({ archived: !archived });
      toast.show({ text: archived ? `Unarchived ${saved.name}` : `Archived ${saved.name}` });
      onSaved(saved);
    } catch (failure) {
      setError(errorText(failure));
    }
  };

  if (confirmingDelete) {
    return (
      <DeleteBoardConfirm
        board={board}
        deleting={remove.isPending}
        onCancel={() => setConfirmingDelete(false)}
        onConfirm={async () => {
          try {
            await remove.mutateAsync();
            onDeleted();
          } catch (failure) {
            setConfirmingDelete(false);
            setError(errorText(failure));
          }
        }}
      />
    );
  }

  return (
    <FormModal
      title="Edit your board"
      onDismiss={onDismiss}
      footer={
        <FormButtons
          size="lg"
          onCancel={onDismiss}
          text={update.isPending ? 'Saving…' : 'Done'}
          disabled={busy || error !== null}
          onClick={() => void save()}
        />
      }
    >
      <Flex direction="column" gap={{ column: 6, row: 0 }}>
        <BoardNameField
          id="pb-board-settings-name"
          label="Name"
          field={boardName}
          onSubmit={() => void save()}
          saving={busy}
        />
        <TextArea
          id="pb-board-settings-description"
          label="Description"
          placeholder="What's your board about?"
          value={description}
          maxLength={{
            characterCount: BOARD_DESCRIPTION_MAX,
            errorAccessibilityLabel: 'Description too long',
          }}
          onChange={({ value }) => setDescription(value)}
        />
        <SecretBoardSwitch id="pb-board-settings-secret" secret={secret} onChange={setSecret} />
        <Divider />
        <Heading size="400" accessibilityLevel={2}>
          Actions
        </Heading>
        <SettingsAction
          label={archived ? 'Unarchive board' : 'Archive board'}
          help={
            archived
              ? 'Make it a place to save Pins again.'
              : 'Keep its Pins, but stop offering it as a place to save Pins.'
          }
          disabled={busy}
          onClick={() => void toggleArchive()}
        />
        <SettingsAction
          label="Delete board"
          help="Delete this board and all its Pins forever. You can't undo this!"
          disabled={busy}
          onClick={() => setConfirmingDelete(true)}
        />
      </Flex>
    </FormModal>
  );
}

interface SettingsActionProps {
  label: string;
  help: string;
  disabled: boolean;
  onClick(): void;
}

function SettingsAction({ label, help, disabled, onClick }: SettingsActionProps) {
  return (
    <Flex direction="column" gap={{ column: 1, row: 0 }}>
      <Box>
        <Button text={label} size="md" disabled={disabled} onClick={onClick} />
      </Box>
      <Text size="200" color="subtle">
        {help}
      </Text>
    </Flex>
  );
}
