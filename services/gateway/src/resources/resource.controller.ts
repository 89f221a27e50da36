import { Controller, Get, HttpCode, Param, Post, Req, Res } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { optionsFromBody, optionsFromQuery } from './resource-options.js';
import { ResourceRunner } from './resource.runner.js';

/** SPEC §7 resource calls: GET /resource/{Name}/get/?data=... and POST /resource/{Name}/{action}/. */
@Controller('resource')
export class ResourceController {
  constructor(private readonly runner: ResourceRunner) {}

  @Get(':name/:action')
  get(
    @Param('name') name: string,
    @Param('action') action: string,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    return this.runner.run({
      name,
      action,
      readOptions: () => optionsFromQuery(request.query),
      request,
      reply,
    });
  }

  @Post(':name/:action')
  @HttpCode(200)
  post(
    @Param('name') name: string,
    @Param('action') action: string,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    return this.runner.run({
      name,
      action,
      readOptions: () => optionsFromBody(request.body),
      request,
      reply,
    });
  }
}
