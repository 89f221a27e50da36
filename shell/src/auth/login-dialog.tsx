import { useState, type FormEvent } from 'react';
import { failureText } from '@pinboard/contracts/web';
import { Dialog } from '../ui/dialog';
import { useSession } from '../session/session-context';
import { FormField } from './form-field';

export function LoginDialog({ prompt }: { prompt: string | null }) {
  const { api, setMe, closeDialog, openSignup } = useSession();
  const [usernameOrEmail, setUsernameOrEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    setSaving(true);
    setError(null);
    const result = await api.create('UserSessionResource', {
      username_or_email: usernameOrEmail.trim(),
      password,
    });
    setSaving(false);
    if (!result.ok) {
      setError(failureText(result.error));
      return;
    }
    setMe(result.data);
    closeDialog();
  };

  return (
    <Dialog
      title={prompt ?? 'Welcome to Pinboard'}
      subtitle={prompt ? 'Welcome back to Pinboard' : null}
      onDismiss={closeDialog}
    >
      <form className="pb-form" onSubmit={(e) => void submit(e)} noValidate>
        <FormField
          label="Username or email"
          name="username_or_email"
          autoComplete="username"
          value={usernameOrEmail}
          onChange={(e) => setUsernameOrEmail(e.target.value)}
          required
        />
        <FormField
          label="Password"
          name="password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          required
        />
        {error ? (
          <p className="pb-form__error" role="alert">
            {error}
          </p>
        ) : null}
        <button type="submit" className="pb-button pb-button--red pb-button--wide" disabled={saving}>
          {saving ? 'Logging in…' : 'Log in'}
        </button>
      </form>
      <p className="pb-dialog__switch">
        Not on Pinboard yet?{' '}
        <button type="button" className="pb-link-button" onClick={openSignup}>
          Sign up
        </button>
      </p>
    </Dialog>
  );
}
