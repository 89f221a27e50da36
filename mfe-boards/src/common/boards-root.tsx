import type { ReactNode } from 'react';
import 'gestalt/dist/gestalt.css';
import './boards.css';

/** Wraps every exposed module so Gestalt and this remote's styles are loaded with it. */
export function BoardsRoot({ children }: { children: ReactNode }) {
  return <div className="pb-boards">{children}</div>;
}
