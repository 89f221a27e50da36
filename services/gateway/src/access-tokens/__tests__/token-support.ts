/** What the access token tests share: calls as the web app and as a script would make them. */
import assert from 'node:assert/strict';
import {
  CSRF_COOKIE,
  CSRF_HEADER,
  type AccessTokenScope,
  type CreatedAccessToken,
} from '@pinboard/contracts';
import { signUp, type Person, type RawAnswer } from '@pinboard/test-kit';

export type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

/** A call with the web app's session: its cookies, and the CSRF header on writes. */
export function sessionCall(
  person: Person,
  method: Method,
  path: string,
  body?: unknown,
): Promise<RawAnswer> {
  const headers: Record<string, string> = {};
  if (method !== 'GET') headers[CSRF_HEADER] = person.api.cookies.get(CSRF_COOKIE) ?? '';
  if (body !== undefined) headers['content-type'] = 'application/json';
  return person.api.raw(path, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

/** A script's call: no cookies at all, only `Authorization` (a whole header value, to test bad ones too). */
export async function scriptCall(
  baseUrl: string,
  authorization: string,
  method: Method,
  path: string,
  body?: unknown,
): Promise<RawAnswer> {
  const headers: Record<string, string> = { authorization };
  if (body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  let json: unknown = null;
  try {
    json = JSON.parse(text);
  } catch {
    // Not JSON: the test looks at text.
  }
  return { status: response.status, headers: response.headers, text, json };
}

/** A signed-up person turned into a business account (only those use /v5). */
export async function businessPerson(baseUrl: string, prefix: string): Promise<Person> {
  const person = await signUp(baseUrl, prefix);
  const converted = await sessionCall(person, 'POST', '/v3/users/me/', {
    account_type: 'business',
    business_name: `${prefix} Ltd`,
  });
  assert.equal(converted.status, 200, converted.text);
  return person;
}

/** A new personal access token through the API, as a person makes one in their settings. */
export async function newAccessToken(
  person: Person,
  scopes: AccessTokenScope[],
  name = 'Script',
): Promise<CreatedAccessToken> {
  const answer = await sessionCall(person, 'POST', '/v3/users/me/access_tokens/', { name, scopes });
  assert.equal(answer.status, 200, answer.text);
  return (answer.json as { resource_response: { data: CreatedAccessToken } }).resource_response.data;
}

/** A v5 error: exactly `{ code, message }`, with the status (and the message when given). */
export function expectV5Error(answer: RawAnswer, status: number, message?: string): void {
  assert.equal(answer.status, status, answer.text);
  const body = answer.json as { code: unknown; message: unknown };
  assert.deepEqual(Object.keys(body).sort(), ['code', 'message'], answer.text);
  assert.equal(typeof body.code, 'number');
  if (message !== undefined) assert.equal(body.message, message);
}
