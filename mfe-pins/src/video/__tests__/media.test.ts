import assert from 'node:assert/strict';
import { test } from 'node:test';
import { PinTexts } from '@pinboard/contracts/web';
import {
  coverSize,
  durationError,
  formatDuration,
  mediaKindOf,
  sizeError,
  UploadTexts,
  videoLabel,
} from '../media';

test('a duration reads as a player shows it, and in words for a screen reader', () => {
  assert.equal(formatDuration(6.2), '0:06');
  assert.equal(formatDuration(2.5), '0:03');
  assert.equal(formatDuration(65), '1:05');
  assert.equal(formatDuration(900), '15:00');
  assert.equal(formatDuration(3723), '1:02:03');
  assert.equal(formatDuration(Number.NaN), '0:00');
  assert.equal(videoLabel(6.2), 'Video, 6 seconds');
  assert.equal(videoLabel(1), 'Video, 1 second');
  assert.equal(videoLabel(60), 'Video, 1 minute');
  assert.equal(videoLabel(125), 'Video, 2 minutes 5 seconds');
  assert.equal(videoLabel(0.2), 'Video, 0 seconds');
});

test('the builder takes images and MP4 or QuickTime videos, by type or by name', () => {
  assert.equal(mediaKindOf({ name: 'a.png', type: 'image/png' }), 'image');
  assert.equal(mediaKindOf({ name: 'a.mp4', type: 'video/mp4' }), 'video');
  assert.equal(mediaKindOf({ name: 'a.mov', type: 'video/quicktime' }), 'video');
  assert.equal(mediaKindOf({ name: 'A.M4V', type: '' }), 'video');
  assert.deepEqual(mediaKindOf({ name: 'a.webm', type: 'video/webm' }), { error: PinTexts.invalidVideo });
  assert.deepEqual(mediaKindOf({ name: 'a.pdf', type: 'application/pdf' }), { error: UploadTexts.notMedia });
});

test('too large, too short and too long files are refused with the contract’s texts', () => {
  assert.equal(sizeError('video', 200 * 1024 * 1024), null);
  assert.equal(sizeError('video', 200 * 1024 * 1024 + 1), PinTexts.videoTooLarge);
  assert.equal(sizeError('video', 2000, 1000), PinTexts.videoTooLarge, 'the upload’s own max_bytes');
  assert.equal(sizeError('image', 11 * 1024 * 1024), PinTexts.imageTooLarge);
  assert.equal(durationError(0.5), PinTexts.videoTooShort);
  assert.equal(durationError(1), null);
  assert.equal(durationError(900), null);
  assert.equal(durationError(901), PinTexts.videoTooLong);
  assert.equal(durationError(Number.NaN), PinTexts.invalidVideo);
  assert.equal(durationError(Infinity), PinTexts.invalidVideo);
});

test('a cover frame keeps the video’s shape, at most 1280 px on its longer side', () => {
  assert.deepEqual(coverSize(320, 240), { width: 320, height: 240 });
  assert.deepEqual(coverSize(1920, 1080), { width: 1280, height: 720 });
  assert.deepEqual(coverSize(1080, 1920), { width: 720, height: 1280 });
});
