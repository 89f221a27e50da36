import { Rpc, UPLOADS_DIR, type Actor, type UploadType } from '@pinboard/contracts';
import type { RpcClient } from '@pinboard/service-kit';
import { randomBytes } from 'node:crypto';
import { copyFile, mkdir, readFile, writeFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { makeDemoImage } from './demo-images.js';

/**
 * Demo Pins made of uploads, as the Pin builder makes them: video Pins and Idea Pins. The clips
 * (packages/demo-data/media): six seconds each, recorded in Chromium (H.264 MP4),
 * with a frame of each at 1 s as its cover.
 */
export const DEMO_CLIPS = ['waves', 'sunset', 'forest'] as const;
export type DemoClip = (typeof DEMO_CLIPS)[number];
const COVER_TIME = 1;

const mediaFile = (name: string) => fileURLToPath(new URL(`../media/${name}`, import.meta.url));

/**
 * A file uploaded as a person uploads one: an upload registered, its file put where the gateway puts
 * uploads (MEDIA_ROOT/.uploads, shared with pins) and checked by pins. Answers its id.
 */
async function uploadDemoFile(
  rpc: RpcClient,
  mediaRoot: string,
  actor: Actor,
  type: UploadType,
  content: { path: string } | { bytes: Buffer },
): Promise<string> {
  const { upload_id } = await rpc.request(Rpc.pins.registerUpload, { actor, type });
  const dir = join(mediaRoot, UPLOADS_DIR);
  await mkdir(dir, { recursive: true });
  const file = join(dir, `${upload_id}.${randomBytes(8).toString('hex')}.upload`);
  if ('path' in content) await copyFile(content.path, file);
  else await writeFile(file, content.bytes);
  const state = await rpc.request(Rpc.pins.processUpload, { actor, upload_id, file: basename(file) });
  if (state.status !== 'succeeded') throw new Error(`demo ${type}: ${state.failure_reason ?? state.status}`);
  return upload_id;
}

interface DemoPinFields {
  actor: Actor;
  board_id: string;
  title: string;
  description: string;
}

/** A video Pin of one of the demo clips, its cover the clip's frame at 1 s. */
export async function createDemoVideoPin(
  rpc: RpcClient,
  mediaRoot: string,
  { actor, clip, ...fields }: DemoPinFields & { clip: DemoClip },
): Promise<string> {
  const upload = await uploadDemoFile(rpc, mediaRoot, actor, 'video', { path: mediaFile(`${clip}.mp4`) });
  const made = await rpc.request(Rpc.pins.create, {
    actor,
    ...fields,
    media_upload_id: upload,
    image_base64: (await readFile(mediaFile(`${clip}.jpg`))).toString('base64'),
    video_thumbnail_time: COVER_TIME,
  });
  return made.id;
}

/** An Idea Pin: a page per text, each a generated picture (`seed` onwards), or a clip's video. */
export async function createDemoIdeaPin(
  rpc: RpcClient,
  mediaRoot: string,
  { actor, pages, seed, ...fields }: DemoPinFields & { pages: DemoIdeaPage[]; seed: number },
): Promise<string> {
  const story = [];
  for (const [i, page] of pages.entries()) {
    if (page.clip) {
      const upload = await uploadDemoFile(rpc, mediaRoot, actor, 'video', {
        path: mediaFile(`${page.clip}.mp4`),
      });
      const cover = (await readFile(mediaFile(`${page.clip}.jpg`))).toString('base64');
      story.push({
        media_upload_id: upload,
        image_base64: cover,
        video_thumbnail_time: COVER_TIME,
        text: page.text,
      });
    } else {
      const { jpeg } = await makeDemoImage(seed + i);
      const upload = await uploadDemoFile(rpc, mediaRoot, actor, 'pinimage', { bytes: jpeg });
      story.push({ media_upload_id: upload, text: page.text });
    }
  }
  const made = await rpc.request(Rpc.pins.create, { actor, ...fields, story_pages: story });
  return made.id;
}

/** One page of a demo Idea Pin: its words, and a clip (else a generated picture). */
export interface DemoIdeaPage {
  text: string;
  clip?: DemoClip;
}
