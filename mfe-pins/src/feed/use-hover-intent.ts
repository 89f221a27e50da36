import { useEffect, useState } from 'react';
import { HOVER_SCROLL_RECHECK_MS, HoverIntent, type HoverTimers } from './hover-intent';

// One passive scroll listener for every tile on the page.
let lastScrollAt = Number.NEGATIVE_INFINITY;
let listening = false;
function trackScrolling(): void {
  if (listening) return;
  listening = true;
  window.addEventListener('scroll', () => (lastScrollAt = performance.now()), { passive: true });
}
const isScrolling = () => performance.now() - lastScrollAt < HOVER_SCROLL_RECHECK_MS;

const windowTimers: HoverTimers = {
  set: (run, ms) => window.setTimeout(run, ms),
  clear: (id) => window.clearTimeout(id),
};

/** A tile's hover state with SPEC §9's timing; keyboard focus shows the same through CSS. */
export function useHoverIntent() {
  const [hovered, setHovered] = useState(false);
  const [intent] = useState(() => new HoverIntent(setHovered, isScrolling, windowTimers));
  useEffect(() => {
    trackScrolling();
    return () => intent.dispose();
  }, [intent]);
  return { hovered, enter: () => intent.pointer(true), leave: () => intent.pointer(false) };
}
