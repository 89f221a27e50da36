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
