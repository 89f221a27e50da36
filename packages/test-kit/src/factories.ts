/**
 * Test data: inputs for the services' own commands, data made through their RPCs, and people made
 * through the public API.
 */
import type { ApiResult } from '@pinboard/api-client';
import { Rpc, type Actor, type Board, type Me, type Pin, type Privacy } from '@pinboard/contracts';
import type { RpcClient } from '@pinboard/service-kit';
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

/**
 * People, boards and Pins made through the real services' RPCs, for the tests of one service
 * among them (the users, boards and pins services must be running).
 */
export function rpcFactories(rpc: RpcClient) {
  return {
    /** A new person: the actor they act as. */
    person: async (prefix: string): Promise<Actor> =>
      actorOf((await rpc.request(Rpc.users.register, newUserInput(prefix, true))).user),
    board: (actor: Actor, privacy: Privacy = 'public', name = `Board ${uniqueSuffix()}`): Promise<Board> =>
      rpc.request(Rpc.boards.create, { actor, name, privacy }),
    pin: (actor: Actor, on: Board, title = `Pin ${uniqueSuffix()}`, description = ''): Promise<Pin> =>
      rpc.request(Rpc.pins.create, {
        actor,
        board_id: on.id,
        title,
        description,
        // A colour of its own per Pin: the same image twice would still be two Pins, but this reads better.
        image_base64: solidPng(200, 240, [randomInt(256), randomInt(256), randomInt(256)]).toString('base64'),
      }),
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
