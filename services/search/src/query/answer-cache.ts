import { Injectable } from '@nestjs/common';
import { Redis } from 'ioredis';
import type { z } from 'zod';

const VERSION_KEY = 'search:index:version';
/**
 * A burst of changes bumps the version once per this many ms: cached answers still never outlive
 * a change by more than that, and a busy index does not pay a Redis round trip per event.
 */
const INVALIDATE_EVERY_MS = 250;

/**
 * Answers of the index cached in Redis (typeahead per scope, term and count, SPEC §7; the ideas
 * topics), before anything that depends on who asks is taken out. Every change to the index bumps
 * a version that is part of each key, so a changed index is never answered from an older cache.
 */
@Injectable()
export class AnswerCache {
  private lastBump = 0;
  private pending: Promise<void> | null = null;

  constructor(private readonly redis: Redis) {}

  /** The cached answer named `name`, or `compute()`'s, kept until the index changes or `ttl` seconds pass. */
  async get<S extends z.ZodType>(
    name: string,
    schema: S,
    ttl: number,
    compute: () => Promise<z.output<S>>,
  ): Promise<z.output<S>> {
    const version = (await this.redis.get(VERSION_KEY)) ?? '0';
    const key = `search:${version}:${name}`;
    const cached = await this.redis.get(key);
    if (cached !== null) {
      const parsed = schema.safeParse(JSON.parse(cached));
      if (parsed.success) return parsed.data;
    }
    const fresh = await compute();
    await this.redis.set(key, JSON.stringify(fresh), 'EX', ttl);
    return fresh;
  }

  /** Marks the cached answers stale: at once, or within INVALIDATE_EVERY_MS during a burst. */
  invalidate(): Promise<void> {
    const wait = this.lastBump + INVALIDATE_EVERY_MS - Date.now();
    if (wait <= 0) {
      this.lastBump = Date.now();
      return this.redis.incr(VERSION_KEY).then(() => undefined);
    }
    // One bump, at the end of the window, covers every change made inside it.
    this.pending ??= new Promise<void>((resolve) => setTimeout(resolve, wait))
      .then(async () => {
        this.pending = null;
        this.lastBump = Date.now();
        await this.redis.incr(VERSION_KEY);
      })
      // Redis gone (the service stopping): the answers expire by their TTL anyway.
      .catch(() => undefined);
    return Promise.resolve();
  }
}
