import { Inject, Injectable } from '@nestjs/common';
import { RedisKeys, type Board, type Page } from '@pinboard/contracts';
import { BOARDS_CONFIG, type BoardsConfig } from '../config.js';
import { RedisService } from '../infra/redis.service.js';

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
    private readonly redis: RedisService,
    @Inject(BOARDS_CONFIG) private readonly config: BoardsConfig,
  ) {}

  async get(ownerId: string, username: string): Promise<Page<Board> | null> {
    const raw = await this.redis.get(RedisKeys.boardPicker(ownerId));
    if (!raw) return null;
    const cached = JSON.parse(raw) as CachedPicker;
    return cached.username === username.toLowerCase() ? cached.page : null;
  }

  async set(ownerId: string, username: string, page: Page<Board>): Promise<void> {
    const value: CachedPicker = { username: username.toLowerCase(), page };
    await this.redis.set(
      RedisKeys.boardPicker(ownerId),
      JSON.stringify(value),
      'EX',
      this.config.BOARD_PICKER_TTL_SECONDS,
    );
  }

  async invalidate(ownerId: string): Promise<void> {
    await this.redis.del(RedisKeys.boardPicker(ownerId));
  }
}
