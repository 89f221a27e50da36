import { Module } from '@nestjs/common';
import { AccessModule } from '../access/access.module.js';
import { AdEventCounter } from './ad-event-counter.js';
import { AdEventsConsumer } from './ad-events.consumer.js';
import { AnalyticsController } from './analytics.controller.js';

/** Reporting: served ads' events counted by hour (AdEventsConsumer), and v5 analytics over them. */
@Module({
  imports: [AccessModule],
  controllers: [AnalyticsController],
  providers: [AdEventCounter, AdEventsConsumer],
})
export class ReportingModule {}
