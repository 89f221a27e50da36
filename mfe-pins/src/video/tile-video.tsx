import { useEffect, useRef, useState } from 'react';
import { useReducedMotion } from 'gestalt';
import type { PinVideo } from '@pinboard/contracts/web';
import { gridAutoplay, type AutoplayKind, type Playable } from './autoplay';

/** At least this share of the tile visible, the video plays (SPEC §4 autoplay). */
export const AUTOPLAY_VISIBLE_SHARE = 0.5;

/**
 * A grid tile's video, over its cover image: muted, looped, inline and without controls; it plays
 * while at least half of it is visible and it is the one the page's autoplay lets play (see
 * autoplay.ts), and never for someone who asked for reduced motion. Its file is fetched only once it
 * first plays; it shows once it has a frame, so the cover stays until then.
 */
export function TileVideo({ video, kind }: { video: PinVideo; kind: AutoplayKind }) {
  const ref = useRef<HTMLVideoElement>(null);
  const reducedMotion = useReducedMotion();
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (reducedMotion || !element || typeof IntersectionObserver === 'undefined') return;
    const playable: Playable = {
      play() {
        if (!element.getAttribute('src')) element.src = video.src;
        element.play().catch(() => undefined);
      },
      pause() {
        element.pause();
      },
    };
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (entry && entry.isIntersecting && entry.intersectionRatio >= AUTOPLAY_VISIBLE_SHARE) {
          gridAutoplay.shown(kind, playable);
        } else {
          gridAutoplay.hidden(kind, playable);
        }
      },
      { threshold: [0, AUTOPLAY_VISIBLE_SHARE, 1] },
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      gridAutoplay.hidden(kind, playable);
      element.pause();
    };
  }, [video.src, kind, reducedMotion]);
  return (
    <video
      ref={ref}
      className={shown ? 'pb-tile__video pb-tile__video--shown' : 'pb-tile__video'}
      // The cover image beside it names the Pin; the video only moves it.
      aria-hidden="true"
      tabIndex={-1}
      muted
      loop
      playsInline
      preload="none"
      disablePictureInPicture
      onPlaying={() => setShown(true)}
    />
  );
}
