import { useEffect, useLayoutEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/**
 * A new page opens at its top; back and forward leave the scroll to the page, which restores its
 * own place (a grid once its Pins are laid out; the browser cannot, the content comes later).
 */
export function ScrollOnNavigate() {
  const { pathname } = useLocation();
  const navigation = useNavigationType();
  useEffect(() => {
    window.history.scrollRestoration = 'manual';
  }, []);
  useLayoutEffect(() => {
    if (navigation !== 'POP') window.scrollTo(0, 0);
  }, [pathname, navigation]);
  return null;
}

/**
 * Gives the page's first history entry a key of its own. react-router calls an entry without one
 * 'default', so every fresh load would share one key and find another visit's scroll position; a
 * reload keeps the entry's state, and so its key and position, as browsers do. The state shape
 * ({ usr, key, idx }) is react-router's browser history's.
 */
export function keyFirstHistoryEntry(): void {
  const state: unknown = window.history.state;
  if (state && typeof state === 'object' && 'key' in state) return;
  const key = Math.random().toString(36).slice(2, 10);
  window.history.replaceState({ usr: null, ...(state as object | null), key, idx: 0 }, '');
}
