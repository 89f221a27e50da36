import { defineService } from '@pinboard/service-kit';
import { feedConfigSchema } from './config.js';
import { FollowGraphModule } from './follow-graph/follow-graph.module.js';
import { PrismaClient } from './generated/prisma/client.js';
import { HomeFeedModule } from './home-feed/home-feed.module.js';
import { PinDocsModule } from './pin-docs/pin-docs.module.js';
import { PinIndexModule } from './pin-index/pin-index.module.js';

/**
 * Feed: home feeds. The `feed` schema holds what they are built from (every Pin's board, pinner,
 * original and doc, popularity, who follows what, who blocked whom), kept from pins, boards, users
 * and offsite events; Redis holds each active person's feed (fan-out on write, fan-in on read for
 * heavy sources).
 */
export const feedService = defineService({
  name: 'feed',
  config: feedConfigSchema,
  prisma: PrismaClient,
  redis: true,
  features: [PinIndexModule, PinDocsModule, FollowGraphModule, HomeFeedModule],
});
