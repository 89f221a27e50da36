import assert from 'node:assert/strict';
import { test } from 'node:test';
import { moved, storyChanged, storyReady, StoryTexts } from '../story-draft';

const page = (phase: string, uploadId: string | null = phase === 'succeeded' ? 'u1' : null) => ({
  media: { phase, uploadId },
});

test('an Idea Pin can be created with 2 to 20 pages, all uploaded', () => {
  assert.equal(storyReady([]), false);
  assert.equal(storyReady([page('succeeded')]), false, 'one page is not enough');
  assert.equal(storyReady([page('succeeded'), page('succeeded')]), true);
  assert.equal(storyReady([page('succeeded'), page('uploading')]), false, 'one still uploading');
  assert.equal(storyReady([page('succeeded'), page('processing', 'u2')]), false, 'one still processing');
  assert.equal(storyReady([page('succeeded'), page('failed', 'u2')]), false, 'one failed');
  assert.equal(storyReady([page('succeeded'), page('reading')]), false, 'a video being read');
  assert.equal(storyReady(Array.from({ length: 20 }, () => page('succeeded'))), true);
  assert.equal(storyReady(Array.from({ length: 21 }, () => page('succeeded'))), false);
});

test("an edited Idea Pin's pages: those it has need no upload, new ones do", () => {
  const kept = { media: null };
  assert.equal(storyReady([kept, kept]), true);
  assert.equal(storyReady([kept]), false, 'one page is not enough');
  assert.equal(storyReady([kept, page('uploading')]), false, 'a new page still uploading');
  assert.equal(storyReady([kept, page('succeeded')]), true);
});

test('an edit changes the pages when one is new, gone, moved or reworded', () => {
  const before = [{ text: 'Red' }, { text: 'Green' }];
  const at = (index: number, text: string) => ({ kept: { index }, text });
  assert.equal(storyChanged([at(0, 'Red'), at(1, 'Green')], before), false);
  assert.equal(storyChanged([at(0, ' Red '), at(1, 'Green')], before), false, 'spaces around the words');
  assert.equal(storyChanged([at(0, 'Red!'), at(1, 'Green')], before), true, 'reworded');
  assert.equal(storyChanged([at(1, 'Green'), at(0, 'Red')], before), true, 'moved');
  assert.equal(storyChanged([at(0, 'Red')], before), true, 'one gone');
  assert.equal(
    storyChanged([at(0, 'Red'), at(1, 'Green'), { kept: null, text: '' }], before),
    true,
    'one new',
  );
});

test('a page moves up or down one place, and not past either end', () => {
  const list = ['a', 'b', 'c'];
  assert.deepEqual(moved(list, 1, -1), ['b', 'a', 'c']);
  assert.deepEqual(moved(list, 1, 1), ['a', 'c', 'b']);
  assert.deepEqual(moved(list, 2, -1), ['a', 'c', 'b']);
  assert.equal(moved(list, 0, -1), list);
  assert.equal(moved(list, 2, 1), list);
  assert.equal(moved(list, -1, 1), list, 'a page not in the list');
  assert.deepEqual(list, ['a', 'b', 'c'], 'the list itself is not changed');
});

test('the builder says what an Idea Pin needs', () => {
  assert.equal(StoryTexts.needPages, 'Add 2 to 20 pages, each an image or a video.');
  assert.equal(StoryTexts.full, 'An Idea Pin has at most 20 pages.');
  assert.equal(StoryTexts.pageFailed(3), 'Page 3 did not upload: remove it, or add its file again.');
});
