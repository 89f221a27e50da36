import { useEffect, useMemo } from 'react';
import { Layer } from 'gestalt';
import type { Pin } from '@pinboard/contracts/web';
import { OVERLAY_Z_INDEX } from '@pinboard/web-kit';
import { confettiParticles, OVERLAY_DURATION_MS } from './confetti';

interface SaveOverlayProps {
  pin: Pin;
  boardName: string;
  firstSave: boolean;
  onDone(): void;
}

/**
 * SPEC §2.3 save-confirmation overlay: the Pin's image slides into a board tile, confetti plays,
 * and it goes by itself after 2.6 s (or at a click or Escape). Without motion (prefers-reduced-
 * motion) it only says so.
 */
export function SaveOverlay({ pin, boardName, firstSave, onDone }: SaveOverlayProps) {
  const particles = useMemo(() => confettiParticles(Number(pin.id.slice(-6)) || 1), [pin.id]);
  useEffect(() => {
    const timer = setTimeout(onDone, OVERLAY_DURATION_MS);
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && onDone();
    // On keyup, as Gestalt's Modal does: the dialog that follows must not take the same Escape.
    window.addEventListener('keyup', onKey);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('keyup', onKey);
    };
  }, [onDone]);
  const heading = firstSave
    ? `You saved your first Pin to ${boardName}!`
    : `You saved this Pin to ${boardName}!`;
  const image = pin.images['236x'];
  return (
    <Layer zIndex={OVERLAY_Z_INDEX}>
      <div className="pb-save-overlay" onClick={onDone} data-testid="save-overlay">
        <div className="pb-save-overlay__confetti" aria-hidden="true">
          {particles.map((p, index) => (
            <span
              key={index}
              style={
                {
                  left: `${p.left}%`,
                  background: p.color,
                  animationDelay: `${p.delay}ms`,
                  animationDuration: `${p.duration}ms`,
                  '--fall': `${p.fall}px`,
                  '--drift': `${p.drift}px`,
                  '--rotate': `${p.rotate}deg`,
                } as React.CSSProperties
              }
            />
          ))}
        </div>
        <div className="pb-save-overlay__stage">
          <div className="pb-save-overlay__tile" aria-hidden="true">
            <img src={image.url} alt="" className="pb-save-overlay__pin" />
            <span className="pb-save-overlay__board">{boardName}</span>
          </div>
          <h2 className="pb-save-overlay__heading" role="status" aria-live="polite">
            {heading}
          </h2>
        </div>
      </div>
    </Layer>
  );
}
