import { Injectable } from '@nestjs/common';
import { Redis } from 'ioredis';
import type { z } from 'zod';

const VERSION_KEY = 'search:index:version';

/**
 * Answers of the index cached in Redis (typeahead per scope, term and count, SPEC §7; the ideas
 * topics), before anything that depends on who asks is taken out. Every change to the index bumps
 * a version that is part of each key, so a changed index is never answered from an older cache.
 */
@Injectable()
export class AnswerCache {
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

  /** Marks every cached answer stale (the index consumer calls it once per committed batch). */
  async invalidate(): Promise<void> {
    await this.redis.incr(VERSION_KEY);
  }
}
