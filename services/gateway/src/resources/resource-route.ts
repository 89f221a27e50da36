import { Logger } from '@nestjs/common';
import { withViewerCountry } from '@pinboard/service-kit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sendFailure } from '../envelope/envelope.filter.js';
import { countryOfRequest } from '../http/viewer-country.js';
import { inRequestSpan } from '../telemetry/request-tracing.js';
import { optionsFromBody, optionsFromQuery } from './resource-options.js';
import type { ResourceRunner } from './resource.runner.js';
import { WrittenAnswers } from './written-answers.js';

type ResourceRequest = FastifyRequest<{ Params: { name: string; action: string } }>;

/**
 * SPEC §7 resource calls: GET /resource/{Name}/get/?data=... and POST /resource/{Name}/{action}/.
 * Which method may call which action is the runner's rule; other methods find no action (404).
 *
 * A Fastify route of its own rather than a Nest controller: on a visitor's closeup, Nest's router,
 * its interceptors and rxjs took about a sixth of the gateway's samples for what this does
 * (bench/results/flame/closeup-gateway-16.png). It keeps what they gave: the request's span and
 * country around the call (as RequestSpanInterceptor and ViewerCountryInterceptor do for the
 * controllers), and every error as the envelope filter writes it.
 */
export function registerResourceRoute(
  fastify: FastifyInstance,
  runner: ResourceRunner,
  edgeCountryHeader: string | undefined,
): void {
  const written = new WrittenAnswers();
  const logger = new Logger('EnvelopeFilter');

  async function answer(request: ResourceRequest, reply: FastifyReply): Promise<Buffer | FastifyReply> {
    const { name, action } = request.params;
    // As Nest's routes did: an empty path segment is no resource.
    if (name === '' || action === '') {
      reply.callNotFound();
      return reply;
    }
    const reading = request.method === 'GET' || request.method === 'HEAD';
    try {
      const envelope = await runner.run({
        name,
        action,
        readOptions: () => (reading ? optionsFromQuery(request.query) : optionsFromBody(request.body)),
        request,
        reply,
      });
      reply.type('application/json; charset=utf-8');
      const { body, encoding } = written.of(envelope, request.headers['accept-encoding']);
      if (encoding) {
        // Compressed already: the gateway's compression leaves an answer with an encoding alone.
        reply.header('content-encoding', encoding);
        const vary = reply.getHeader('vary');
        reply.header('vary', vary ? `${String(vary)}, Accept-Encoding` : 'Accept-Encoding');
      }
      return body;
    } catch (error) {
      sendFailure(error, request, reply, logger);
      return reply;
    }
  }

  fastify.all<{ Params: { name: string; action: string } }>('/resource/:name/:action', (request, reply) =>
    inRequestSpan(request, () =>
      withViewerCountry(countryOfRequest(request.headers, edgeCountryHeader), () => answer(request, reply)),
    ),
  );
}
