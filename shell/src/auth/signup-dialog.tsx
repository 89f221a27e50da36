import { useState } from 'react';
import { isAdult, UserTexts } from '@pinboard/contracts/web';
import { Dialog } from '../ui/dialog';
import { useSession } from '../session/session-context';
import { FormField, FormFooter } from './form-field';
import { useSignIn } from './use-sign-in';

interface SignupForm {
  email: string;
  password: string;
  fullName: string;
  birthday: string;
}

const EMPTY: SignupForm = { email: '', password: '', fullName: '', birthday: '' };

export function SignupDialog() {
  const { api, closeDialog, switchDialog } = useSession();
  const [form, setForm] = useState<SignupForm>(EMPTY);
  const { error, setError, saving, submit } = useSignIn(
    () =>
      api.create('UserRegisterResource', {
        email: form.email.trim(),
        password: form.password,
        full_name: form.fullName.trim(),
        birthday: form.birthday,
      }),
    // SPEC §5: adults only, checked as the server checks it.
    () => (form.birthday && !isAdult(form.birthday) ? UserTexts.notAdult : null),
  );

  const update = (field: keyof SignupForm) => (value: string) => {
    setForm((current) => ({ ...current, [field]: value }));
    setError(null);
  };

  return (
    <Dialog title="Welcome to Pinboard" subtitle="Find new ideas to try" onDismiss={closeDialog}>
      <form className="pb-form" onSubmit={submit} noValidate>
        <FormField
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          value={form.email}
          onChange={(e) => update('email')(e.target.value)}
          required
        />
        <FormField
          label="Password"
          name="password"
          type="password"
          autoComplete="new-password"
          placeholder="Create a password"
          value={form.password}
          onChange={(e) => update('password')(e.target.value)}
          required
        />
        <FormField
          label="Full name"
          name="full_name"
          autoComplete="name"
          value={form.fullName}
          onChange={(e) => update('fullName')(e.target.value)}
          required
        />
        <FormField
          label="Birthday"
          name="birthday"
          type="date"
          autoComplete="bday"
          value={form.birthday}
          onChange={(e) => update('birthday')(e.target.value)}
          required
        />
        <FormFooter error={error} saving={saving} label="Sign up" savingLabel="Signing up…" />
      </form>
      <p className="pb-dialog__switch">
        Already a member?{' '}
        <button type="button" className="pb-link-button" onClick={() => switchDialog('login')}>
          Log in
        </button>
      </p>
    </Dialog>
  );
}
