import { isAdult, UserTexts } from '@pinboard/contracts/web';
import { useSession } from '../session/session-context';
import { AuthForm } from './auth-form';
import { FormField, useFormValues } from './form-field';
import { useSignIn } from './use-sign-in';

interface SignupForm {
  email: string;
  password: string;
  fullName: string;
  birthday: string;
}

const EMPTY: SignupForm = { email: '', password: '', fullName: '', birthday: '' };

export function SignupDialog() {
  const { api } = useSession();
  // Editing any field clears the failure shown.
  const { values: form, field } = useFormValues(EMPTY, () => signIn.setError(null));
  const signIn = useSignIn(
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

  return (
    <AuthForm
      title="Welcome to Pinboard"
      subtitle="Find new ideas to try"
      signIn={signIn}
      label="Sign up"
      savingLabel="Signing up…"
      other={{ question: 'Already a member?', label: 'Log in', to: 'login' }}
    >
      <FormField label="Email" name="email" type="email" autoComplete="email" {...field('email')} required />
      <FormField
        label="Password"
        name="password"
        type="password"
        autoComplete="new-password"
        placeholder="Create a password"
        {...field('password')}
        required
      />
      <FormField label="Full name" name="full_name" autoComplete="name" {...field('fullName')} required />
      <FormField
        label="Birthday"
        name="birthday"
        type="date"
        autoComplete="bday"
        {...field('birthday')}
        required
      />
    </AuthForm>
  );
}
