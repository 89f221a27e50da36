import { lazy, Suspense, useEffect } from 'react';
import { useSession } from '../session/session-context';

// Loaded when first opened: the forms and the sign-up rules stay out of the shell's first load.
const LoginDialog = lazy(() => import('./login-dialog').then((m) => ({ default: m.LoginDialog })));
const SignupDialog = lazy(() => import('./signup-dialog').then((m) => ({ default: m.SignupDialog })));

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

  return (
    <Suspense fallback={null}>
      {dialog?.kind === 'login' ? <LoginDialog key="login" prompt={dialog.prompt} /> : null}
      {dialog?.kind === 'signup' ? <SignupDialog key="signup" /> : null}
    </Suspense>
  );
}
