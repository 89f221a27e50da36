import { useState } from 'react';
import { Dialog } from '../ui/dialog';
import { useSession } from '../session/session-context';
import { FormField, FormFooter } from './form-field';
import { useSignIn } from './use-sign-in';

export function LoginDialog({ prompt }: { prompt: string | null }) {
  const { api, closeDialog, switchDialog } = useSession();
  const [usernameOrEmail, setUsernameOrEmail] = useState('');
  const [password, setPassword] = useState('');
  const { error, saving, submit } = useSignIn(() =>
    api.create('UserSessionResource', { username_or_email: usernameOrEmail.trim(), password }),
  );

  return (
    <Dialog
      title={prompt ?? 'Welcome to Pinboard'}
      subtitle={prompt ? 'Welcome back to Pinboard' : null}
      onDismiss={closeDialog}
    >
      <form className="pb-form" onSubmit={submit} noValidate>
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
        <FormFooter error={error} saving={saving} label="Log in" savingLabel="Logging in…" />
      </form>
      <p className="pb-dialog__switch">
        Not on Pinboard yet?{' '}
        <button type="button" className="pb-link-button" onClick={() => switchDialog('signup')}>
          Sign up
        </button>
      </p>
    </Dialog>
  );
}
