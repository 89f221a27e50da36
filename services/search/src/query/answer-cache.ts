import { Injectable } from '@nestjs/common';
import { Redis } from 'ioredis';
import type { z } from 'zod';

const VERSION_KEY = 'search:index:version';
/**
 * How long a process trusts the index version it last read: another replica's change is seen
 * within this (this process's own changes at once), and a hit costs no trip to Redis.
 */
export const VERSION_MAX_AGE_MS = 100;
/** Answers each process keeps parsed in memory (the least recently used go first). */
const KEPT_IN_PROCESS = 5000;

/**
 * Answers of the index cached in Redis (typeahead per scope, term and count, SPEC §7; the ideas
 * topics; shared Pin rankings), before anything that depends on who asks is taken out. Every change
 * to the index bumps a version that is part of each key, so a changed index is never answered from
 * an older cache. Each process also keeps the answers it read, parsed, under the same keys: a
 * popular answer is then one map lookup (the version itself is read from Redis at most every
 * VERSION_MAX_AGE_MS).
 */
@Injectable()
export class AnswerCache {
  private version: { value: string; readAt: number } | null = null;
  private readingVersion: Promise<string> | null = null;
  /** Counts this process's invalidations: a version read that began before one is not kept. */
  private invalidations = 0;
  private readonly kept = new Map<string, { value: unknown; until: number }>();

  constructor(private readonly redis: Redis) {}

  /** The cached answer named `name`, or `compute()`'s, kept until the index changes or `ttl` seconds pass. */
  async get<S extends z.ZodType>(
    name: string,
    schema: S,
    ttl: number,
    compute: () => Promise<z.output<S>>,
  ): Promise<z.output<S>> {
    const key = `search:${await this.currentVersion()}:${name}`;
    const now = Date.now();
    const local = this.kept.get(key);
    if (local && local.until > now) {
      // Most recently used last: the first key is the one to drop.
      this.kept.delete(key);
      this.kept.set(key, local);
      return local.value as z.output<S>;
    }
    const cached = await this.redis.get(key);
    if (cached !== null) {
      const parsed = schema.safeParse(JSON.parse(cached));
      if (parsed.success) {
        // Redis knows how long it has left; this process keeps it no longer than a fresh one.
        this.keep(key, parsed.data, now + ttl * 1000);
        return parsed.data;
      }
    }
    const fresh = await compute();
    await this.redis.set(key, JSON.stringify(fresh), 'EX', ttl);
    this.keep(key, fresh, now + ttl * 1000);
    return fresh;
  }

  /** Marks every cached answer stale (the index consumer calls it once per committed batch). */
  async invalidate(): Promise<void> {
    const value = String(await this.redis.incr(VERSION_KEY));
    this.invalidations++;
    this.version = { value, readAt: Date.now() };
    this.kept.clear();
  }

  private keep(key: string, value: unknown, until: number): void {
    this.kept.set(key, { value, until });
    while (this.kept.size > KEPT_IN_PROCESS) this.kept.delete(this.kept.keys().next().value!);
  }

  private async currentVersion(): Promise<string> {
    const known = this.version;
    if (known && Date.now() - known.readAt < VERSION_MAX_AGE_MS) return known.value;
    // One read at a time; callers meanwhile wait for it (an older version must not answer).
    const invalidations = this.invalidations;
    this.readingVersion ??= this.redis
      .get(VERSION_KEY)
      .then((value) => {
        const read = value ?? '0';
        if (invalidations !== this.invalidations) return this.version?.value ?? read;
        if (read !== this.version?.value) this.kept.clear();
        this.version = { value: read, readAt: Date.now() };
        return read;
      })
      .finally(() => {
        this.readingVersion = null;
      });
    return this.readingVersion;
  }
}
