import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { Rpc, type Page, type Pin } from '@pinboard/contracts';
import { ZodPipe } from '@pinboard/service-kit';
import { FeedService, type BoardFeedInput, type HomeFeedInput } from './feed.service.js';

@Controller()
export class FeedController {
  constructor(private readonly feeds: FeedService) {}

  @MessagePattern(Rpc.pins.homeFeed.subject)
  home(@Payload(new ZodPipe(Rpc.pins.homeFeed.schema)) input: HomeFeedInput): Promise<Page<Pin>> {
    return this.feeds.home(input);
  }

  @MessagePattern(Rpc.pins.boardFeed.subject)
  board(@Payload(new ZodPipe(Rpc.pins.boardFeed.schema)) input: BoardFeedInput): Promise<Page<Pin>> {
    return this.feeds.board(input);
  }
}
