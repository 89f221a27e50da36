import { PinTexts } from '@pinboard/contracts';
import { ServiceError } from '@pinboard/service-kit';
import { createFile, MP4BoxBuffer, type Movie } from 'mp4box';
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';

/** What an uploaded video is, read from its container. */
export interface ProbedVideo {
  /** sha256 of the file: its content address. */
  sha256: string;
  durationSeconds: number;
  width: number;
  height: number;
}

const invalidVideo = () => ServiceError.validation(PinTexts.invalidVideo);

/**
 * Reads an MP4 or QuickTime file whole (mp4box keeps the boxes that describe it, not the media) and
 * hashes it on the way: the file must hold a video track with a picture size. Anything else, or a
 * file mp4box cannot parse, is not a video we can play.
 */
export async function probeVideo(path: string): Promise<ProbedVideo> {
  const file = createFile();
  let broken = false;
  file.onError = () => {
    broken = true;
  };
  const hash = createHash('sha256');
  let offset = 0;
  let info: Movie | undefined;
  try {
    for await (const chunk of createReadStream(path, { highWaterMark: 1 << 20 }) as AsyncIterable<Buffer>) {
      hash.update(chunk);
      const buffer = MP4BoxBuffer.fromArrayBuffer(
        chunk.buffer.slice(chunk.byteOffset, chunk.byteOffset + chunk.byteLength),
        offset,
      );
      offset += chunk.byteLength;
      file.appendBuffer(buffer);
      if (broken) throw invalidVideo();
    }
    file.flush();
    info = file.getInfo() as Movie | undefined;
  } catch (err) {
    if (err instanceof ServiceError) throw err;
    throw invalidVideo();
  }
  if (broken || !info?.hasMoov) throw invalidVideo();
  const track = info.videoTracks?.[0];
  const width = Math.round(track?.video?.width ?? track?.track_width ?? 0);
  const height = Math.round(track?.video?.height ?? track?.track_height ?? 0);
  if (!track || width <= 0 || height <= 0) throw invalidVideo();
  return { sha256: hash.digest('hex'), durationSeconds: durationOf(info), width, height };
}

/** The movie's length; a fragmented file may say it only in its fragments' total. */
function durationOf(info: Movie): number {
  if (info.duration > 0 && info.timescale > 0) return info.duration / info.timescale;
  const fragments = info.fragment_duration;
  if (fragments && fragments.den > 0) return fragments.num / fragments.den;
  return 0;
}
