import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ErrorCode, PinTexts } from '@pinboard/contracts';
import { ServiceError } from '@pinboard/service-kit';
import { decodeBase64Image } from '../base64-image.js';

const bytes = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0xff, 0x00, 0xfe]);

function isError(code: string, message: string) {
  return (err: unknown) => err instanceof ServiceError && err.code === code && err.message === message;
}

describe('decodeBase64Image', () => {
  it('decodes raw base64', () => {
    assert.deepEqual(decodeBase64Image(bytes.toString('base64'), 1024), bytes);
  });

  it('decodes URL-safe base64 and ignores whitespace', () => {
    const text = bytes.toString('base64url').replace(/(.{4})/g, '$1\n');
    assert.deepEqual(decodeBase64Image(text, 1024), bytes);
  });

  it('decodes a data: URL', () => {
    assert.deepEqual(decodeBase64Image(`data:image/png;base64,${bytes.toString('base64')}`, 1024), bytes);
    assert.deepEqual(
      decodeBase64Image(`data:;charset=utf-8;base64,${bytes.toString('base64')}`, 1024),
      bytes,
    );
  });

  for (const value of [
    42,
    null,
    undefined,
    {},
    ['a'],
    '',
    '   ',
    '%%%%',
    'abc*def',
    'data:image/png,notbase64',
    'A',
  ]) {
    it(`answers 'Invalid Image' for ${JSON.stringify(value) ?? 'undefined'}`, () => {
      assert.throws(
        () => decodeBase64Image(value, 1024),
        isError(ErrorCode.InvalidImage, PinTexts.invalidImage),
      );
    });
  }

  it('refuses more than maxBytes', () => {
    const big = Buffer.alloc(2048, 1).toString('base64');
    assert.throws(
      () => decodeBase64Image(big, 1024),
      isError(ErrorCode.ValidationFailed, PinTexts.imageTooLarge),
    );
  });
});
