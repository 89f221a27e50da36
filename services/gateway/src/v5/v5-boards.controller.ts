import { Body, Controller, Get, HttpCode, Param, Post, Query, Req, Res } from '@nestjs/common';
import { BoardTexts, createV5BoardOptions, Rpc, v5PagingOptions } from '@pinboard/contracts';
import { parseOrThrow } from '@pinboard/service-kit';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { actorAndPathId, actorOfV5Call } from '../access-tokens/bearer-auth.js';
import { ResourceRunner } from '../resources/resource.runner.js';
import { toV5Board, toV5Pins, v5Page } from './v5-content-shapes.js';

/**
 * v5 boards (`/v5/boards`), answered by the boards service (and a board's Pins by pins), which
 * decides what the caller may see: a secret board is its owner's and its collaborators' alone,
 * anyone else is told it does not exist (SPEC §6). Scopes boards:read, boards:write.
 */
@Controller('v5/boards')
export class V5BoardsController {
  constructor(private readonly runner: ResourceRunner) {}

  /** The caller's boards and those they collaborate on. */
  @Get()
  async list(
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
    @Query() query: Record<string, unknown>,
  ) {
    const actor = await actorOfV5Call(this.runner, request, reply);
    const paging = parseOrThrow(v5PagingOptions, query);
    const page = await v5Page(paging, (at) =>
      this.rpc.request(Rpc.boards.list, { username: actor.username, viewer_id: actor.id, ...at }),
    );
    return { items: page.items.map(toV5Board), bookmark: page.bookmark };
  }

  @Post()
  @HttpCode(201)
  async create(
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
    @Body() body: unknown,
  ) {
    const actor = await actorOfV5Call(this.runner, request, reply);
    const options = parseOrThrow(createV5BoardOptions, body ?? {});
    return toV5Board(await this.rpc.request(Rpc.boards.create, { actor, ...options }));
  }

  @Get(':board_id')
  async get(
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
    @Param('board_id') boardId: string,
  ) {
    const { actor, board_id } = await this.onBoard(request, reply, boardId);
    return toV5Board(await this.rpc.request(Rpc.boards.get, { board_id, viewer_id: actor.id }));
  }

  /** A board's Pins, newest first. */
  @Get(':board_id/pins')
  async pins(
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
    @Param('board_id') boardId: string,
    @Query() query: Record<string, unknown>,
  ) {
    const { actor, board_id } = await this.onBoard(request, reply, boardId);
    const paging = parseOrThrow(v5PagingOptions, query);
    const page = await v5Page(paging, (at) =>
      this.rpc.request(Rpc.pins.boardFeed, { board_id, viewer_id: actor.id, ...at }),
    );
    return { items: await toV5Pins(this.rpc, page.items, actor), bookmark: page.bookmark };
  }

  private get rpc() {
    return this.runner.deps.rpc;
  }

  /** Who acts first (a visitor is asked to log in), then the path's board. */
  private async onBoard(request: FastifyRequest, reply: FastifyReply, boardId: string) {
    const { actor, id } = await actorAndPathId(this.runner, request, reply, boardId, BoardTexts.notFound);
    return { actor, board_id: id };
  }
}
