/** SPEC §2.3 save-confirmation overlay: 120 confetti particles in 5 colours, over 2.6 s. */
export const CONFETTI_COUNT = 120;
export const CONFETTI_COLORS = ['#e60023', '#0074e8', '#ffc33c', '#00b050', '#8046a5'] as const;
export const OVERLAY_DURATION_MS = 2600;

export interface Particle {
  /** Where it starts, in % of the overlay's width. */
  left: number;
  /** How far it falls and drifts, in px. */
  fall: number;
  drift: number;
  rotate: number;
  /** When it starts, in ms (all finish within the overlay's time). */
  delay: number;
  duration: number;
  color: string;
}

/** A small seeded generator (mulberry32): the same seed gives the same confetti, so tests can pin it. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The particles of one burst: colours taken in turn, so each of the 5 is used. */
export function confettiParticles(seed: number, count = CONFETTI_COUNT): Particle[] {
  const next = random(seed);
  return Array.from({ length: count }, (_, index) => {
    const delay = Math.round(next() * 600);
    return {
      left: Math.round(next() * 1000) / 10,
      fall: 300 + Math.round(next() * 400),
      drift: Math.round((next() - 0.5) * 240),
      rotate: Math.round(next() * 720),
      delay,
      duration: Math.min(OVERLAY_DURATION_MS - delay, 1400 + Math.round(next() * 1000)),
      color: CONFETTI_COLORS[index % CONFETTI_COLORS.length]!,
    };
  });
}
