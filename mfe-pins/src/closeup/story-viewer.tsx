import { useRef, useState, type KeyboardEvent } from 'react';
import { IconButton, useReducedMotion } from 'gestalt';
import type { PinCloseup, StoryPage } from '@pinboard/contracts/web';
import { ideaPinLabel } from '../feed/idea-pin';

/** A page's picture, or its video over that picture (muted, inline, with controls). */
function PageMedia({ page, label, frame }: { page: StoryPage; label: string; frame: string | undefined }) {
  const reducedMotion = useReducedMotion();
  const { image, video } = page;
  if (video) {
    return (
      <video
        className="pb-story__media"
        src={video.src}
        poster={image.url}
        aria-label={label}
        style={{ aspectRatio: frame }}
        controls
        playsInline
        muted
        loop
        autoPlay={!reducedMotion}
        preload="metadata"
      />
    );
  }
  return (
    <img
      className="pb-story__media"
      src={image.url}
      alt={label}
      width={image.width || undefined}
      height={image.height || undefined}
      style={{ aspectRatio: frame }}
    />
  );
}

/**
 * An Idea Pin's pages on its closeup (SPEC §3 story_pin_data): one page at a time, its picture or
 * video and its text, 'Previous page' and 'Next page' (and ArrowLeft / ArrowRight while the viewer
 * has focus), where one is ('Page 2 of 5', said politely as it changes) and a bar per page.
 */
export function StoryViewer({ pin, pages }: { pin: PinCloseup; pages: readonly StoryPage[] }) {
  const [at, setAt] = useState(0);
  const viewer = useRef<HTMLElement>(null);
  const total = pages.length;
  const index = Math.min(at, total - 1);
  const page = pages[index];
  if (!page) return null;
  const go = (to: number) => setAt(Math.max(0, Math.min(total - 1, to)));
  /** A button's page turn: at either end the button is disabled, so the viewer keeps the focus. */
  const turn = (to: number) => {
    go(to);
    if (to <= 0 || to >= total - 1) viewer.current?.focus();
  };
  // Every page in the frame of the first (the Pin's picture): pages of other shapes fit inside it.
  const first = pin.images.orig;
  const frame = first.width && first.height ? `${first.width} / ${first.height}` : undefined;
  const name = pin.title.trim() || pin.description.trim().slice(0, 100) || 'Idea Pin';
  const label = `${name}, page ${index + 1}${page.text.trim() ? `: ${page.text.trim().slice(0, 120)}` : ''}`;
  const keys = (event: KeyboardEvent<HTMLElement>) => {
    // A video's own controls keep their arrow keys (seeking).
    if (event.target instanceof HTMLMediaElement || event.altKey || event.ctrlKey || event.metaKey) return;
    if (event.key === 'ArrowLeft' || event.key === 'ArrowRight') {
      event.preventDefault();
      go(index + (event.key === 'ArrowRight' ? 1 : -1));
    }
  };
  return (
    <section
      ref={viewer}
      className="pb-story"
      aria-label={ideaPinLabel(total)}
      aria-roledescription="Idea Pin"
      // Focusable so that the arrow keys page through it.
      tabIndex={0}
      onKeyDown={keys}
    >
      <div className="pb-story__bars" aria-hidden="true">
        {pages.map((_, i) => (
          <span key={i} className={i <= index ? 'pb-story__bar pb-story__bar--seen' : 'pb-story__bar'} />
        ))}
      </div>
      <div className="pb-story__frame" style={{ backgroundColor: pin.color || '#111' }}>
        <PageMedia key={index} page={page} label={label} frame={frame} />
      </div>
      {page.text.trim() ? <p className="pb-story__text">{page.text}</p> : null}
      <div className="pb-story__nav">
        <IconButton
          icon="directional-arrow-left"
          accessibilityLabel="Previous page"
          size="md"
          bgColor="lightGray"
          disabled={index === 0}
          onClick={() => turn(index - 1)}
        />
        <p className="pb-story__where" aria-live="polite" aria-atomic="true">
          Page {index + 1} of {total}
        </p>
        <IconButton
          icon="directional-arrow-right"
          accessibilityLabel="Next page"
          size="md"
          bgColor="lightGray"
          disabled={index === total - 1}
          onClick={() => turn(index + 1)}
        />
      </div>
    </section>
  );
}
