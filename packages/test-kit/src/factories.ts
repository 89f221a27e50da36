/** Test data: inputs for the services' own commands, and people made through the public API. */
import type { ApiResult } from '@pinboard/api-client';
import type { Actor, Board, Me, Pin, Privacy } from '@pinboard/contracts';
import { randomInt } from 'node:crypto';
import { uniqueSuffix } from './env.js';
import { solidPng } from './images.js';
import { TestBrowser } from './browser-client.js';

/** The data of an answer, or an error naming what failed and why. */
export function must<T>(result: ApiResult<T>, what: string): T {
  if (!result.ok) throw new Error(`${what}: ${result.status} ${JSON.stringify(result.error)}`);
  return result.data;
}

/** Sign-up options for a new adult with a unique email (and username, when asked). */
export function newUserInput(prefix = 'test', withUsername = false) {
  const s = uniqueSuffix();
  return {
    email: `${prefix}_${s}@example.test`,
    password: 'correct horse',
    full_name: 'Ada King Lovelace',
    birthday: '1990-12-10',
    ...(withUsername ? { username: `${prefix}_${s}` } : {}),
  };
}

/** An actor as the gateway would pass it; ids far above real ones, so they never meet real users. */
/** The actor a signed-up person acts as (what the gateway sends services for them). */
export const actorOf = ({ id, username, full_name, image_medium_url }: Me): Actor => ({
  id,
  username,
  full_name,
  image_medium_url,
});

export function newActor(prefix = 'actor'): Actor {
  return {
    id: String(7_000_000_000_000 + randomInt(1_000_000_000)),
    username: `${prefix}_${uniqueSuffix()}`,
    full_name: `Test ${prefix}`,
    image_medium_url: null,
  };
}

/** A signed-in person with a browser-like client of their own. */
export interface Person {
  api: TestBrowser;
  me: Me;
  password: string;
}

export async function signUp(baseUrl: string, prefix = 'test'): Promise<Person> {
  const api = new TestBrowser(baseUrl);
  const input = newUserInput(prefix, true);
  const me = must(await api.create('UserRegisterResource', input), 'sign up');
  return { api, me, password: input.password };
}

export async function newBoard(
  person: Person,
  name = `Board ${uniqueSuffix()}`,
  privacy: Privacy = 'public',
): Promise<Board> {
  return must(await person.api.create('BoardResource', { name, privacy }), 'create board');
}

/** A Pin of a generated image, distinct per seed (colour and shape). */
export function seededImage(seed: number): Buffer {
  const rgb: [number, number, number] = [(seed * 67) % 256, (seed * 131) % 256, (seed * 199) % 256];
  return solidPng(240, 240 + ((seed * 37) % 240), rgb);
}

export async function newPin(
  person: Person,
  board: Board,
  seed: number,
  fields: { title?: string; link?: string; image?: Buffer; description?: string } = {},
): Promise<Pin> {
  const title = fields.title ?? `Pin ${seed}`;
  return must(
    await person.api.create('PinResource', {
      board_id: board.id,
      image_base64: (fields.image ?? seededImage(seed)).toString('base64'),
      title,
      description: fields.description ?? `${title} description`,
      link: fields.link ?? 'https://example.com/test',
    }),
    'create Pin',
  );
}
