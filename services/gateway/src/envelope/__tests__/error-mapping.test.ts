import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { HttpException, NotFoundException } from '@nestjs/common';
import { BoardTexts, CommonTexts, ErrorCode, LoginTexts } from '@pinboard/contracts';
import { ServiceError } from '@pinboard/service-kit';
import { failureOf } from '../error-mapping.js';

function fastifyError(code: string, statusCode: number): Error {
  return Object.assign(new Error('fastify says no'), { code, statusCode, name: 'FastifyError' });
}

describe('failureOf', () => {
  it('maps a service error through httpStatusOf, keeping message and detail', () => {
    const failure = failureOf(new ServiceError(ErrorCode.Conflict, BoardTexts.nameTaken, 'name'));
    assert.equal(failure.status, 409);
    assert.deepEqual(failure.body, {
      resource_response: {
        status: 'failure',
        data: null,
        error: {
          http_status: 409,
          api_error_code: 40,
          message: BoardTexts.nameTaken,
          message_detail: 'name',
        },
      },
    });
    assert.equal(failure.log, undefined);
  });

  it('maps validation, auth and not-found errors to 400, 401 and 404', () => {
    assert.equal(failureOf(ServiceError.validation(BoardTexts.nameRequired)).status, 400);
    assert.equal(failureOf(new ServiceError(ErrorCode.Unauthenticated, LoginTexts.toSave)).status, 401);
    assert.equal(failureOf(ServiceError.notFound(BoardTexts.notFound)).status, 404);
  });

  it('answers 503 for an unavailable service, hiding the internal detail', () => {
    const timeout = failureOf(ServiceError.unavailable('pins.pin.create timed out'));
    assert.equal(timeout.status, 503);
    assert.equal(timeout.body.resource_response.error?.message, CommonTexts.unavailable);
    assert.equal(timeout.body.resource_response.error?.message_detail, null);
    assert.equal(timeout.log, 'pins.pin.create timed out');
  });

  it('answers 500 with the generic message for anything unexpected, and asks for a log line', () => {
    const failure = failureOf(new TypeError('x is undefined'));
    assert.equal(failure.status, 500);
    assert.equal(failure.body.resource_response.error?.message, CommonTexts.internal);
    assert.equal(failure.body.resource_response.error?.message_detail, null);
    assert.match(failure.log ?? '', /TypeError: x is undefined/);
    assert.doesNotMatch(JSON.stringify(failure.body), /TypeError/);
  });

  it("maps Fastify's own errors, raw or wrapped by Nest, into the envelope", () => {
    const tooLarge = fastifyError('FST_ERR_CTP_BODY_TOO_LARGE', 413);
    assert.equal(failureOf(tooLarge).body.resource_response.error?.message, CommonTexts.bodyTooLarge);
    const wrapped = new HttpException('too large', 413, { cause: tooLarge });
    assert.equal(failureOf(wrapped).status, 413);
    const mediaType = failureOf(
      new HttpException('nope', 415, { cause: fastifyError('FST_ERR_CTP_INVALID_MEDIA_TYPE', 415) }),
    );
    assert.equal(mediaType.status, 415);
    assert.equal(mediaType.body.resource_response.error?.http_status, 415);
    assert.equal(
      failureOf(fastifyError('FST_ERR_CTP_INVALID_JSON_BODY', 400)).body.resource_response.error?.message,
      CommonTexts.malformedJson,
    );
  });

  it('maps an unknown route to a 404 envelope', () => {
    const failure = failureOf(new NotFoundException('Cannot GET /resource/x'));
    assert.equal(failure.status, 404);
    assert.equal(failure.body.resource_response.status, 'failure');
  });
});
