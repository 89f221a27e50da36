import { readFileSync, statSync } from 'node:fs';

/**
 * A file of a front-end build (index.html, a manifest), read again only when a build replaces it
 * (its mtime changes), so that a remote redeployed beside a running gateway is picked up without a
 * restart. Null while the file is missing or cannot be parsed (a build writing it).
 */
export class BuildFile<T> {
  private cached: { mtimeMs: number; value: T | null } | null = null;

  constructor(
    private readonly path: string,
    private readonly parse: (text: string) => T,
  ) {}

  read(): T | null {
    let mtimeMs: number;
    try {
      mtimeMs = statSync(this.path).mtimeMs;
    } catch {
      return null;
    }
    if (this.cached?.mtimeMs !== mtimeMs) {
      let value: T | null = null;
      try {
        value = this.parse(readFileSync(this.path, 'utf8'));
      } catch {
        // Being written: nothing from it this time.
      }
      this.cached = { mtimeMs, value };
    }
    return this.cached.value;
  }
}

/** A JSON file of a build. */
export const jsonBuildFile = <T>(path: string) => new BuildFile<T>(path, (text) => JSON.parse(text) as T);
