import {
  Body,
  Controller,
  HttpCode,
  Inject,
  Logger,
  Post,
  Req,
  type OnModuleDestroy,
  type OnModuleInit,
} from '@nestjs/common';
import { adEventsOptions, Events, successEnvelope, type AdEventsReply } from '@pinboard/contracts';
import { DEV_TRACKING_SECRET, DomainEventPublisher, parseOrThrow, ServiceError } from '@pinboard/service-kit';
import type { FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import type { GatewayConfig } from '../config.js';
import { RateLimiter } from '../session/rate-limiter.js';
import { GATEWAY_CONFIG, REDIS } from '../tokens.js';
import { checkAdEvents } from './ad-event-check.js';

/**
 * The collection endpoint of served ads' events: the browser posts 1 to 100 events, each with the
 * tracking token serving gave it. Each event is checked on its own; what passes is published as
 * one `ads.event.recorded` for the ads service to count (the gateway writes no database), and the
 * answer says how many were accepted and which were dropped, and why. It needs no session (a
 * visitor sees promoted Pins too): the signed token says what the event is about. Like every POST
 * it needs the X-CSRFToken header, which the web app's fetch (keepalive on page hide) sends.
 */
@Controller('v3/ads')
export class AdEventsController implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger(AdEventsController.name);
  /** Per client IP and minute, as sign-up and login are, with a limit of its own. */
  private readonly rateLimit: RateLimiter;
  private publisher: DomainEventPublisher | null = null;

  constructor(
    @Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig,
    @Inject(REDIS) redis: Redis,
  ) {
    this.rateLimit = new RateLimiter(redis, config);
  }

  async onModuleInit(): Promise<void> {
    if (this.config.ADS_TRACKING_SECRET === DEV_TRACKING_SECRET) {
      this.logger.warn('ADS_TRACKING_SECRET is not set: using the development secret (set it in production)');
    }
    this.publisher = await DomainEventPublisher.connect(this.config.NATS_URL);
  }

  async onModuleDestroy(): Promise<void> {
    await this.publisher?.close();
  }

  @Post('events')
  @HttpCode(200)
  async record(@Req() request: FastifyRequest, @Body() body: unknown) {
    await this.rateLimit.hit('ad-events', request.ip, this.config.AD_EVENTS_RATE_LIMIT_PER_MINUTE);
    const { events } = parseOrThrow(adEventsOptions, body ?? {});
    const { accepted, drops } = checkAdEvents(events, this.config.ADS_TRACKING_SECRET);
    if (accepted.length > 0) {
      try {
        if (!this.publisher) throw new Error('publisher not connected');
        await this.publisher.publish(Events.ads.adEventRecorded, { events: accepted });
      } catch (err) {
        // Nothing was recorded: the browser may send the same events again (their ids dedupe them).
        throw ServiceError.unavailable(err instanceof Error ? err.message : String(err));
      }
    }
    const reply: AdEventsReply = { accepted: accepted.length, dropped: drops.length, drops };
    return successEnvelope(reply);
  }
}
