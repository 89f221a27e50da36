import { useState } from 'react';
import type { Board } from '@pinboard/contracts';
import type { ApiClient } from '@pinboard/host-contract';
import { failureText } from './failure-text';
import { BOARD_NAME_MAX, boardNameError } from './board-name';

/** Board-create form state: idle, saving, then created (board returned) or error (SPEC §4). */
export function useBoardCreate(api: ApiClient, onCreated: (board: Board) => void) {
  const [name, setNameValue] = useState('');
  const [secret, setSecret] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const setName = (value: string) => {
    setNameValue(value);
    // Editing clears the error; an over-long name is flagged while typing.
    setError(value.trim().length > BOARD_NAME_MAX ? boardNameError(value) : null);
  };

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

  return { name, setName, secret, setSecret, error, saving, submit, canSubmit: !saving && error === null };
}
