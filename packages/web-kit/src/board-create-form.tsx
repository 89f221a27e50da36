import { useState, type ComponentProps } from 'react';
import { Box, Flex, Label, Switch, Text } from 'gestalt';
import type { ApiClient } from '@pinboard/api-client';
import { BOARD_NAME_MAX, boardNameError, failureText, type Board } from '@pinboard/contracts/web';
import { errorText } from './api-query';
import { CollaboratorSearch, type NewCollaborator } from './collaborator-search';
import { FormButtons } from './form-buttons';
import { NameField } from './name-field';
import { useToast } from './toast';
import { useCreateBoard } from './user-boards';

/**
 * A board's name as typed in the create form and the board settings (SPEC §5), with the error under
 * it: editing clears the error, and an over-long name is flagged while typing. `checked()` is the
 * trimmed name to send, or null once the error says why there is none.
 */
export function useBoardName(initial: string) {
  const [name, setNameValue] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const setName = (value: string) => {
    setNameValue(value);
    setError(value.trim().length > BOARD_NAME_MAX ? boardNameError(value) : null);
  };
  const checked = (): string | null => {
    const invalid = boardNameError(name);
    if (invalid) setError(invalid);
    return invalid ? null : name.trim();
  };
  return { name, setName, error, setError, checked };
}

export type BoardName = ReturnType<typeof useBoardName>;

/** The board-name field of the create form and the board settings, bound to a `useBoardName`. */
export function BoardNameField({
  field,
  ...rest
}: { field: Pick<BoardName, 'name' | 'setName' | 'error'> } & Omit<
  ComponentProps<typeof NameField>,
  'placeholder' | 'value' | 'error' | 'onChange'
>) {
  return (
    <NameField
      placeholder='Like "Places to Go" or "Recipes to Make"'
      value={field.name}
      error={field.error}
      onChange={field.setName}
      {...rest}
    />
  );
}

/**
 * Board-create form state (SPEC §4, §5): idle, saving, then created or an error under the name.
 * `owner` is the username whose board list shows the new board at once.
 */
export function useBoardCreateForm(api: ApiClient, owner: string | null, onCreated: (board: Board) => void) {
  const create = useCreateBoard(api, owner);
  const { name, setName, error, setError, checked } = useBoardName('');
  const [secret, setSecret] = useState(false);
  const [collaborators, setCollaborators] = useState<NewCollaborator[]>([]);
  const [inviting, setInviting] = useState(false);
  const toast = useToast();
  const saving = create.isPending || inviting;

  const submit = async () => {
    if (saving || error) return;
    const trimmed = checked();
    if (trimmed === null) return;
    let board: Board;
    try {
      board = await create.mutateAsync({ name: trimmed, privacy: secret ? 'secret' : 'public' });
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
      <BoardNameField
        id={`${idPrefix}-name`}
        label="Board name"
        field={form}
        onSubmit={() => void form.submit()}
        suggestions={suggestions}
        picked={form.name}
        saving={form.saving}
      />
      <SecretBoardSwitch id={`${idPrefix}-secret`} secret={form.secret} onChange={form.setSecret} />
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

/** 'Keep this board secret' (SPEC §4 privacy), in the create form and the board settings. */
export function SecretBoardSwitch({
  id,
  secret,
  onChange,
}: {
  id: string;
  secret: boolean;
  onChange(secret: boolean): void;
}) {
  return (
    <Flex alignItems="center" justifyContent="between" gap={{ row: 4, column: 0 }}>
      <Box>
        <Label htmlFor={id}>
          <Text weight="bold">Keep this board secret</Text>
        </Label>
        <Text size="200" color="subtle">
          So only you and collaborators can see it.
        </Text>
      </Box>
      <Switch id={id} switched={secret} onChange={({ value }) => onChange(value)} />
    </Flex>
  );
}

/** Cancel and Create, right-aligned. */
export function BoardCreateButtons({ form, onCancel }: { form: BoardCreateForm; onCancel(): void }) {
  return (
    <FormButtons
      onCancel={onCancel}
      cancelDisabled={form.saving}
      text="Create"
      onClick={() => void form.submit()}
      disabled={!form.canSubmit}
    />
  );
}
