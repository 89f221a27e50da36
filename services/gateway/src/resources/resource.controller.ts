import { All, Controller, HttpCode, Param, Req, Res } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { optionsFromBody, optionsFromQuery } from './resource-options.js';
import { ResourceRunner } from './resource.runner.js';

/**
 * SPEC §7 resource calls: GET /resource/{Name}/get/?data=... and POST /resource/{Name}/{action}/.
 * Which method may call which action is the runner's rule; other methods find no action (404).
 */
@Controller('resource')
export class ResourceController {
  constructor(private readonly runner: ResourceRunner) {}

  @All(':name/:action')
  @HttpCode(200)
  call(
    @Param('name') name: string,
    @Param('action') action: string,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    const reading = request.method === 'GET' || request.method === 'HEAD';
    return this.runner.run({
      name,
      action,
      readOptions: () => (reading ? optionsFromQuery(request.query) : optionsFromBody(request.body)),
      request,
      reply,
    });
  }
}
