import { Module } from '@nestjs/common';
import { FollowGraphModule } from '../follow-graph/follow-graph.module.js';
import { PinDocsModule } from '../pin-docs/pin-docs.module.js';
import { PinIndexModule } from '../pin-index/pin-index.module.js';
import { HomeFeedConsumer } from './home-feed.consumer.js';
import { HomeFeedController } from './home-feed.controller.js';
import { HomeFeedStore } from './home-feed.store.js';
import { PopularPages } from './popular-pages.js';
import { PromotedSaves } from './promoted-saves.js';

@Module({
  imports: [PinIndexModule, PinDocsModule, FollowGraphModule],
  controllers: [HomeFeedController],
  providers: [HomeFeedStore, HomeFeedConsumer, PromotedSaves, PopularPages],
})
export class HomeFeedModule {}
