/**
 * Video Pins in the browser: how a duration reads, which files the Pin builder takes, and the
 * client-side checks of a video before it is uploaded (the server checks again).
 */
import {
  IMAGE_MAX_BYTES,
  PinTexts,
  VIDEO_DURATION_MAX,
  VIDEO_DURATION_MIN,
  VIDEO_MAX_BYTES,
} from '@pinboard/contracts/web';

/** What the file input takes: any image, and MP4 or QuickTime videos. */
export const UPLOAD_ACCEPT = 'image/*,video/mp4,video/quicktime,.mp4,.mov,.m4v';
const VIDEO_TYPES = new Set(['video/mp4', 'video/quicktime', 'video/x-m4v']);
const VIDEO_EXTENSION = /\.(mp4|mov|m4v)$/i;

export const UploadTexts = {
  notMedia: 'Upload an image, or an MP4 or MOV video.',
  hint: 'Images up to 10 MB. MP4 or MOV videos from 1 second to 15 minutes, up to 200 MB.',
} as const;

/** A duration as a player shows it: '0:06', '12:04', '1:02:03' (whole seconds, rounded). */
export function formatDuration(seconds: number): string {
  const total = Math.max(0, Math.round(Number.isFinite(seconds) ? seconds : 0));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = String(total % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}

/** The same duration said in words, for a screen reader: '6 seconds', '1 minute 5 seconds'. */
export function durationWords(seconds: number): string {
  const total = Math.max(0, Math.round(Number.isFinite(seconds) ? seconds : 0));
  const unit = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
  const parts: string[] = [];
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  if (h) parts.push(unit(h, 'hour'));
  if (m) parts.push(unit(m, 'minute'));
  if (s || parts.length === 0) parts.push(unit(s, 'second'));
  return parts.join(' ');
}

/** A video's badge label: 'Video, 6 seconds'. */
export const videoLabel = (seconds: number) => `Video, ${durationWords(seconds)}`;

export type MediaKind = 'image' | 'video';

/**
 * What a chosen file is: an image, a video the product plays (MP4, QuickTime), or neither (with
 * the text that says so).
 */
export function mediaKindOf(file: { name: string; type: string }): MediaKind | { error: string } {
  const type = file.type.toLowerCase();
  if (VIDEO_TYPES.has(type) || (!type.startsWith('image/') && VIDEO_EXTENSION.test(file.name)))
    return 'video';
  if (type.startsWith('image/')) return 'image';
  if (type.startsWith('video/')) return { error: PinTexts.invalidVideo };
  return { error: UploadTexts.notMedia };
}

/** A file too large for its kind (null when it is not): checked before anything is sent. */
export function sizeError(kind: MediaKind, bytes: number, maxBytes?: number): string | null {
  if (kind === 'video') return bytes > (maxBytes ?? VIDEO_MAX_BYTES) ? PinTexts.videoTooLarge : null;
  return bytes > (maxBytes ?? IMAGE_MAX_BYTES) ? PinTexts.imageTooLarge : null;
}

/** A video too short or too long (null when its length is fine), from the browser's reading of it. */
export function durationError(seconds: number): string | null {
  if (!Number.isFinite(seconds) || seconds <= 0) return PinTexts.invalidVideo;
  if (seconds < VIDEO_DURATION_MIN) return PinTexts.videoTooShort;
  if (seconds > VIDEO_DURATION_MAX) return PinTexts.videoTooLong;
  return null;
}

/**
 * The largest side of a cover frame taken from a video: a bigger video's frame is scaled down
 * (the server makes the 236x and orig images from it).
 */
export const COVER_MAX_SIDE = 1280;

export function coverSize(width: number, height: number): { width: number; height: number } {
  const scale = Math.min(1, COVER_MAX_SIDE / Math.max(width, height, 1));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}
