import 'reflect-metadata';
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { PATTERN_METADATA } from '@nestjs/microservices/constants.js';
import { BoardTexts, ErrorCode, PinTexts, Rpc, type RpcInput } from '@pinboard/contracts';
import { TimeoutError } from 'rxjs';
import { RpcHandler } from '../rpc-handler.js';
import { ServiceError } from '../service-error.js';
import { classifyRequestError } from '../transport-errors.js';

const actor = { id: '1', username: 'ada', full_name: 'Ada', image_medium_url: null };

class Boards {
  received: unknown = null;

  @RpcHandler(Rpc.boards.create)
  async create(input: RpcInput<typeof Rpc.boards.create>) {
    this.received = input;
    return { ...input, id: '9' } as never;
  }
}

class Pins {
  @RpcHandler(Rpc.pins.create)
  async create(_input: RpcInput<typeof Rpc.pins.create>) {
    return {} as never;
  }
}

describe('@RpcHandler', () => {
  it("registers the contract's subject and hands the method the parsed payload (defaults applied)", async () => {
    const boards = new Boards();
    const patterns = Reflect.getMetadata(PATTERN_METADATA, Boards.prototype.create) as unknown[];
    assert.deepEqual(patterns, ['boards.board.create']);
    await boards.create({ actor, name: '  Trips  ' } as never);
    assert.deepEqual(boards.received, { actor, name: 'Trips', privacy: 'public' });
  });

  it("refuses a payload the schema refuses, with the contract's message, before the method runs", async () => {
    const boards = new Boards();
    await assert.rejects(async () => boards.create({ actor, name: ' ' } as never), {
      code: ErrorCode.ValidationFailed,
      message: BoardTexts.nameRequired,
    });
    assert.equal(boards.received, null);
  });

  it('answers the code an issue names: a non-string image is INVALID_IMAGE', async () => {
    await assert.rejects(async () => new Pins().create({ actor, board_id: '1', image_url: 5 } as never), {
      code: ErrorCode.InvalidImage,
      message: PinTexts.invalidImage,
    });
  });
});

describe('classifyRequestError', () => {
  it('passes typed error replies through', () => {
    const err = classifyRequestError({ code: 'NOT_FOUND', message: 'Board not found.' }, 'boards.board.get');
    assert.equal(err.code, ErrorCode.NotFound);
  });

  it('calls a down service, a closed connection or a timeout unavailable', () => {
    for (const cause of [
      new Error('Empty response. There are no subscribers listening to that message ("users.user.get")'),
      new Error('503 no responders'),
      new Error('CONNECTION_CLOSED'),
      new TimeoutError(),
    ]) {
      assert.equal(classifyRequestError(cause, 'users.user.get').code, ErrorCode.Unavailable, String(cause));
    }
  });

  it('calls anything else internal, keeping the detail for the log', () => {
    const err = classifyRequestError(new Error('boom'), 'pins.pin.get');
    assert.equal(err.code, ErrorCode.Internal);
    assert.equal(err.detail, 'pins.pin.get: boom');
    assert.ok(classifyRequestError(err, 'x') instanceof ServiceError);
  });
});
