import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import './base.css';
import { remoteQueryClient } from './api-query';
import { ToastProvider } from './toast';

/**
 * Wraps every exposed module of a remote: the shared base styles, the remote's QueryClient and the
 * toast layer. A remote imports its own stylesheet next to it; Gestalt's is the host's (loaded
 * once by the shell, instead of once per remote).
 */
export function RemoteRoot({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={remoteQueryClient()}>
      <ToastProvider>{children}</ToastProvider>
    </QueryClientProvider>
  );
}
