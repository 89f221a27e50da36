import { defineService } from '@pinboard/service-kit';
import { BoardCopiesModule } from './board-copies/board-copies.module.js';
import { pinsConfigSchema } from './config.js';
import { FeedModule } from './feed/feed.module.js';
import { HashtagsModule } from './hashtags/hashtags.module.js';
import { ImportsModule } from './imports/imports.module.js';
import { LinkProductsModule } from './link-products/link-products.module.js';
import { PrismaClient } from './generated/prisma/client.js';
import { MediaHealthCheck } from './media/media-health.check.js';
import { MediaModule } from './media/media.module.js';
import { MovesModule } from './moves/moves.module.js';
import { PinsModule } from './pins/pins.module.js';
import { UploadsModule } from './uploads/uploads.module.js';

/**
 * Pins: the `pins` schema (Pins with copies of their board and pinner, so reads need no join and
 * no other service), the uploads, and the image and video files under MEDIA_ROOT.
 */
export const pinsService = defineService({
  name: 'pins',
  config: pinsConfigSchema,
  prisma: PrismaClient,
  outbox: true,
  features: [
    MediaModule,
    PinsModule,
    MovesModule,
    FeedModule,
    BoardCopiesModule,
    HashtagsModule,
    ImportsModule,
    LinkProductsModule,
    UploadsModule,
  ],
  healthChecks: [MediaHealthCheck],
});
