import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import {
  ErrorCode,
  Messages,
  QueueGroups,
  Rpc,
  Subjects,
  type Board,
  type ServiceErrorPayload,
} from '@pinboard/contracts';
import { migrateDeploy } from '@pinboard/db';
import { RpcClient } from '@pinboard/service-kit';

export interface TestEnv {
  natsUrl: string;
  databaseUrl: string;
  redisUrl: string;
}

export interface BoardsUnderTest {
  kind: 'real' | 'fake';
  close(): Promise<void>;
}

const boardsDir = fileURLToPath(new URL('../../../../boards/', import.meta.url));
const boardsMain = `${boardsDir}dist/main.js`;

/**
 * The boards service pins talks to: the real one (its built dist/main.js as a child process) once
 * it exists, otherwise a stand-in answering boards.board.create and boards.board.access.
 */
export async function startBoards(env: TestEnv): Promise<BoardsUnderTest> {
  if (!existsSync(boardsMain)) return startFakeBoards(env.natsUrl);
  await migrateDeploy({
    databaseUrl: env.databaseUrl,
    schema: 'boards',
    migrationsDir: `${boardsDir}prisma/migrations`,
  });
  const child = spawn(process.execPath, [boardsMain], {
    env: {
      ...process.env,
      NATS_URL: env.natsUrl,
      DATABASE_URL: env.databaseUrl,
      REDIS_URL: env.redisUrl,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (output += d.toString()));
  await waitHealthy(env.natsUrl, child, () => output);
  return { kind: 'real', close: () => stopChild(child) };
}

async function waitHealthy(natsUrl: string, child: ChildProcess, output: () => string): Promise<void> {
  const rpc = new RpcClient(natsUrl, 1000);
  await rpc.connect();
  try {
    for (const deadline = Date.now() + 30_000; Date.now() < deadline;) {
      if (child.exitCode !== null || child.signalCode !== null)
        throw new Error(`boards exited with ${child.exitCode ?? child.signalCode}:\n${output()}`);
      const health = await rpc.request(Rpc.boards.health, {}).catch(() => null);
      if (health?.status === 'up') return;
      await new Promise((r) => setTimeout(r, 250));
    }
    throw new Error(`boards did not become healthy:\n${output()}`);
  } finally {
    await rpc.close();
  }
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

interface FakeRequest {
  id: string;
  data: Record<string, unknown>;
}

/** Speaks NestJS's NATS framing ({id, data} in, {id, response|err, isDisposed} out). */
async function startFakeBoards(natsUrl: string): Promise<BoardsUnderTest> {
  const nc: NatsConnection = await connect({ servers: [natsUrl] });
  const boards = new Map<string, Board>();
  let next = Date.now();
  const answer = (data: Record<string, unknown>): Board | ServiceErrorPayload => {
    const board = boards.get(String(data.board_id));
    const isOwner = board?.owner.id === data.user_id;
    if (!board || (board.privacy === 'secret' && !isOwner)) {
      return { code: ErrorCode.NotFound, message: Messages.boardNotFound };
    }
    if (data.permission === 'write' && !isOwner)
      return { code: ErrorCode.Forbidden, message: Messages.notYourBoard };
    return board;
  };
  const create = (data: Record<string, unknown>): Board => {
    const actor = data.actor as { id: string; username: string };
    const name = String(data.name);
    const slug = name.toLowerCase().replace(/[^a-z0-9]+/g, '-');
    const now = new Date().toISOString();
    const board: Board = {
      id: String(++next),
      name,
      slug,
      url: `/${actor.username}/${slug}/`,
      privacy: data.privacy === 'secret' ? 'secret' : 'public',
      description: '',
      owner: { id: actor.id, username: actor.username },
      pin_count: 0,
      section_count: 0,
      image_cover_url: null,
      pin_thumbnail_urls: [],
      created_at: now,
      board_order_modified_at: now,
    };
    boards.set(board.id, board);
    return board;
  };
  const serve = (subject: string, handle: (data: Record<string, unknown>) => Board | ServiceErrorPayload) => {
    nc.subscribe(subject, {
      queue: QueueGroups.boards,
      callback: (_err, msg) => {
        const req = msg.json<FakeRequest>();
        const result = handle(req.data);
        const reply =
          'code' in result
            ? { id: req.id, err: result, isDisposed: true }
            : { id: req.id, response: result, isDisposed: true };
        msg.respond(JSON.stringify(reply));
      },
    });
  };
  serve(Subjects.boards.access, answer);
  serve(Subjects.boards.create, create);
  await nc.flush();
  return { kind: 'fake', close: () => nc.drain() };
}
