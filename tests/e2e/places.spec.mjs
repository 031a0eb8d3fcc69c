// The app's places (src/shell/places.rs): each has its own address, which a link opens and
// a reload keeps; Back and Forward move between every pair of them as on any site; the bar
// marks the place shown; and going from place to place never loses a game in progress
// (the analysis board then has a board of its own).
import { expect, test } from '@playwright/test';
import { cell, expectCleanRun, inGame, openGame, place, screenshot, start, stones, studyIsUp } from './gobang.mjs';
import { PAGES, PLACES, everyPair, placeShown } from './places.mjs';

/** Checks that `name` is the place shown (see places.mjs). */
async function expectAt(page, name) {
  await expect.poll(() => page.evaluate(placeShown, { name, pages: PAGES })).toEqual([]);
}

test('each place has an address: a link opens it, a reload keeps it, the bar marks it', async ({ page }) => {
  const game = await openGame(page);
  await studyIsUp(page);
  await expectAt(page, 'play');
  for (const name of PLACES) {
    await page.goto(`./#${name}`);
    await studyIsUp(page);
    await expectAt(page, name);
    await page.reload();
    await studyIsUp(page);
    await expectAt(page, name);
  }
  await page.goto('./#library');
  await expect(page.getByTestId('library-empty')).toBeVisible();
  await screenshot(page, 'places-library-empty');
  expectCleanRun(game);
});

test('Back and Forward move between every pair of places', async ({ page }) => {
  const game = await openGame(page);
  await studyIsUp(page);
  const walk = everyPair();
  expect(walk.length).toBe(PLACES.length * (PLACES.length - 1) + 1);
  for (const name of walk.slice(1)) {
    await place(page, name).click();
    await expectAt(page, name);
  }
  for (let i = walk.length - 2; i >= 1; i--) {
    await page.goBack();
    await expectAt(page, walk[i]);
  }
  for (let i = 2; i < walk.length; i++) {
    await page.goForward();
    await expectAt(page, walk[i]);
  }
  // A page's own way back to the game is a step in the history too.
  await place(page, 'progress').click();
  await page.getByTestId('progress-back').click();
  await expectAt(page, 'play');
  await page.goBack();
  await expectAt(page, 'progress');
  expectCleanRun(game);
});

test('going from place to place never loses a game in progress', async ({ page }) => {
  const game = await openGame(page);
  await start(page, 'me', 'classic');
  await cell(page, { row: 9, col: 9 }).click();
  await expect(stones(page)).toHaveCount(2);
  const before = await page.getByTestId('status').textContent();
  for (const name of PLACES.slice(1)) {
    await place(page, name).click();
    await expectAt(page, name);
    if (name === 'analysis') {
      // A board of its own: the game's moves are not studied while it is played.
      await expect(page.locator('#study-board [data-stone]')).toHaveCount(0);
      await screenshot(page, 'places-analysis-beside-a-game');
    }
    await page.goBack();
    await expectAt(page, 'play');
    await expect(stones(page)).toHaveCount(2);
    expect(await inGame(page)).toBe(true);
    await expect(page.getByTestId('status')).toHaveText(before);
  }
  expectCleanRun(game);
});

test('the bar reads in the page language and fits a phone', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 780 });
  const game = await openGame(page);
  await studyIsUp(page);
  const bar = page.getByTestId('places');
  const width = await bar.evaluate((nav) => [nav.scrollWidth, nav.clientWidth]);
  expect(width[0], 'the bar scrolls on a 360 px phone').toBeLessThanOrEqual(width[1]);
  await page.getByTestId('lang').selectOption('zh-CN');
  await expect(place(page, 'puzzles')).toHaveText('习题');
  await expect(place(page, 'library')).toHaveText('棋谱');
  await screenshot(page, 'places-phone-zh');
  expectCleanRun(game);
});
