import { Rpc, UPLOADS_DIR, type Actor } from '@pinboard/contracts';
import type { RpcClient } from '@pinboard/service-kit';
import { randomBytes } from 'node:crypto';
import { copyFile, mkdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The demo's clips (packages/demo-data/media): six seconds each, recorded in Chromium (H.264 MP4),
 * with a frame of each at 1 s as its cover.
 */
export const DEMO_CLIPS = ['waves', 'sunset', 'forest'] as const;
export type DemoClip = (typeof DEMO_CLIPS)[number];
const COVER_TIME = 1;

const mediaFile = (name: string) => fileURLToPath(new URL(`../media/${name}`, import.meta.url));

/**
 * A video Pin made as a person makes one: an upload registered, its file put where the gateway puts
 * uploads (MEDIA_ROOT/.uploads, shared with pins), checked by pins, then the Pin with its cover.
 */
export async function createDemoVideoPin(
  rpc: RpcClient,
  mediaRoot: string,
  pin: {
    actor: Actor;
    board_id: string;
    section?: string;
    title: string;
    description: string;
    clip: DemoClip;
  },
): Promise<string> {
  const { actor, clip, ...fields } = pin;
  const { upload_id } = await rpc.request(Rpc.pins.registerUpload, { actor, type: 'video' });
  const dir = join(mediaRoot, UPLOADS_DIR);
  await mkdir(dir, { recursive: true });
  const file = `${upload_id}.${randomBytes(8).toString('hex')}.upload`;
  await copyFile(mediaFile(`${clip}.mp4`), join(dir, file));
  const state = await rpc.request(Rpc.pins.processUpload, { actor, upload_id, file });
  if (state.status !== 'succeeded')
    throw new Error(`demo clip ${clip}: ${state.failure_reason ?? state.status}`);
  const made = await rpc.request(Rpc.pins.create, {
    actor,
    ...fields,
    media_upload_id: upload_id,
    image_base64: (await readFile(mediaFile(`${clip}.jpg`))).toString('base64'),
    video_thumbnail_time: COVER_TIME,
  });
  return made.id;
}
