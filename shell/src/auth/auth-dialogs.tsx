import { useEffect } from 'react';
import { useSession } from '../session/session-context';
import { LoginDialog } from './login-dialog';
import { SignupDialog } from './signup-dialog';

/** Renders the open auth dialog and hides the page behind it from assistive tech. */
export function AuthDialogs() {
  const { dialog } = useSession();
  const open = dialog !== null;

  useEffect(() => {
    const app = document.getElementById('root');
    if (!app || !open) return;
    app.setAttribute('aria-hidden', 'true');
    app.inert = true;
    return () => {
      app.removeAttribute('aria-hidden');
      app.inert = false;
    };
  }, [open]);

  if (dialog?.kind === 'login') return <LoginDialog key="login" prompt={dialog.prompt} />;
  if (dialog?.kind === 'signup') return <SignupDialog key="signup" />;
  return null;
}
