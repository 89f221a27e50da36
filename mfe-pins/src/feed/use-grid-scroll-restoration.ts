import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { recallScroll, rememberScroll, tabStorage } from './scroll-memory';

/** How long a grid coming back keeps trying to reach its old place while Masonry lays it out. */
const RESTORE_WITHIN_MS = 1_500;

/**
 * Whether the grid is shown again for a history entry it was shown for (back from a closeup), read
 * once when it mounts.
 */
export function useReturningToGrid(): boolean {
  const { key } = useLocation();
  const [returning] = useState(() => recallScroll(tabStorage(), key) !== null);
  return returning;
}

/**
 * Back from a closeup, the grid opens where it was left: its pages come from the query cache and
 * its layout from the kept measurement store, and this scrolls to the position remembered for the
 * history entry. The shell scrolls new visits to the top.
 */
export function useGridScrollRestoration(ready: boolean): void {
  const { key } = useLocation();
  const restored = useRef(false);

  useEffect(() => {
    if (!ready || restored.current) return;
    restored.current = true;
    const y = recallScroll(tabStorage(), key);
    if (!y) return;
    const until = performance.now() + RESTORE_WITHIN_MS;
    let frame = 0;
    const step = () => {
      window.scrollTo(0, y);
      if (Math.abs(window.scrollY - y) > 1 && performance.now() < until) frame = requestAnimationFrame(step);
    };
    frame = requestAnimationFrame(step);
    return () => cancelAnimationFrame(frame);
  }, [ready, key]);

  // A layout effect: its clean-up runs before the next page is laid out, so the page that replaces
  // the grid (and clamps the scroll) never overwrites the grid's position.
  useLayoutEffect(() => {
    // The entry is known from now on, even if the grid is left without scrolling.
    if (recallScroll(tabStorage(), key) === null) rememberScroll(tabStorage(), key, 0);
    let frame = 0;
    const onScroll = () => {
      if (frame) return;
      frame = requestAnimationFrame(() => {
        frame = 0;
        rememberScroll(tabStorage(), key, window.scrollY);
      });
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      cancelAnimationFrame(frame);
    };
  }, [key]);
}
