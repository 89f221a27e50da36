import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { WordOrIcon } from './word-or-icon';

/** 'Create' button opening a menu with 'Create Pin' and 'Create board'. */
export function CreateMenu() {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const root = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: MouseEvent) => {
      if (root.current && !root.current.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('mousedown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  const close = () => setOpen(false);
  return (
    <div className="pb-create" ref={root}>
      <button
        type="button"
        className="pb-nav-pill pb-icon-on-narrow"
        aria-label="Create menu"
        title="Create"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((value) => !value)}
      >
        <WordOrIcon word="Create" d="M12 4v16M4 12h16" />
        <svg className="pb-on-wide" viewBox="0 0 24 24" width="12" height="12" aria-hidden="true">
          <path d="M4 8l8 8 8-8" stroke="currentColor" strokeWidth="3" fill="none" strokeLinecap="round" />
        </svg>
      </button>
      {open ? (
        <div id={menuId} className="pb-menu" role="menu" aria-label="Create">
          <Link role="menuitem" className="pb-menu__item" to="/pin-builder/" onClick={close}>
            Create Pin
          </Link>
          <Link role="menuitem" className="pb-menu__item" to="/board/create/" onClick={close}>
            Create board
          </Link>
        </div>
      ) : null}
    </div>
  );
}
