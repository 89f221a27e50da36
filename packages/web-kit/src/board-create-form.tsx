import { useState } from 'react';
import { Box, Button, Flex, Label, Switch, Text } from 'gestalt';
import type { ApiClient } from '@pinboard/api-client';
import { BOARD_NAME_MAX, boardNameError, failureText, type Board } from '@pinboard/contracts/web';
import { errorText } from './api-query';
import { CollaboratorSearch, type NewCollaborator } from './collaborator-search';
import { NameField } from './name-field';
import { useToast } from './toast';
import { useCreateBoard } from './user-boards';

/**
 * Board-create form state (SPEC §4, §5): idle, saving, then created or an error under the name.
 * `owner` is the username whose board list shows the new board at once.
 */
export function useBoardCreateForm(api: ApiClient, owner: string | null, onCreated: (board: Board) => void) {
  const create = useCreateBoard(api, owner);
  const [name, setNameValue] = useState('');
  const [secret, setSecret] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [collaborators, setCollaborators] = useState<NewCollaborator[]>([]);
  const [inviting, setInviting] = useState(false);
  const toast = useToast();
  const saving = create.isPending || inviting;

  const setName = (value: string) => {
    setNameValue(value);
    // Editing clears the error; an over-long name is flagged while typing.
    setError(value.trim().length > BOARD_NAME_MAX ? boardNameError(value) : null);
  };

  const submit = async () => {
    if (saving || error) return;
    const invalid = boardNameError(name);
    if (invalid) return setError(invalid);
    let board: Board;
    try {
      board = await create.mutateAsync({ name: name.trim(), privacy: secret ? 'secret' : 'public' });
    } catch (failure) {
      return setError(errorText(failure));
    }
    if (collaborators.length > 0) {
      // The board exists either way: a failed invite is said, not a reason to take the board back.
      setInviting(true);
      const invited = await api.create('BoardInviteResource', {
        board_id: board.id,
        invited_user_ids: collaborators.flatMap((c) => (c.kind === 'person' ? [c.person.id] : [])),
        emails: collaborators.flatMap((c) => (c.kind === 'email' ? [c.email] : [])),
      });
      setInviting(false);
      if (!invited.ok)
        toast.show({ type: 'error', text: `Board created; invites not sent: ${failureText(invited.error)}` });
    }
    onCreated(board);
  };

  return {
    name,
    setName,
    secret,
    setSecret,
    collaborators,
    setCollaborators,
    error,
    saving,
    submit,
    canSubmit: !saving && error === null,
  };
}

export type BoardCreateForm = ReturnType<typeof useBoardCreateForm>;

interface BoardCreateFieldsProps {
  idPrefix: string;
  form: BoardCreateForm;
  /** For the optional collaborator search (SPEC §2.3). */
  api: ApiClient;
  /** Names to pick from (SPEC §2.3 suggested board names); none by default. */
  suggestions?: readonly string[];
}

/** Name (Enter submits), the names to pick from, the 'Keep this board secret' toggle and the collaborator search. */
export function BoardCreateFields({ idPrefix, form, api, suggestions = [] }: BoardCreateFieldsProps) {
  return (
    <Flex direction="column" gap={{ column: 6, row: 0 }}>
      <NameField
        id={`${idPrefix}-name`}
        label="Board name"
        placeholder='Like "Places to Go" or "Recipes to Make"'
        value={form.name}
        error={form.error}
        onChange={form.setName}
        onSubmit={() => void form.submit()}
        suggestions={suggestions}
        picked={form.name}
        saving={form.saving}
      />
      <Flex alignItems="center" justifyContent="between" gap={{ row: 4, column: 0 }}>
        <Box>
          <Label htmlFor={`${idPrefix}-secret`}>
            <Text weight="bold">Keep this board secret</Text>
          </Label>
          <Text size="200" color="subtle">
            So only you and collaborators can see it.
          </Text>
        </Box>
        <Switch
          id={`${idPrefix}-secret`}
          switched={form.secret}
          onChange={({ value }) => form.setSecret(value)}
        />
      </Flex>
      <CollaboratorSearch
        api={api}
        idPrefix={idPrefix}
        chosen={form.collaborators}
        onChange={form.setCollaborators}
        disabled={form.saving}
      />
    </Flex>
  );
}

/** Cancel and Create, right-aligned. */
export function BoardCreateButtons({ form, onCancel }: { form: BoardCreateForm; onCancel(): void }) {
  return (
    <Flex justifyContent="end" gap={{ row: 2, column: 0 }}>
      <Button text="Cancel" onClick={onCancel} disabled={form.saving} />
      <Button text="Create" color="red" onClick={() => void form.submit()} disabled={!form.canSubmit} />
    </Flex>
  );
}
