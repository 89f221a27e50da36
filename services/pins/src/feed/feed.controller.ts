import { Controller } from '@nestjs/common';
import { Rpc, type RpcInput } from '@pinboard/contracts';
import { RpcHandler } from '@pinboard/service-kit';
import { FeedService } from './feed.service.js';

@Controller()
export class FeedController {
  constructor(private readonly feeds: FeedService) {}

  @RpcHandler(Rpc.pins.homeFeed)
  home(input: RpcInput<typeof Rpc.pins.homeFeed>) {
    return this.feeds.home(input);
  }

  @RpcHandler(Rpc.pins.boardFeed)
  board(input: RpcInput<typeof Rpc.pins.boardFeed>) {
    return this.feeds.board(input);
  }
}
