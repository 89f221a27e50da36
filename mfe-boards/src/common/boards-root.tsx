import type { ReactNode } from 'react';
import { RemoteRoot } from '@pinboard/web-kit';
import './boards.css';

/** Wraps every exposed module: the remote root (styles, data loading, toasts) and this remote's styles. */
export function BoardsRoot({ children }: { children: ReactNode }) {
  return <RemoteRoot>{children}</RemoteRoot>;
}
