import { useState, type FormEvent } from 'react';
import { failureText, isAdult, UserTexts } from '@pinboard/contracts/web';
import { Dialog } from '../ui/dialog';
import { useSession } from '../session/session-context';
import { FormField } from './form-field';

interface SignupForm {
  email: string;
  password: string;
  fullName: string;
  birthday: string;
}

const EMPTY: SignupForm = { email: '', password: '', fullName: '', birthday: '' };

export function SignupDialog() {
  const { api, setMe, closeDialog, openLogin } = useSession();
  const [form, setForm] = useState<SignupForm>(EMPTY);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const update = (field: keyof SignupForm) => (value: string) => {
    setForm((current) => ({ ...current, [field]: value }));
    setError(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    if (form.birthday && !isAdult(form.birthday)) {
      setError(UserTexts.notAdult);
      return;
    }
    setSaving(true);
    setError(null);
    const result = await api.create('UserRegisterResource', {
      email: form.email.trim(),
      password: form.password,
      full_name: form.fullName.trim(),
      birthday: form.birthday,
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
    <Dialog title="Welcome to Pinboard" subtitle="Find new ideas to try" onDismiss={closeDialog}>
      <form className="pb-form" onSubmit={(e) => void submit(e)} noValidate>
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
        {error ? (
          <p className="pb-form__error" role="alert">
            {error}
          </p>
        ) : null}
        <button type="submit" className="pb-button pb-button--red pb-button--wide" disabled={saving}>
          {saving ? 'Signing up…' : 'Sign up'}
        </button>
      </form>
      <p className="pb-dialog__switch">
        Already a member?{' '}
        <button type="button" className="pb-link-button" onClick={() => openLogin()}>
          Log in
        </button>
      </p>
    </Dialog>
  );
}
