import assert from 'node:assert/strict';
import { test } from 'node:test';
import { ideaPinLabel, storyPagesOf } from '../idea-pin';

const page = (text: string) => ({
  image: { url: '/x.jpg', width: 100, height: 150 },
  video: null,
  text,
});

test("an Idea Pin's badge says how many pages it has", () => {
  assert.equal(ideaPinLabel(5), 'Idea Pin, 5 pages');
  assert.equal(ideaPinLabel(1), 'Idea Pin, 1 page');
});

test('only a Pin with pages is an Idea Pin', () => {
  assert.equal(storyPagesOf({ story_pin_data: null }), null);
  assert.equal(storyPagesOf({ story_pin_data: { pages: [] } }), null);
  const pages = [page('one'), page('two')];
  assert.equal(storyPagesOf({ story_pin_data: { pages } }), pages);
});
