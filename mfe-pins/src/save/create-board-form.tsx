import { useState } from 'react';
import { Button, Flex } from 'gestalt';
import type { Board } from '@pinboard/contracts';
import type { ApiClient } from '@pinboard/host-contract';
import { failureText } from '../common/api-error';
import { BOARD_NAME_MAX, boardNameError, CreateBoardFields } from './create-board-fields';

interface CreateBoardFormProps {
  api: ApiClient;
  onCancel(): void;
  onCreated(board: Board): void;
}

/** The repin modal's 'Create board' view: idle, saving, then created or error (SPEC §4). */
export function CreateBoardForm({ api, onCancel, onCreated }: CreateBoardFormProps) {
  const [name, setName] = useState('');
  const [secret, setSecret] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const submit = async () => {
    if (saving || error) return;
    const invalid = boardNameError(name);
    if (invalid) {
      setError(invalid);
      return;
    }
    setSaving(true);
    const result = await api.create<Board>('BoardResource', {
      name: name.trim(),
      privacy: secret ? 'secret' : 'public',
    });
    setSaving(false);
    if (!result.ok) {
      setError(failureText(result.error));
      return;
    }
    onCreated(result.data);
  };

  return (
    <Flex direction="column" gap={{ column: 6, row: 0 }}>
      <CreateBoardFields
        name={name}
        secret={secret}
        error={error}
        onName={(value) => {
          setName(value);
          setError(value.trim().length > BOARD_NAME_MAX ? boardNameError(value) : null);
        }}
        onSecret={setSecret}
        onSubmit={() => void submit()}
      />
      <Flex justifyContent="end" gap={{ row: 2, column: 0 }}>
        <Button text="Cancel" onClick={onCancel} disabled={saving} />
        <Button text="Create" color="red" onClick={() => void submit()} disabled={saving || error !== null} />
      </Flex>
    </Flex>
  );
}
