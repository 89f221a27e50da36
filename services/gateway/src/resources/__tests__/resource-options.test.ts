import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { CommonTexts } from '@pinboard/contracts';
import { ServiceError } from '@pinboard/service-kit';
import { parseForm } from '../../http/body-parsers.js';
import { optionsFromBody, optionsFromQuery } from '../resource-options.js';

function rejectsWith(fn: () => unknown, message: string) {
  assert.throws(
    fn,
    (err: unknown) =>
      err instanceof ServiceError && err.code === 'VALIDATION_FAILED' && err.message === message,
  );
}

describe('optionsFromQuery (GET ?data=)', () => {
  it('reads options from the data parameter', () => {
    const data = JSON.stringify({ options: { username: 'ann', page_size: 5 }, context: {} });
    assert.deepEqual(optionsFromQuery({ data, source_url: '/ann/' }), { username: 'ann', page_size: 5 });
  });

  it('treats a missing data parameter or a missing options key as no options', () => {
    assert.deepEqual(optionsFromQuery({}), {});
    assert.deepEqual(optionsFromQuery({ data: '' }), {});
    assert.deepEqual(optionsFromQuery({ data: '{}' }), {});
    assert.deepEqual(optionsFromQuery({ data: '{"options":null}' }), {});
  });

  it('refuses malformed JSON with the SPEC message', () => {
    rejectsWith(() => optionsFromQuery({ data: '{"options":' }), CommonTexts.malformedJson);
    rejectsWith(() => optionsFromQuery({ data: ['{}', '{}'] }), CommonTexts.malformedJson);
    rejectsWith(() => optionsFromQuery({ data: '[1,2]' }), CommonTexts.malformedJson);
  });

  it('refuses a NUL and prototype keys however the JSON spells them', () => {
    rejectsWith(
      () => optionsFromQuery({ data: String.raw`{"options":{"a":"x\u0000"}}` }),
      CommonTexts.nulCharacter,
    );
    for (const data of [
      '{"options":{"__proto__":{"admin":true}}}',
      String.raw`{"options":{"\u005f_proto__":{"admin":true}}}`,
      String.raw`{"options":{"constructor":{"\u0070rototype":{"admin":true}}}}`,
    ]) {
      rejectsWith(() => optionsFromQuery({ data }), CommonTexts.unsafeBody);
    }
    // Plain data that merely looks alike is read as it is.
    assert.deepEqual(optionsFromQuery({ data: String.raw`{"options":{"q":"caf\u00e9 \\u"}}` }), {
      q: 'café \\u',
    });
  });

  it('refuses options that are not an object', () => {
    rejectsWith(() => optionsFromQuery({ data: '{"options":"x"}' }), 'options must be an object.');
    rejectsWith(() => optionsFromQuery({ data: '{"options":[1]}' }), 'options must be an object.');
  });
});

describe('optionsFromBody (POST)', () => {
  it('reads a JSON body', () => {
    assert.deepEqual(optionsFromBody({ options: { name: 'Trips' } }), { name: 'Trips' });
  });

  it('reads a form body whose data field holds the JSON, as the web client sends it', () => {
    const form = parseForm(
      `source_url=%2F&data=${encodeURIComponent('{"options":{"name":"Trips & more"}}')}`,
    );
    assert.deepEqual(optionsFromBody(form), { name: 'Trips & more' });
  });

  it('treats an empty body or a missing options key as no options', () => {
    assert.deepEqual(optionsFromBody(undefined), {});
    assert.deepEqual(optionsFromBody({}), {});
    assert.deepEqual(optionsFromBody(parseForm('')), {});
  });

  it('refuses a form whose data is not JSON', () => {
    rejectsWith(() => optionsFromBody(parseForm('data=%7Bnope')), CommonTexts.malformedJson);
  });

  it('refuses a body that is not an object', () => {
    rejectsWith(() => optionsFromBody([1, 2]), CommonTexts.malformedJson);
    rejectsWith(() => optionsFromBody('text'), CommonTexts.malformedJson);
  });
});
