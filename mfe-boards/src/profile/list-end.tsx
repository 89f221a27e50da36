import { useEffect, useRef } from 'react';

/** The nearest ancestor that scrolls (a modal's body), or null when the page itself scrolls. */
function scrollParentOf(element: HTMLElement): HTMLElement | null {
  for (let node = element.parentElement; node; node = node.parentElement) {
    const { overflowY } = getComputedStyle(node);
    if (overflowY === 'auto' || overflowY === 'scroll') return node;
  }
  return null;
}

/**
 * Placed after a list: calls `onNear` once the end is within two heights of what scrolls (SPEC §9).
 * A new `onNear` (after each page) observes again, so a short page is followed by the next at once.
 */
export function ListEnd({ onNear }: { onNear(): void }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) onNear();
      },
      { root: scrollParentOf(element), rootMargin: '0px 0px 200% 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [onNear]);
  return <div ref={ref} aria-hidden="true" className="pb-follow-list__end" />;
}
