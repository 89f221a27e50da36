/**
 * A value read from elsewhere (another service, a slow query) that may be a little old: it is read
 * again in the background once older than `maxAgeMs`, and callers meanwhile get the last one read,
 * so only the very first caller waits. A failed read counts as `fallback` until the next one.
 */
export class RecentValue<T> {
  private last: { at: number; value: T } | null = null;
  private reading: Promise<T> | null = null;

  constructor(
    private readonly maxAgeMs: number,
    private readonly read: () => Promise<T>,
    private readonly fallback: T,
    private readonly now: () => number = Date.now,
  ) {}

  get(): Promise<T> {
    const last = this.last;
    if (last && this.now() - last.at < this.maxAgeMs) return Promise.resolve(last.value);
    this.reading ??= this.read()
      .catch(() => this.fallback)
      .then((value) => {
        this.last = { at: this.now(), value };
        this.reading = null;
        return value;
      });
    return last ? Promise.resolve(last.value) : this.reading;
  }
}

/**
 * Values by key, each read at most once per `maxAgeMs` and shared by every caller asking for it
 * while it is read; at most `maxKept` keys are remembered (the least recently read go first). A
 * read that fails is not kept: the next caller reads again.
 */
export class RecentValues<K, V> {
  private readonly kept = new Map<K, { at: number; value: Promise<V> }>();

  constructor(
    private readonly maxAgeMs: number,
    private readonly maxKept: number,
  ) {}

  get(key: K, read: () => Promise<V>, now = Date.now()): Promise<V> {
    const known = this.kept.get(key);
    if (known && now - known.at < this.maxAgeMs) return known.value;
    const value = read();
    this.kept.delete(key);
    this.kept.set(key, { at: now, value });
    value.catch(() => {
      if (this.kept.get(key)?.value === value) this.kept.delete(key);
    });
    while (this.kept.size > this.maxKept) this.kept.delete(this.kept.keys().next().value!);
    return value;
  }

  /** Drops what is known of `key`: its next caller reads it again. */
  forget(key: K): void {
    this.kept.delete(key);
  }
}
