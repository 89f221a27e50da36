/**
 * The search filter bar in Chromium: a person searches, narrows the Pins to a colour from the
 * 'Colour' control (by mouse and by keyboard), and the URL carries it: reload, scope tabs and a
 * shared link keep it; on a phone the bar and its popover fit the screen.
 */
import { must, newBoard, newPin, solidPng, waitFor } from '@pinboard/test-kit';
import { browserSuite, expectAccessible, expectGridTitles } from '@pinboard/test-kit/browser';
import assert from 'node:assert/strict';
import { randomInt } from 'node:crypto';
import { test } from 'node:test';

const stack = browserSuite();
const ada = stack.person('painter');
/** A word only this run's Pins have. */
const word = Array.from({ length: 8 }, () => String.fromCharCode(97 + randomInt(26))).join('');
const redTitle = `${word} poppy`;
const blueTitle = `${word} cornflower`;

stack.setUp(async () => {
  const board = await newBoard(ada, `${word} meadow`);
  await newPin(ada, board, 911, { title: redTitle, image: solidPng(240, 320, [220, 16, 16]) });
  await newPin(ada, board, 912, { title: blueTitle, image: solidPng(240, 360, [24, 72, 216]) });
  // The index is built from events: wait until it answers, colours included.
  await waitFor(async () => {
    const found = must(await ada.api.get('BaseSearchResource', { query: word, colors: ['blue'] }), 'search');
    return found.results.length === 1;
  }, 'both Pins indexed');
});

const expectPins = expectGridTitles;

test('pick a colour: only its Pins, the URL says so, reload and scope tabs keep it, Clear undoes it', async () => {
  const page = await stack.pageAs(ada);
  try {
    await page.goto(stack.url);
    const box = page.getByRole('combobox', { name: 'Search' });
    await box.fill(word);
    await box.press('Enter');
    await page.waitForURL((url) => url.pathname === '/search/pins/' && url.searchParams.get('q') === word);
    await expectPins(page, [redTitle, blueTitle]);

    const filters = page.getByRole('group', { name: 'Filters' });
    await filters.getByRole('button', { name: 'Colour', exact: true }).click();
    const picker = page.getByRole('dialog', { name: 'Colour' });
    await picker.waitFor();
    await expectAccessible(page);
    const blue = picker.getByRole('button', { name: 'Blue', exact: true });
    assert.equal(await blue.getAttribute('aria-pressed'), 'false');
    await blue.click();
    await page.waitForURL((url) => url.searchParams.get('colors') === 'blue');
    assert.match(page.url(), /[?&]colors=blue(&|$)/);
    assert.equal(new URL(page.url()).searchParams.get('rs'), 'filter');
    // The swatch shows its new state once React has rendered the new URL.
    await waitFor(async () => (await blue.getAttribute('aria-pressed')) === 'true', 'Blue pressed');

    // The popover is modal (the page behind it hidden from assistive technology until it closes).
    // Escape closes it and gives the focus back to the control, which names the colour.
    await page.keyboard.press('Escape');
    await picker.waitFor({ state: 'detached' });
    await expectPins(page, [blueTitle]);
    const control = filters.getByRole('button', { name: 'Colour: Blue', exact: true });
    assert.equal(await control.evaluate((el) => el === document.activeElement), true);

    await page.reload();
    await expectPins(page, [blueTitle]);
    await control.waitFor();
    await expectAccessible(page);

    // Another scope and back: the colours stay in the URL.
    const tabs = page.getByRole('navigation', { name: 'Search in' });
    await tabs.getByRole('link', { name: 'Boards' }).click();
    await page.waitForURL((url) => url.pathname === '/search/boards/');
    assert.equal(new URL(page.url()).searchParams.get('colors'), 'blue');
    await tabs.getByRole('link', { name: 'All Pins' }).click();
    await page.waitForURL((url) => url.pathname === '/search/pins/');
    await expectPins(page, [blueTitle]);

    // By keyboard: open the control, Tab to Red, Space; both colours, both Pins.
    await control.focus();
    await page.keyboard.press('Enter');
    await picker.waitFor();
    const red = picker.getByRole('button', { name: 'Red', exact: true });
    await waitFor(async () => {
      await page.keyboard.press('Tab');
      return red.evaluate((el) => el === document.activeElement);
    }, 'Red focused by Tab');
    await page.keyboard.press('Space');
    await page.waitForURL((url) => url.searchParams.get('colors') === 'red,blue');
    // The swatch shows its new state once React has rendered the new URL.
    await waitFor(async () => (await red.getAttribute('aria-pressed')) === 'true', 'Red pressed');
    await picker.getByRole('button', { name: 'Done' }).click();
    await expectPins(page, [redTitle, blueTitle]);

    await filters.getByRole('button', { name: 'Clear colours' }).click();
    await page.waitForURL((url) => !url.searchParams.has('colors'));
    await filters.getByRole('button', { name: 'Colour', exact: true }).waitFor();
    await expectPins(page, [redTitle, blueTitle]);
  } finally {
    await page.close();
  }
});

test('a shared link reproduces the filter (unknown colours dropped); on a phone the bar and popover fit', async () => {
  const page = await stack.pageAs(null, { width: 390, height: 844 });
  try {
    await page.goto(`${stack.url}/search/pins/?q=${word}&colors=red,mauve`);
    await expectPins(page, [redTitle]);
    const control = page.getByRole('group', { name: 'Filters' }).getByRole('button', { name: 'Colour: Red' });
    const controlBox = await control.boundingBox();
    await control.click();
    const picker = page.getByRole('dialog', { name: 'Colour' });
    await picker.getByRole('button', { name: 'Blue', exact: true }).waitFor();
    for (const box of [controlBox, await picker.boundingBox()]) {
      assert.ok(box && box.x >= 0 && box.x + box.width <= 390, `within the screen: ${JSON.stringify(box)}`);
    }
    await expectAccessible(page);
  } finally {
    await page.close();
  }
});
