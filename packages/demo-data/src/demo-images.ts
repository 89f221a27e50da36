import sharp from 'sharp';

/** Small deterministic PRNG (mulberry32) so the demo looks the same on every machine. */
export function randomSource(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const PALETTES: [string, string, string][] = [
  ['#f6d5c0', '#e07a5f', '#3d405b'],
  ['#d8e2dc', '#84a59d', '#2f3e46'],
  ['#fde2e4', '#e5989b', '#6d597a'],
  ['#e9edc9', '#ccd5ae', '#606c38'],
  ['#caf0f8', '#48cae4', '#023e8a'],
  ['#ffe8d6', '#ddbea9', '#6b705c'],
  ['#f1faee', '#a8dadc', '#1d3557'],
  ['#fff3b0', '#e09f3e', '#540b0e'],
  ['#edf6f9', '#83c5be', '#006d77'],
  ['#f8edeb', '#fcd5ce', '#9d8189'],
];

/** Aspect ratios (height / width) seen in real Pin grids: squares, portraits, tall infographics. */
const RATIOS = [1, 1.25, 1.5, 1.33, 1.75, 0.8, 2, 1.4, 1.1];

/**
 * Draws an abstract picture (gradient sky, hills or circles) as a JPEG, generated locally so that
 * nothing is downloaded. Returns the bytes and the size.
 */
export async function makeDemoImage(
  seed: number,
  width = 600,
): Promise<{ jpeg: Buffer; width: number; height: number }> {
  const rnd = randomSource(seed);
  const [light, mid, dark] = PALETTES[Math.floor(rnd() * PALETTES.length)]!;
  const ratio = RATIOS[Math.floor(rnd() * RATIOS.length)]!;
  const height = Math.round(width * ratio);
  const shapes: string[] = [];
  const style = Math.floor(rnd() * 3);
  if (style === 0) {
    for (let i = 0; i < 3; i++) {
      const y = height * (0.5 + i * 0.15);
      const amp = height * (0.05 + rnd() * 0.08);
      const fill = i === 2 ? dark : mid;
      shapes.push(
        `<path d="M0 ${y} Q ${width * 0.3} ${y - amp} ${width * 0.55} ${y} T ${width} ${y - amp / 2} V ${height} H 0 Z" fill="${fill}" opacity="${0.55 + i * 0.2}"/>`,
      );
    }
    shapes.push(
      `<circle cx="${width * (0.2 + rnd() * 0.6)}" cy="${height * 0.25}" r="${width * 0.1}" fill="#fff" opacity="0.8"/>`,
    );
  } else if (style === 1) {
    for (let i = 0; i < 7; i++) {
      const r = width * (0.06 + rnd() * 0.18);
      shapes.push(
        `<circle cx="${rnd() * width}" cy="${rnd() * height}" r="${r}" fill="${i % 2 ? mid : dark}" opacity="${0.35 + rnd() * 0.5}"/>`,
      );
    }
  } else {
    const bands = 4 + Math.floor(rnd() * 4);
    for (let i = 0; i < bands; i++) {
      const h = height / bands;
      shapes.push(
        `<rect x="${width * 0.1}" y="${i * h + h * 0.15}" width="${width * (0.3 + rnd() * 0.6)}" height="${h * 0.7}" rx="${h * 0.2}" fill="${i % 2 ? mid : dark}" opacity="0.8"/>`,
      );
    }
  }
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
  <defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${light}"/><stop offset="1" stop-color="${mid}"/></linearGradient></defs>
  <rect width="100%" height="100%" fill="url(#g)"/>${shapes.join('')}</svg>`;
  const jpeg = await sharp(Buffer.from(svg)).jpeg({ quality: 82 }).toBuffer();
  return { jpeg, width, height };
}
