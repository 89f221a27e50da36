/**
 * Search in Chromium: type in the header, pick a suggestion, land on the results, switch scopes,
 * open a Pin; with mfe-search down the header's search box still searches.
 */
import { remotes } from '@pinboard/parts';
import { freePort, must, newBoard, newPin, patternPng, waitFor } from '@pinboard/test-kit';
import { browserSuite, expectAccessible } from '@pinboard/test-kit/browser';
import assert from 'node:assert/strict';
import { randomInt } from 'node:crypto';
import { test } from 'node:test';

const stack = browserSuite();
const ada = stack.person('seeker');
/** A word only this run's Pins have. */
const word = Array.from({ length: 8 }, () => String.fromCharCode(97 + randomInt(26))).join('');
const searchRemote = remotes().find((remote) => remote.name === 'mfe-search')!;

stack.setUp(async () => {
  const board = await newBoard(ada, `${word} corner`);
  // The chair and one lamp are the same picture (at two sizes): "more like this" finds one from the other.
  const picture = randomInt(1, 2 ** 31);
  await newPin(ada, board, 901, { title: `${word} lamp`, image: patternPng(300, 450, picture) });
  await newPin(ada, board, 902, { title: `${word} lamp`, description: `Warm light #${word}` });
  await newPin(ada, board, 903, {
    title: `${word} chair`,
    description: `A reading chair #${word}`,
    image: patternPng(420, 630, picture),
  });
  // The index is built from events: wait until it answers.
  await waitFor(async () => {
    const found = must(await ada.api.get('BaseSearchResource', { query: word }), 'search');
    return found.results.length === 3;
  }, 'three Pins indexed');
  await waitFor(async () => {
    const tagged = must(await ada.api.get('BaseSearchResource', { query: `#${word}`, rs: 'hashtag' }), 'tag');
    return tagged.results.length === 2;
  }, 'two tagged Pins indexed');
});

test('type, pick a suggestion, see the Pins, switch to boards and profiles, open a Pin', async () => {
  const page = await stack.browser.newPage({ viewport: { width: 1280, height: 900 } });
  page.setDefaultTimeout(20_000);
  try {
    await page.goto(stack.url);
    const box = page.getByRole('combobox', { name: 'Search' });
    await box.fill(word.slice(0, 5));
    const suggestions = page.getByRole('listbox', { name: 'Search suggestions' });
    const lamp = suggestions.getByRole('option', { name: `${word} lamp`, exact: true });
    await suggestions
      .getByRole('option')
      .filter({ hasText: `Board by ${ada.me.username}` })
      .waitFor();
    await lamp.waitFor();
    await expectAccessible(page, 'header');
    // The most saved query comes first; the arrow key makes it the active option.
    await box.press('ArrowDown');
    assert.equal(await box.getAttribute('aria-activedescendant'), await lamp.getAttribute('id'));
    await box.press('Enter');
    await page.waitForURL((url) => url.pathname === '/search/pins/' && url.searchParams.get('rs') === 'ac');
    assert.equal(new URL(page.url()).searchParams.get('q'), `${word} lamp`);
    await page.getByRole('heading', { level: 1, name: `Results for “${word} lamp”` }).waitFor();
    await page
      .getByRole('link', { name: new RegExp(`${word} lamp`) })
      .first()
      .waitFor();
    assert.equal(await page.locator('.pb-tile').count(), 2, 'both lamps, not the chair');
    assert.equal(await box.inputValue(), `${word} lamp`, 'the box shows the query of the page');
    await expectAccessible(page);

    await page.getByRole('navigation', { name: 'Search in' }).getByRole('link', { name: 'Boards' }).click();
    await page.waitForURL((url) => url.pathname === '/search/boards/');
    await page.getByRole('link', { name: new RegExp(`${word} corner`) }).waitFor();

    await page.getByRole('navigation', { name: 'Search in' }).getByRole('link', { name: 'Profiles' }).click();
    await page.waitForURL((url) => url.pathname === '/search/users/');
    await page.getByText('No people found').waitFor();

    // Typed and submitted: the Pins of every word, then a Pin's closeup.
    await box.fill(`${word} chair`);
    await box.press('Enter');
    await page.waitForURL((url) => url.searchParams.get('rs') === 'typed');
    assert.equal(new URL(page.url()).pathname, '/search/users/', 'the scope stays');
    await page.getByRole('navigation', { name: 'Search in' }).getByRole('link', { name: 'All Pins' }).click();
    await page
      .getByRole('link', { name: new RegExp(`${word} chair`) })
      .first()
      .click();
    await page.waitForURL((url) => url.pathname.startsWith('/pin/'));
  } finally {
    await page.close();
  }
});

test('a shared results link reproduces the page; a nonsense scope is All Pins', async () => {
  const page = await stack.browser.newPage();
  page.setDefaultTimeout(20_000);
  try {
    await page.goto(`${stack.url}/search/nonsense/?q=${word}%20lamp&journey_depth=x`);
    await page.getByRole('heading', { level: 1, name: `Results for “${word} lamp”` }).waitFor();
    const active = page.getByRole('navigation', { name: 'Search in' }).locator('[aria-current="page"]');
    assert.equal(await active.textContent(), 'All Pins');
  } finally {
    await page.close();
  }
});

test("results use the home feed's columns (as many, as wide) at 1280 and at 390 px", async () => {
  for (const width of [1280, 390]) {
    const page = await stack.pageAs(ada, { width, height: 900 });
    const tileWidth = async (path: string) => {
      await page.goto(`${stack.url}${path}`);
      const tile = page.locator('.pb-grid .pb-tile__image').first();
      await tile.waitFor();
      return (await tile.boundingBox())!.width;
    };
    const home = await tileWidth('/');
    const search = await tileWidth(`/search/pins/?q=${word}`);
    assert.ok(
      Math.abs(home - search) <= 1,
      `at ${width} px: home tiles ${home} px wide, search tiles ${search} px`,
    );
    await page.context().close();
  }
});

test('a hashtag leads to the Pins that carry it; ideas pages show topics, and a bad topic goes back to the hub', async () => {
  const page = await stack.browser.newPage();
  page.setDefaultTimeout(20_000);
  try {
    await page.goto(`${stack.url}/search/pins/?q=${encodeURIComponent(`#${word}`)}&rs=hashtag`);
    await page
      .getByRole('link', { name: new RegExp(`${word} chair`) })
      .first()
      .waitFor();
    await page
      .getByRole('link', { name: new RegExp(`${word} lamp`) })
      .first()
      .waitFor();
    assert.equal(await page.locator('.pb-tile').count(), 2, 'the two tagged Pins, not the untagged lamp');

    await page.goto(`${stack.url}/ideas/${word}/`);
    const title = `${word.charAt(0).toUpperCase()}${word.slice(1)} ideas`;
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    await page
      .getByRole('link', { name: new RegExp(`${word} chair`) })
      .first()
      .waitFor();
    assert.equal(await page.title(), `${title} | Pinboard`);

    await page.goto(`${stack.url}/ideas/`);
    await page.getByRole('heading', { level: 1, name: 'Ideas' }).waitFor();
    await page.getByRole('list', { name: 'Topics' }).getByRole('link').first().waitFor();
    await expectAccessible(page);

    await page.goto(`${stack.url}/ideas/not%20a%20topic!/`);
    await page.waitForURL(
      (url) => url.pathname === '/ideas/' && url.searchParams.get('show_error') === 'true',
    );
    await page.getByRole('alert').getByText("Sorry, we couldn't find that page.", { exact: false }).waitFor();
  } finally {
    await page.close();
  }
});

test('with mfe-search down, the header still searches (a plain form) and the page shows a fallback', async () => {
  const port = await freePort();
  const gateway = await stack.startGateway({
    [searchRemote.manifestEnv]: `http://127.0.0.1:${port}/mf-manifest.json`,
  });
  const page = await stack.browser.newPage();
  page.setDefaultTimeout(20_000);
  try {
    await page.goto(gateway.url);
    const box = page.getByRole('searchbox', { name: 'Search' });
    await box.fill(`${word} lamp`);
    await box.press('Enter');
    await page.waitForURL((url) => url.pathname === '/search/pins/');
    assert.equal(new URL(page.url()).searchParams.get('q'), `${word} lamp`);
    await page.getByText('This part of the page could not load.').waitFor();
    // The rest of the shell works: home is one click away.
    await page.getByRole('link', { name: 'Home', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/');
  } finally {
    await page.close();
    await gateway.stop();
  }
});
