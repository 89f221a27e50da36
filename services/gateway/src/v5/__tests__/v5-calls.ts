/** How the /v5 tests call the gateway and read its errors (shared by every /v5 test file). */
import { CSRF_COOKIE, CSRF_HEADER } from '@pinboard/contracts';
import { TestBrowser, type Person, type RawAnswer } from '@pinboard/test-kit';
import assert from 'node:assert/strict';

/**
 * A /v5 (or /v3) call as a script would make it with the web app's session: JSON, the CSRF header
 * on writes; `headers` adds more (a client address, say).
 */
export function v5Call(
  person: Person | TestBrowser,
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
  path: string,
  body?: unknown,
  more: Record<string, string> = {},
): Promise<RawAnswer> {
  const api = person instanceof TestBrowser ? person : person.api;
  const headers: Record<string, string> = { ...more };
  if (method !== 'GET') headers[CSRF_HEADER] = api.cookies.get(CSRF_COOKIE) ?? '';
  if (body !== undefined) headers['content-type'] = 'application/json';
  const text = typeof body === 'string' ? body : body === undefined ? undefined : JSON.stringify(body);
  return api.raw(path, { method, headers, body: text });
}

/** A v5 error: this status, a body of exactly { code, message } (a number and, if given, this text). */
export function expectV5Error(answer: RawAnswer, status: number, message?: string): void {
  assert.equal(answer.status, status, answer.text);
  const body = answer.json as { code: unknown; message: unknown };
  assert.deepEqual(Object.keys(body).sort(), ['code', 'message'], answer.text);
  assert.equal(typeof body.code, 'number');
  if (message !== undefined) assert.equal(body.message, message);
}
