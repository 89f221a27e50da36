import { useCallback, useEffect, useMemo, useRef, useState, type ReactElement, type ReactNode } from 'react';
import { Box, Icon, Layer, Toast } from 'gestalt';
import { SUCCESS_TOAST_MS } from '@pinboard/contracts/web';
import { OVERLAY_Z_INDEX } from './overlay-z-index';
import { requiredContext } from './required-context';

export interface ToastMessage {
  text: string | ReactElement;
  /** 'warning' is SPEC §8's already-saved notice: a default toast with a warning sign, not an error. */
  type?: 'default' | 'success' | 'error' | 'warning';
}

/** Gestalt's Toast has no warning type: its icon thumbnail carries the sign. */
function MessageToast({ text, type = 'default' }: ToastMessage) {
  if (type !== 'warning') return <Toast text={text} type={type} />;
  const icon = <Icon icon="workflow-status-warning" color="warning" accessibilityLabel="Warning" />;
  return <Toast text={text} thumbnail={{ icon }} />;
}

interface ToastApi {
  show(message: ToastMessage): void;
}

const ToastContext = requiredContext<ToastApi>('useToast');

/** One toast at a time, bottom centre, hidden after SUCCESS_TOAST_MS (SPEC §9: 5000 ms). */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [current, setCurrent] = useState<(ToastMessage & { key: number }) | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const show = useCallback((message: ToastMessage) => {
    if (timer.current) clearTimeout(timer.current);
    setCurrent({ ...message, key: Date.now() });
    timer.current = setTimeout(() => setCurrent(null), SUCCESS_TOAST_MS);
  }, []);

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  const api = useMemo(() => ({ show }), [show]);
  return (
    <ToastContext.Provider value={api}>
      {children}
      {current ? (
        <Layer zIndex={OVERLAY_Z_INDEX}>
          <Box
            position="fixed"
            bottom
            marginBottom={8}
            left
            right
            display="flex"
            justifyContent="center"
            paddingX={2}
          >
            {/* Gestalt's Toast renders its own role="status" region. */}
            <div key={current.key} className="pb-toast">
              <MessageToast text={current.text} type={current.type ?? 'default'} />
            </div>
          </Box>
        </Layer>
      ) : null}
    </ToastContext.Provider>
  );
}

export const useToast: () => ToastApi = ToastContext.use;
