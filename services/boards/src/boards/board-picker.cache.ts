import { Injectable } from '@nestjs/common';
import type { Board, Page } from '@pinboard/contracts';
import { InjectConfig } from '@pinboard/service-kit';
import { Redis } from 'ioredis';
import type { BoardsConfig } from '../config.js';

/** The Redis key of an owner's cached picker page. */
export const boardPickerKey = (ownerId: string) => `boards:picker:${ownerId}`;

interface CachedPicker {
  /** The username the page was listed under, so a cached page is only served for that profile. */
  username: string;
  page: Page<Board>;
}

/**
 * The owner's own first page of boards (the board picker's hot read). Any change to the owner's
 * boards deletes it; the TTL only bounds staleness if a delete is ever missed.
 */
@Injectable()
export class BoardPickerCache {
  constructor(
    private readonly redis: Redis,
    @InjectConfig() private readonly config: BoardsConfig,
  ) {}

  async get(ownerId: string, username: string): Promise<Page<Board> | null> {
    const raw = await this.redis.get(boardPickerKey(ownerId));
    if (!raw) return null;
    const cached = JSON.parse(raw) as CachedPicker;
    return cached.username === username.toLowerCase() ? cached.page : null;
  }

  async set(ownerId: string, username: string, page: Page<Board>): Promise<void> {
    const value: CachedPicker = { username: username.toLowerCase(), page };
    await this.redis.set(
      boardPickerKey(ownerId),
      JSON.stringify(value),
      'EX',
      this.config.BOARD_PICKER_TTL_SECONDS,
    );
  }

  async invalidate(ownerId: string): Promise<void> {
    await this.redis.del(boardPickerKey(ownerId));
  }
}
