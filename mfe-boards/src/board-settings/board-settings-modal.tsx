import { useState } from 'react';
import { Box, Button, Divider, Flex, Heading, Label, Switch, Text, TextArea } from 'gestalt';
import {
  BOARD_DESCRIPTION_MAX,
  BOARD_NAME_MAX,
  boardNameError,
  type Board,
  type BoardView,
} from '@pinboard/contracts/web';
import type { HostApi } from '@pinboard/host-contract';
import { NameField, errorText, useToast } from '@pinboard/web-kit';
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
  const [name, setNameValue] = useState(board.name);
  const [description, setDescription] = useState(board.description);
  const [secret, setSecret] = useState(board.privacy === 'secret');
  const [error, setError] = useState<string | null>(null);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const busy = update.isPending || remove.isPending;
  const archived = board.archived_by_me_at !== null;

  const setName = (value: string) => {
    setNameValue(value);
    setError(value.trim().length > BOARD_NAME_MAX ? boardNameError(value) : null);
  };

  const save = async () => {
    if (busy || error) return;
    const invalid = boardNameError(name);
    if (invalid) return setError(invalid);
    try {
      onSaved(
        await update.mutateAsync({
          name: name.trim(),
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
        <Flex justifyContent="end" gap={{ row: 2, column: 0 }}>
          <Button text="Cancel" size="lg" onClick={onDismiss} />
          <Button
            text={update.isPending ? 'Saving…' : 'Done'}
            size="lg"
            color="red"
            disabled={busy || error !== null}
            onClick={() => void save()}
          />
        </Flex>
      }
    >
      <Flex direction="column" gap={{ column: 6, row: 0 }}>
        <NameField
          id="pb-board-settings-name"
          label="Name"
          placeholder='Like "Places to Go" or "Recipes to Make"'
          value={name}
          error={error}
          onChange={setName}
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
        <Flex alignItems="center" justifyContent="between" gap={{ row: 4, column: 0 }}>
          <Box>
            <Label htmlFor="pb-board-settings-secret">
              <Text weight="bold">Keep this board secret</Text>
            </Label>
            <Text size="200" color="subtle">
              So only you and collaborators can see it.
            </Text>
          </Box>
          <Switch
            id="pb-board-settings-secret"
            switched={secret}
            onChange={({ value }) => setSecret(value)}
          />
        </Flex>
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
