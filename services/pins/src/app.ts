import { Module, type Type } from '@nestjs/common';
import { QueueGroups } from '@pinboard/contracts';
import { bootstrapService, domainEventsProviders } from '@pinboard/service-kit';
import type { PinsConfig } from './config.js';
import { FeedController } from './feed/feed.controller.js';
import { FeedService } from './feed/feed.service.js';
import { HealthController } from './health/health.controller.js';
import { BoardsClient } from './infra/boards.client.js';
import { PINS_CONFIG } from './infra/config.provider.js';
import { PinEventsPublisher } from './infra/pin-events.publisher.js';
import { PrismaService } from './infra/prisma.service.js';
import { MediaService } from './media/media.service.js';
import { PinController } from './pins/pin.controller.js';
import { PinService } from './pins/pin.service.js';

/** The root module, built around one validated config (so tests can start several with their own). */
function pinsModule(config: PinsConfig): Type<unknown> {
  @Module({
    controllers: [PinController, FeedController, HealthController],
    providers: [
      { provide: PINS_CONFIG, useValue: config },
      PrismaService,
      BoardsClient,
      ...domainEventsProviders(config.NATS_URL),
      PinEventsPublisher,
      MediaService,
      PinService,
      FeedService,
    ],
  })
  class PinsModule {}
  return PinsModule;
}

export async function startPinsService(config: PinsConfig): Promise<{ close(): Promise<void> }> {
  const { close } = await bootstrapService({
    name: 'pins',
    module: pinsModule(config),
    natsUrl: config.NATS_URL,
    queue: QueueGroups.pins,
    logLevel: config.LOG_LEVEL,
  });
  return { close };
}
