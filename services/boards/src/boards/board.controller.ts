import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { Rpc, type Board, type Page } from '@pinboard/contracts';
import { ZodPipe } from '@pinboard/service-kit';
import type { z } from 'zod';
import { BoardQueryService } from './board-query.service.js';
import { BoardService } from './board.service.js';

@Controller()
export class BoardController {
  constructor(
    private readonly boards: BoardService,
    private readonly queries: BoardQueryService,
  ) {}

  @MessagePattern(Rpc.boards.create.subject)
  create(
    @Payload(new ZodPipe(Rpc.boards.create.schema)) body: z.output<typeof Rpc.boards.create.schema>,
  ): Promise<Board> {
    return this.boards.create(body);
  }

  @MessagePattern(Rpc.boards.get.subject)
  get(
    @Payload(new ZodPipe(Rpc.boards.get.schema)) body: z.output<typeof Rpc.boards.get.schema>,
  ): Promise<Board> {
    return this.queries.get(body);
  }

  @MessagePattern(Rpc.boards.list.subject)
  list(
    @Payload(new ZodPipe(Rpc.boards.list.schema)) body: z.output<typeof Rpc.boards.list.schema>,
  ): Promise<Page<Board>> {
    return this.queries.list(body);
  }

  @MessagePattern(Rpc.boards.access.subject)
  access(
    @Payload(new ZodPipe(Rpc.boards.access.schema)) body: z.output<typeof Rpc.boards.access.schema>,
  ): Promise<Board> {
    return this.queries.access(body);
  }
}
