import { useEffect, useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';

interface DialogProps {
  title: string;
  subtitle?: string | null;
  onDismiss(): void;
  children: ReactNode;
}

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex="0"]';

/** A small accessible modal dialog (the shell stays free of Gestalt to keep its first load light). */
export function Dialog({ title, subtitle, onDismiss, children }: DialogProps) {
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    panel.current?.querySelector<HTMLElement>('input, button')?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onDismiss();
      if (event.key !== 'Tab' || !panel.current) return;
      const focusable = [...panel.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
      const first = focusable[0];
      const last = focusable[focusable.length - 1];
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last?.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first?.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    document.body.classList.add('pb-no-scroll');
    return () => {
      document.removeEventListener('keydown', onKey);
      document.body.classList.remove('pb-no-scroll');
      previous?.focus();
    };
  }, [onDismiss]);

  return createPortal(
    <div className="pb-dialog__backdrop" onMouseDown={(e) => e.target === e.currentTarget && onDismiss()}>
      <div ref={panel} className="pb-dialog" role="dialog" aria-modal="true" aria-labelledby={titleId}>
        <button
          type="button"
          className="pb-icon-button pb-dialog__close"
          aria-label="Close"
          onClick={onDismiss}
        >
          <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
            <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
          </svg>
        </button>
        <div className="pb-dialog__logo" aria-hidden="true">
          <LogoMark size={40} />
        </div>
        <h1 id={titleId} className="pb-dialog__title">
          {title}
        </h1>
        {subtitle ? <p className="pb-dialog__subtitle">{subtitle}</p> : null}
        {children}
      </div>
    </div>,
    document.body,
  );
}

export function LogoMark({ size }: { size: number }) {
  return (
    <svg viewBox="0 0 24 24" width={size} height={size} aria-hidden="true">
      <circle cx="12" cy="12" r="12" fill="#e60023" />
      <path
        d="M12.3 5C8.4 5 6.5 7.8 6.5 10.1c0 1.4.5 2.6 1.6 3.1.2.1.4 0 .4-.2l.2-.7c.1-.2 0-.3-.1-.5-.3-.4-.5-.9-.5-1.6 0-2.1 1.6-3.9 4.1-3.9 2.2 0 3.5 1.4 3.5 3.2 0 2.4-1.1 4.5-2.7 4.5-.9 0-1.5-.7-1.3-1.6.2-1.1.7-2.2.7-3 0-.7-.4-1.3-1.2-1.3-.9 0-1.7 1-1.7 2.3 0 .8.3 1.4.3 1.4l-1.1 4.6c-.3 1.4 0 3.1 0 3.3 0 .1.1.1.2 0 .1-.1 1.1-1.4 1.5-2.7l.6-2.3c.3.6 1.2 1.1 2.1 1.1 2.8 0 4.7-2.5 4.7-5.9C17.7 7.4 15.5 5 12.3 5z"
        fill="#fff"
      />
    </svg>
  );
}
