import { coverSize } from './media';

/** How long a seek to the cover frame may take before the cover is given up on. */
const SEEK_TIMEOUT_MS = 5000;

/** The last moment of a video a frame is taken at (its very end may show nothing). */
export const lastFrameTime = (duration: number) => Math.max(0, Math.floor((duration - 0.05) * 10) / 10);

/** Moves a video to `time` and waits until that frame is there. */
function seek(video: HTMLVideoElement, time: number): Promise<void> {
  if (Math.abs(video.currentTime - time) < 0.001 && video.readyState >= HTMLMediaElement.HAVE_CURRENT_DATA) {
    return Promise.resolve();
  }
  return new Promise((resolve, reject) => {
    const done = (error?: Error) => {
      clearTimeout(timer);
      video.removeEventListener('seeked', onSeeked);
      video.removeEventListener('error', onError);
      if (error) reject(error);
      else resolve();
    };
    const onSeeked = () => done();
    const onError = () => done(new Error('the video could not be read'));
    const timer = setTimeout(() => done(new Error('the video did not seek')), SEEK_TIMEOUT_MS);
    video.addEventListener('seeked', onSeeked);
    video.addEventListener('error', onError);
    video.currentTime = time;
  });
}

/**
 * The frame of a (same-origin or object URL) video at `time` seconds, as a JPEG data: URL: the
 * cover a video Pin is created with (PinResource create's image_base64).
 */
export async function grabFrame(video: HTMLVideoElement, time: number): Promise<string> {
  await seek(video, Math.min(Math.max(0, time), lastFrameTime(video.duration)));
  const { width, height } = coverSize(video.videoWidth, video.videoHeight);
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context || !video.videoWidth) throw new Error('no frame to draw');
  context.drawImage(video, 0, 0, width, height);
  return canvas.toDataURL('image/jpeg', 0.85);
}
