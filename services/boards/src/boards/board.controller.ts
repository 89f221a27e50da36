import { Controller } from '@nestjs/common';
import { Rpc, type RpcInput } from '@pinboard/contracts';
import { RpcHandler } from '@pinboard/service-kit';
import { BoardQueryService } from './board-query.service.js';
import { BoardService } from './board.service.js';

@Controller()
export class BoardController {
  constructor(
    private readonly boards: BoardService,
    private readonly queries: BoardQueryService,
  ) {}

  @RpcHandler(Rpc.boards.create)
  create(input: RpcInput<typeof Rpc.boards.create>) {
    return this.boards.create(input);
  }

  @RpcHandler(Rpc.boards.update)
  update(input: RpcInput<typeof Rpc.boards.update>) {
    return this.boards.update(input);
  }

  @RpcHandler(Rpc.boards.get)
  get(input: RpcInput<typeof Rpc.boards.get>) {
    return this.queries.get(input);
  }

  @RpcHandler(Rpc.boards.list)
  list(input: RpcInput<typeof Rpc.boards.list>) {
    return this.queries.list(input);
  }

  @RpcHandler(Rpc.boards.access)
  access(input: RpcInput<typeof Rpc.boards.access>) {
    return this.queries.access(input);
  }
}
