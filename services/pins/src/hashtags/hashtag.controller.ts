import { Controller } from '@nestjs/common';
import { HASHTAG_SUGGESTIONS_MAX, Rpc, type HashtagSuggestion, type RpcInput } from '@pinboard/contracts';
import { RpcHandler } from '@pinboard/service-kit';
import { PrismaClient } from '../generated/prisma/client.js';

/** LIKE's wildcards in what was typed match only themselves. */
const literal = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * SPEC §2.3 hashtag autocomplete: the tags starting with what was typed, the most used first.
 * Only Pins on public boards count, so a secret board's tags never show.
 */
@Controller()
export class HashtagController {
  constructor(private readonly prisma: PrismaClient) {}

  @RpcHandler(Rpc.pins.hashtagSuggest)
  async suggest({ term }: RpcInput<typeof Rpc.pins.hashtagSuggest>): Promise<HashtagSuggestion[]> {
    const rows = await this.prisma.$queryRaw<{ tag: string; pin_count: number }[]>`
      SELECT h.tag, count(*)::int AS pin_count
      FROM "pins"."pin_hashtags" h
      JOIN "pins"."pins" p ON p.id = h.pin_id
      WHERE h.tag LIKE ${literal(term) + '%'} AND p.board_privacy = 'public'
      GROUP BY h.tag
      ORDER BY pin_count DESC, h.tag
      LIMIT ${HASHTAG_SUGGESTIONS_MAX}`;
    return rows;
  }
}
