import { Injectable } from '@nestjs/common';
import { typeaheadSchema, type Typeahead } from '@pinboard/contracts';
import { Redis } from 'ioredis';

const VERSION_KEY = 'search:index:version';
/** A cached answer lives this long at most, even if no change invalidates it. */
const TTL_SECONDS = 300;

/**
 * Typeahead answers cached in Redis per scope, term and count (SPEC §7), before anything that
 * depends on who asks is taken out. Every change to the index bumps a version that is part of the
 * key, so a changed index is never answered from an older cache.
 */
@Injectable()
export class TypeaheadCache {
  constructor(private readonly redis: Redis) {}

  async get(
    scope: string,
    term: string,
    count: number,
    compute: () => Promise<Typeahead>,
  ): Promise<Typeahead> {
    const version = (await this.redis.get(VERSION_KEY)) ?? '0';
    const key = `search:typeahead:${version}:${scope}:${count}:${term}`;
    const cached = await this.redis.get(key);
    if (cached !== null) {
      const parsed = typeaheadSchema.safeParse(JSON.parse(cached));
      if (parsed.success) return parsed.data;
    }
    const fresh = await compute();
    await this.redis.set(key, JSON.stringify(fresh), 'EX', TTL_SECONDS);
    return fresh;
  }

  async invalidate(): Promise<void> {
    await this.redis.incr(VERSION_KEY);
  }
}
