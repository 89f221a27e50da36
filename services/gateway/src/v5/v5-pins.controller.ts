import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Query, Req, Res } from '@nestjs/common';
import {
  createV5PinOptions,
  PinTexts,
  Rpc,
  saveV5PinOptions,
  updateV5PinOptions,
  v5PagingOptions,
  type Actor,
  type Pin,
} from '@pinboard/contracts';
import { parseOrThrow } from '@pinboard/service-kit';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { actorAndPathId, actorOfV5Call } from '../access-tokens/bearer-auth.js';
import { ResourceRunner } from '../resources/resource.runner.js';
import { toV5Pins, v5Page } from './v5-content-shapes.js';

/**
 * v5 Pins for scripts (`/v5/pins`), answered by the pins service as the web app's PinResource and
 * RepinResource are: it checks the board is the actor's to write, and that a Pin is theirs to change
 * or visible to them (a secret board's Pins are their owner's alone). Scopes pins:read, pins:write.
 */
@Controller('v5/pins')
export class V5PinsController {
  constructor(private readonly runner: ResourceRunner) {}

  @Post()
  @HttpCode(201)
  async create(
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
    @Body() body: unknown,
  ) {
    const actor = await actorOfV5Call(this.runner, request, reply);
    const options = parseOrThrow(createV5PinOptions, body ?? {});
    return this.answer(actor, await this.rpc.request(Rpc.pins.create, { actor, ...options }));
  }

  /** The caller's own Pins, newest first. */
  @Get()
  async list(
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
    @Query() query: Record<string, unknown>,
  ) {
    const actor = await actorOfV5Call(this.runner, request, reply);
    const paging = parseOrThrow(v5PagingOptions, query);
    const page = await v5Page(paging, (at) => this.rpc.request(Rpc.pins.ownPins, { actor, ...at }));
    return { items: await toV5Pins(this.rpc, page.items, actor), bookmark: page.bookmark };
  }

  @Get(':pin_id')
  async get(
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
    @Param('pin_id') pinId: string,
  ) {
    const { actor, pin_id } = await this.onPin(request, reply, pinId);
    return this.answer(actor, await this.rpc.request(Rpc.pins.get, { pin_id, viewer_id: actor.id }));
  }

  @Patch(':pin_id')
  async update(
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
    @Param('pin_id') pinId: string,
    @Body() body: unknown,
  ) {
    const { actor, pin_id } = await this.onPin(request, reply, pinId);
    const change = parseOrThrow(updateV5PinOptions, body ?? {});
    return this.answer(actor, await this.rpc.request(Rpc.pins.update, { actor, pin_id, ...change }));
  }

  @Delete(':pin_id')
  @HttpCode(204)
  async remove(
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
    @Param('pin_id') pinId: string,
  ): Promise<void> {
    const { actor, pin_id } = await this.onPin(request, reply, pinId);
    await this.rpc.request(Rpc.pins.delete, { actor, pin_id });
  }

  /** Save a Pin the caller may see to one of their boards: the new Pin (or the earlier save there). */
  @Post(':pin_id/save')
  @HttpCode(201)
  async save(
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
    @Param('pin_id') pinId: string,
    @Body() body: unknown,
  ) {
    const { actor, pin_id } = await this.onPin(request, reply, pinId);
    const options = parseOrThrow(saveV5PinOptions, body ?? {});
    return this.answer(actor, await this.rpc.request(Rpc.pins.repin, { actor, pin_id, ...options }));
  }

  private get rpc() {
    return this.runner.deps.rpc;
  }

  private async answer(actor: Actor, pin: Pin) {
    const [answer] = await toV5Pins(this.rpc, [pin], actor);
    return answer;
  }

  /** Who acts first (a visitor is asked to log in), then the path's Pin. */
  private async onPin(request: FastifyRequest, reply: FastifyReply, pinId: string) {
    const { actor, id } = await actorAndPathId(this.runner, request, reply, pinId, PinTexts.notFound);
    return { actor, pin_id: id };
  }
}
