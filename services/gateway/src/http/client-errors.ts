import { CommonTexts, ErrorCode, failureEnvelope } from '@pinboard/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import { isV5Path, v5ErrorBody } from '../v5/v5-errors.js';

/** What Node's HTTP parser refuses before any route sees it, as the status and the envelope's text. */
function refusal(code: string | undefined): [number, string] {
  if (code === 'HPE_HEADER_OVERFLOW') return [431, CommonTexts.headersTooLarge];
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') return [408, CommonTexts.requestTimeout];
  return [400, CommonTexts.invalidRequest];
}

/** The failure envelope of a request refused before any route, with this status in its error. */
function refusalEnvelope(status: number, message: string) {
  const envelope = failureEnvelope(ErrorCode.ValidationFailed, message);
  return {
    resource_response: {
      ...envelope.resource_response,
      error: { ...envelope.resource_response.error!, http_status: status },
    },
  };
}

/**
 * Fastify's clientErrorHandler: a request Node's parser refuses (headers too large, a malformed
 * request line, too slow) is answered with the envelope like every other failure, instead of
 * Fastify's own JSON shape.
 */
export function answerClientError(err: NodeJS.ErrnoException, socket: Duplex): void {
  // A reset connection has nobody to answer.
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, message] = refusal(err.code);
  const body = JSON.stringify(refusalEnvelope(status, message));
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(err);
}

/**
 * Fastify's frameworkErrors: an address its router refuses (a bad percent-encoding, a parameter
 * over maxParamLength) is answered with the envelope too (v5's error under /v5), not Fastify's JSON.
 */
export function answerFrameworkError(
  error: { statusCode?: number },
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  const status = error.statusCode === 414 ? 414 : 400;
  const message = status === 414 ? CommonTexts.addressTooLong : CommonTexts.invalidRequest;
  const body = refusalEnvelope(status, message);
  void reply
    .code(status)
    .header('content-type', 'application/json; charset=utf-8')
    .send(isV5Path(request.url) ? v5ErrorBody({ status, body }) : body);
}
