import { useState, type FormEvent } from 'react';
import type { ApiResult } from '@pinboard/api-client';
import { failureText, type Me } from '@pinboard/contracts/web';
import { useSession } from '../session/session-context';

/**
 * The state both auth dialogs share: a submit that sends once at a time, signs the person in,
 * closes the dialog and goes on with what they were doing on success, or shows the SPEC §8 failure
 * text. `check` refuses before sending.
 */
export function useSignIn(send: () => Promise<ApiResult<Me>>, check: () => string | null = () => null) {
  const { signedIn } = useSession();
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    const refused = check();
    if (refused) return setError(refused);
    setSaving(true);
    setError(null);
    const result = await send();
    setSaving(false);
    if (!result.ok) return setError(failureText(result.error));
    signedIn(result.data);
  };

  return { error, setError, saving, submit: (event: FormEvent) => void submit(event) };
}
