/** Test data made through the public API, and a local image server for create-from-URL. */
import type { Board, Me, Pin } from '@pinboard/contracts';
import { makeDemoImage } from '@pinboard/demo-data';
import { createServer } from 'node:http';
import { ApiClient, uniqueSuffix } from './api-client.js';

export interface Person {
  api: ApiClient;
  me: Me;
  password: string;
}

export async function newPerson(baseUrl: string, prefix = 'e2e'): Promise<Person> {
  const api = new ApiClient(baseUrl);
  const id = uniqueSuffix();
  const password = 'a-good-password';
  const me = await api.must<Me>('UserRegisterResource', 'create', {
    email: `${prefix}_${id}@example.com`,
    password,
    full_name: `${prefix} ${id}`,
    birthday: '1992-03-04',
  });
  return { api, me, password };
}

export async function newBoard(
  person: Person,
  name = `Board ${uniqueSuffix()}`,
  privacy: 'public' | 'secret' = 'public',
) {
  return person.api.must<Board>('BoardResource', 'create', { name, privacy });
}

export async function newPin(
  person: Person,
  board: Board,
  seed: number,
  title = `Pin ${seed}`,
): Promise<Pin> {
  const image = await makeDemoImage(seed, 400);
  return person.api.must<Pin>('PinResource', 'create', {
    board_id: board.id,
    image_base64: image.jpeg.toString('base64'),
    title,
    description: `${title} description`,
    link: 'https://example.com/e2e',
  });
}

/** Serves one generated JPEG at /image.jpg on 127.0.0.1 (the stack allows private fetches). */
export async function startImageServer(): Promise<{ url: string; close(): Promise<void> }> {
  const image = await makeDemoImage(4242, 640);
  const server = createServer((req, res) => {
    if (req.url === '/image.jpg') res.writeHead(200, { 'content-type': 'image/jpeg' }).end(image.jpeg);
    else res.writeHead(404).end();
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}/image.jpg`,
    close: () => new Promise((ok) => server.close(() => ok())),
  };
}
