import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { createApiClient, type ApiClient } from '@pinboard/api-client';
import type { Me } from '@pinboard/contracts/web';
import { requiredContext } from '@pinboard/web-kit/required-context';
import { isVisitorPage } from '../page-data';

export type AuthDialog = { kind: 'login'; prompt: string | null } | { kind: 'signup' } | null;

export interface Session {
  /** undefined while /v3/users/me/ is in flight, null for a visitor. */
  me: Me | null | undefined;
  api: ApiClient;
  setMe(me: Me | null): void;
  logOut(): Promise<void>;
  dialog: AuthDialog;
  /**
   * Opens the login dialog. `then` is what the person was doing when asked to log in (save this
   * Pin, follow): it goes on once they have logged in or signed up from this dialog.
   */
  openLogin(prompt?: string, then?: () => void): void;
  openSignup(): void;
  /** From the login dialog to the sign-up one or back, keeping what the person was doing. */
  switchDialog(kind: 'login' | 'signup'): void;
  /** Closed without signing in: what the person was doing is dropped. */
  closeDialog(): void;
  /** Signed in from a dialog: closes it and goes on with what they were doing. */
  signedIn(me: Me): void;
}

const SessionContext = requiredContext<Session>('useSession');

export function SessionProvider({ children }: { children: ReactNode }) {
  const api = useMemo(() => createApiClient(), []);
  const [me, setMe] = useState<Me | null | undefined>(undefined);
  const [dialog, setDialog] = useState<AuthDialog>(null);
  const intent = useRef<(() => void) | null>(null);
  // Asked before the session was known (a page from the HTML is clickable before /me answers).
  const beforeSession = useRef<{ prompt: string | null; then: (() => void) | null } | null>(null);
  const sessionKnown = useRef(false);
  sessionKnown.current = me !== undefined;

  useEffect(() => {
    // A page served without a session cookie says so: a visitor, known without asking.
    if (isVisitorPage()) {
      setMe(null);
      return;
    }
    let live = true;
    void api.me().then((result) => {
      if (live) setMe(result.ok ? result.data : null);
    });
    return () => {
      live = false;
    };
  }, [api]);

  const logOut = useCallback(async () => {
    await api.delete('UserSessionResource', {});
    setMe(null);
  }, [api]);

  const openLogin = useCallback((prompt?: string, then?: () => void) => {
    if (!sessionKnown.current) {
      beforeSession.current = { prompt: prompt ?? null, then: then ?? null };
      return;
    }
    intent.current = then ?? null;
    setDialog({ kind: 'login', prompt: prompt ?? null });
  }, []);
  // What a signed-in person did before the session was known goes on; a visitor is asked to log in.
  // Run after the remotes' own effects for the new viewer (an effect of this ancestor runs after
  // theirs), so an optimistic change it makes is not overwritten by their reloads.
  useEffect(() => {
    const asked = beforeSession.current;
    if (me === undefined || !asked) return;
    beforeSession.current = null;
    if (me) {
      asked.then?.();
    } else {
      intent.current = asked.then;
      setDialog({ kind: 'login', prompt: asked.prompt });
    }
  }, [me]);
  const openSignup = useCallback(() => {
    intent.current = null;
    setDialog({ kind: 'signup' });
  }, []);
  const switchDialog = useCallback(
    (kind: 'login' | 'signup') => setDialog(kind === 'login' ? { kind, prompt: null } : { kind }),
    [],
  );
  const closeDialog = useCallback(() => {
    intent.current = null;
    setDialog(null);
  }, []);
  const signedIn = useCallback((signedInAs: Me) => {
    const then = intent.current;
    intent.current = null;
    setMe(signedInAs);
    setDialog(null);
    // Batched with setMe: the remote that asked renders its next step with the signed-in host.
    then?.();
  }, []);

  const value = useMemo<Session>(
    () => ({ me, api, setMe, logOut, dialog, openLogin, openSignup, switchDialog, closeDialog, signedIn }),
    [me, api, logOut, dialog, openLogin, openSignup, switchDialog, closeDialog, signedIn],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export const useSession: () => Session = SessionContext.use;
