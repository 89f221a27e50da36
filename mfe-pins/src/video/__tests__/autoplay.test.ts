import assert from 'node:assert/strict';
import { test } from 'node:test';
import { VideoAutoplay, type Playable } from '../autoplay';

/** A video that notes what it was told. */
function video(name: string, log: string[]): Playable {
  return { play: () => log.push(`play ${name}`), pause: () => log.push(`pause ${name}`) };
}

test('only one organic video plays: the latest to become visible pauses the other', () => {
  const log: string[] = [];
  const autoplay = new VideoAutoplay();
  const a = video('a', log);
  const b = video('b', log);
  autoplay.shown('organic', a);
  autoplay.shown('organic', b);
  assert.deepEqual(log, ['play a', 'pause a', 'play b']);
  assert.equal(autoplay.current('organic'), b);
});

test('when the playing video leaves, the last other one still visible plays again', () => {
  const log: string[] = [];
  const autoplay = new VideoAutoplay();
  const [a, b, c] = ['a', 'b', 'c'].map((n) => video(n, log)) as [Playable, Playable, Playable];
  autoplay.shown('organic', a);
  autoplay.shown('organic', b);
  autoplay.shown('organic', c);
  log.length = 0;
  autoplay.hidden('organic', b);
  assert.deepEqual(log, [], 'a video that was not playing leaves quietly');
  autoplay.hidden('organic', c);
  assert.deepEqual(log, ['pause c', 'play a']);
  autoplay.hidden('organic', a);
  assert.deepEqual(log, ['pause c', 'play a', 'pause a']);
  assert.equal(autoplay.current('organic'), null);
  autoplay.hidden('organic', a);
  assert.equal(log.length, 3, 'hiding twice does nothing');
});

test('promoted videos are tracked apart from organic ones', () => {
  const log: string[] = [];
  const autoplay = new VideoAutoplay();
  const organic = video('organic', log);
  const promoted = video('promoted', log);
  const other = video('other promoted', log);
  autoplay.shown('organic', organic);
  autoplay.shown('promoted', promoted);
  assert.deepEqual(log, ['play organic', 'play promoted']);
  autoplay.shown('promoted', other);
  assert.deepEqual(log.slice(2), ['pause promoted', 'play other promoted']);
  assert.equal(autoplay.current('organic'), organic);
});

test('a video shown again becomes the latest', () => {
  const log: string[] = [];
  const autoplay = new VideoAutoplay();
  const a = video('a', log);
  const b = video('b', log);
  autoplay.shown('organic', a);
  autoplay.shown('organic', b);
  autoplay.shown('organic', a);
  assert.deepEqual(log, ['play a', 'pause a', 'play b', 'pause b', 'play a']);
  autoplay.shown('organic', a);
  assert.equal(log.length, 5);
});
