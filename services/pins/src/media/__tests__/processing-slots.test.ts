import { CommonTexts } from '@pinboard/contracts';
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { ProcessingSlots } from '../processing-slots.js';

test('at most `concurrency` at once, at most `queueMax` waiting, the rest refused for now', async () => {
  const slots = new ProcessingSlots(2, 1);
  let running = 0;
  let most = 0;
  const release: (() => void)[] = [];
  const work = () =>
    new Promise<string>((resolve) => {
      running += 1;
      most = Math.max(most, running);
      release.push(() => {
        running -= 1;
        resolve('done');
      });
    });
  const started = [slots.run(work), slots.run(work), slots.run(work)];
  await assert.rejects(slots.run(work), { message: CommonTexts.unavailable });
  await new Promise((r) => setImmediate(r));
  assert.equal(running, 2, 'two at once; the third waits');
  while (release.length) {
    release.shift()!();
    await new Promise((r) => setImmediate(r));
  }
  assert.deepEqual(await Promise.all(started), ['done', 'done', 'done']);
  assert.equal(most, 2);
});
