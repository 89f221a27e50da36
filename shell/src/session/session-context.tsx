import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { createApiClient, type ApiClient } from '@pinboard/api-client';
import type { Me } from '@pinboard/contracts/web';

export type AuthDialog = { kind: 'login'; prompt: string | null } | { kind: 'signup' } | null;

export interface Session {
  /** undefined while /v3/users/me/ is in flight, null for a visitor. */
  me: Me | null | undefined;
  api: ApiClient;
  setMe(me: Me | null): void;
  logOut(): Promise<void>;
  dialog: AuthDialog;
  openLogin(prompt?: string): void;
  openSignup(): void;
  closeDialog(): void;
}

const SessionContext = createContext<Session | null>(null);

export function SessionProvider({ children }: { children: ReactNode }) {
  const api = useMemo(() => createApiClient(), []);
  const [me, setMe] = useState<Me | null | undefined>(undefined);
  const [dialog, setDialog] = useState<AuthDialog>(null);

  useEffect(() => {
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

  const openLogin = useCallback(
    (prompt?: string) => setDialog({ kind: 'login', prompt: prompt ?? null }),
    [],
  );
  const openSignup = useCallback(() => setDialog({ kind: 'signup' }), []);
  const closeDialog = useCallback(() => setDialog(null), []);

  const value = useMemo<Session>(
    () => ({ me, api, setMe, logOut, dialog, openLogin, openSignup, closeDialog }),
    [me, api, logOut, dialog, openLogin, openSignup, closeDialog],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession must be used within a Provider');
  return session;
}
