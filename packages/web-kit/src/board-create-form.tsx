import { useState } from 'react';
import { Box, Button, Flex, Label, Switch, Text } from 'gestalt';
import type { ApiClient } from '@pinboard/api-client';
import { BOARD_NAME_MAX, boardNameError, type Board } from '@pinboard/contracts/web';
import { errorText } from './api-query';
import { NameField } from './name-field';
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
  const saving = create.isPending;

  const setName = (value: string) => {
    setNameValue(value);
    // Editing clears the error; an over-long name is flagged while typing.
    setError(value.trim().length > BOARD_NAME_MAX ? boardNameError(value) : null);
  };

  const submit = async () => {
    if (saving || error) return;
    const invalid = boardNameError(name);
    if (invalid) return setError(invalid);
    try {
      onCreated(await create.mutateAsync({ name: name.trim(), privacy: secret ? 'secret' : 'public' }));
    } catch (failure) {
      setError(errorText(failure));
    }
  };

  return { name, setName, secret, setSecret, error, saving, submit, canSubmit: !saving && error === null };
}

export type BoardCreateForm = ReturnType<typeof useBoardCreateForm>;

interface BoardCreateFieldsProps {
  idPrefix: string;
  form: BoardCreateForm;
  /** Names to pick from (SPEC §2.3 suggested board names); none by default. */
  suggestions?: readonly string[];
}

/** Name (Enter submits), the names to pick from, and the 'Keep this board secret' toggle. */
export function BoardCreateFields({ idPrefix, form, suggestions = [] }: BoardCreateFieldsProps) {
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
