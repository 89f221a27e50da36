import { type ArgumentsHost, Catch, type ExceptionFilter, Logger } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { isV5Path, v5ErrorBody } from '../v5/v5-errors.js';
import { failureOf } from './error-mapping.js';

/**
 * Every error, Nest's, Fastify's or ours, leaves the gateway as a failure envelope; on the /v5
 * paths, as API v5's `{ code, message }`.
 */
@Catch()
export class EnvelopeFilter implements ExceptionFilter {
  private readonly logger = new Logger('EnvelopeFilter');

  catch(exception: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    sendFailure(exception, http.getRequest<FastifyRequest>(), http.getResponse<FastifyReply>(), this.logger);
  }
}

/** The failure envelope (API v5's body on /v5) for `exception`, unless an answer went already. */
export function sendFailure(
  exception: unknown,
  request: FastifyRequest,
  reply: FastifyReply,
  logger: Logger,
): void {
  const failure = failureOf(exception);
  if (failure.log) logger.error(`${request.method} ${request.url}: ${failure.log}`);
  if (reply.sent) return;
  void reply
    .code(failure.status)
    .header('content-type', 'application/json; charset=utf-8')
    .send(isV5Path(request.url) ? v5ErrorBody(failure) : failure.body);
}
