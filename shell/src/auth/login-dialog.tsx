import { useSession } from '../session/session-context';
import { AuthForm } from './auth-form';
import { FormField, useFormValues } from './form-field';
import { useSignIn } from './use-sign-in';

export function LoginDialog({ prompt }: { prompt: string | null }) {
  const { api } = useSession();
  const { values, field } = useFormValues({ usernameOrEmail: '', password: '' });
  const signIn = useSignIn(() =>
    api.create('UserSessionResource', {
      username_or_email: values.usernameOrEmail.trim(),
      password: values.password,
    }),
  );

  return (
    <AuthForm
      title={prompt ?? 'Welcome to Pinboard'}
      subtitle={prompt ? 'Welcome back to Pinboard' : null}
      signIn={signIn}
      label="Log in"
      savingLabel="Logging in…"
      other={{ question: 'Not on Pinboard yet?', label: 'Sign up', to: 'signup' }}
    >
      <FormField
        label="Username or email"
        name="username_or_email"
        autoComplete="username"
        {...field('usernameOrEmail')}
        required
      />
      <FormField
        label="Password"
        name="password"
        type="password"
        autoComplete="current-password"
        {...field('password')}
        required
      />
    </AuthForm>
  );
}
