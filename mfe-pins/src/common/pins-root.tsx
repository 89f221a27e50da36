import type { ReactNode } from 'react';
import 'gestalt/dist/gestalt.css';
import './pins.css';
import { ToastProvider } from '../toast/toast-context';

/** Wraps every exposed module: Gestalt styles and the toast layer. */
export function PinsRoot({ children }: { children: ReactNode }) {
  return <ToastProvider>{children}</ToastProvider>;
}
