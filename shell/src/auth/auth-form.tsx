import type { FormEvent, ReactNode } from 'react';
import { Dialog } from '../ui/dialog';
import { useSession } from '../session/session-context';
import { FormFooter } from './form-field';

interface AuthFormProps {
  title: string;
  subtitle: string | null;
  /** The form's state, from useSignIn. */
  signIn: { error: string | null; saving: boolean; submit(event: FormEvent): void };
  /** The submit button's words, and its words while sending. */
  label: string;
  savingLabel: string;
  /** Under the form: the way to the other dialog, keeping what the person was doing. */
  other: { question: string; label: string; to: 'login' | 'signup' };
  /** The form's fields. */
  children: ReactNode;
}

/** The login or sign-up dialog: its fields, its failure and submit button, then the other dialog. */
export function AuthForm({ title, subtitle, signIn, label, savingLabel, other, children }: AuthFormProps) {
  const { closeDialog, switchDialog } = useSession();
  return (
    <Dialog title={title} subtitle={subtitle} onDismiss={closeDialog}>
      <form className="pb-form" onSubmit={signIn.submit} noValidate>
        {children}
        <FormFooter error={signIn.error} saving={signIn.saving} label={label} savingLabel={savingLabel} />
      </form>
      <p className="pb-dialog__switch">
        {other.question}{' '}
        <button type="button" className="pb-link-button" onClick={() => switchDialog(other.to)}>
          {other.label}
        </button>
      </p>
    </Dialog>
  );
}
