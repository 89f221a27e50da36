import { All, Controller, HttpCode, Param, Req, Res } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { optionsFromBody, optionsFromQuery } from './resource-options.js';
import { ResourceRunner } from './resource.runner.js';
import { WrittenAnswers } from './written-answers.js';

/**
 * SPEC §7 resource calls: GET /resource/{Name}/get/?data=... and POST /resource/{Name}/{action}/.
 * Which method may call which action is the runner's rule; other methods find no action (404).
 */
@Controller('resource')
export class ResourceController {
  private readonly written = new WrittenAnswers();

  constructor(private readonly runner: ResourceRunner) {}

  @All(':name/:action')
  @HttpCode(200)
  async call(
    @Param('name') name: string,
    @Param('action') action: string,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<Buffer> {
    const reading = request.method === 'GET' || request.method === 'HEAD';
    const envelope = await this.runner.run({
      name,
      action,
      readOptions: () => (reading ? optionsFromQuery(request.query) : optionsFromBody(request.body)),
      request,
      reply,
    });
    reply.type('application/json; charset=utf-8');
    const { body, encoding } = this.written.of(envelope, request.headers['accept-encoding']);
    if (encoding) {
      // Compressed already: the gateway's compression leaves an answer with an encoding alone.
      reply.header('content-encoding', encoding);
      const vary = reply.getHeader('vary');
      reply.header('vary', vary ? `${String(vary)}, Accept-Encoding` : 'Accept-Encoding');
    }
    return body;
  }
}
