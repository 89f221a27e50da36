/** URL slug of a name: lower case, accents stripped, other characters folded into '-'. */
export function slugify(name: string, fallback = 'board'): string {
  const slug = name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  // A name of only symbols or non-Latin script still needs a usable path segment.
  return slug || fallback;
}

/** The base when free, else base-2, base-3... (the owner's slugs that start with the base). */
export function uniqueSlug(base: string, taken: ReadonlySet<string>): string {
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) {
    const candidate = `${base}-${n}`;
    if (!taken.has(candidate)) return candidate;
  }
}

/** A unique index refused the write (Prisma P2002): the caller knows which one. */
export function isUniqueViolation(err: unknown): boolean {
  return typeof err === 'object' && err !== null && (err as { code?: unknown }).code === 'P2002';
}
