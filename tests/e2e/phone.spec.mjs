// The first seconds on a phone and on a desktop: the board size offered first (15x15 on a
// narrow screen, 19x19 on a wide one, then the size chosen last), the first page's board
// drawn at that size, the setup before the rules, the record box that moves nothing when
// the study module draws it, and the study buttons that show only with a game to study.
import { expect, test } from '@playwright/test';
import { endGame, expectCleanRun, openGame, playAndWait, start, watchPage, winningLines } from './gobang.mjs';

const phone = { viewport: { width: 360, height: 640 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };

/** A new browser context (nothing stored) at `options`, its page watched, nothing chosen. */
async function freshPage(browser, baseURL, options) {
  const context = await browser.newContext({ baseURL, serviceWorkers: 'block', ...options });
  const page = await context.newPage();
  const game = await watchPage(page, { size: null });
  return { context, page, game };
}

/** Holds the requests for files matching `pattern` until the returned function is called. */
async function hold(page, pattern) {
  let release;
  const held = new Promise((resolve) => (release = resolve));
  await page.route(pattern, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

const visibleCount = (page, selector) =>
  page.evaluate((s) => [...document.querySelectorAll(s)].filter((e) => e.offsetParent !== null).length, selector);

test('a fresh phone page offers 15x15 from its first paint, says why, and remembers a choice', async ({ browser, baseURL }) => {
  const { context, page, game } = await freshPage(browser, baseURL, phone);
  const release = await hold(page, /gobang-[^/]*_bg\.wasm$/);
  await page.goto('./');
  // The first page, before the app: its board already 15x15, with 15 letters and numbers.
  await expect(page.locator('#page .board:empty')).toBeAttached();
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--size').trim())).toBe('15');
  expect(await visibleCount(page, '.coords-cols span')).toBe(15);
  expect(await visibleCount(page, '.coords-rows span')).toBe(15);
  const firstBoard = await page.locator('.board-frame').boundingBox();
  release();
  await expect(page.locator('[data-row][data-col]')).toHaveCount(15 * 15);
  // The app's board where the first page's was (to a fraction of a pixel).
  const appBoard = await page.locator('.board-frame').boundingBox();
  for (const side of ['x', 'y', 'width', 'height']) expect(appBoard[side]).toBeCloseTo(firstBoard[side], 0);
  await expect(page.getByTestId('size')).toHaveValue('15');
  await expect(page.getByTestId('size-note')).toHaveText('15×15 fits a phone better; 19×19 is the original; 20×20 is Gomocup\'s.');

  // The original's size chosen: remembered, from the next visit's first paint on.
  await page.getByTestId('size').selectOption('19');
  await expect(page.locator('[data-row][data-col]')).toHaveCount(19 * 19);
  expect(await page.evaluate(() => localStorage.getItem('gobang.size'))).toBe('19');
  await page.reload();
  await expect(page.locator('[data-row][data-col]')).toHaveCount(19 * 19);
  await expect(page.getByTestId('size')).toHaveValue('19');
  expect(await page.evaluate(() => document.documentElement.dataset.size)).toBeUndefined();
  expectCleanRun(game);
  await context.close();
});

test('a fresh desktop page offers the original 19x19, without the phone note', async ({ browser, baseURL }) => {
  const { context, page, game } = await freshPage(browser, baseURL, { viewport: { width: 1280, height: 800 } });
  await page.goto('./');
  await expect(page.locator('[data-row][data-col]')).toHaveCount(19 * 19);
  await expect(page.getByTestId('size')).toHaveValue('19');
  await expect(page.getByTestId('size-note')).toBeHidden();
  expect(await visibleCount(page, '.coords-cols span')).toBe(19);
  expectCleanRun(game);
  await context.close();
});

test('on a phone: what the game is, the setup before the rules, and the record box moves nothing', async ({ browser, baseURL }) => {
  const { context, page, game } = await freshPage(browser, baseURL, phone);
  const release = await hold(page, /study_bg\.wasm$/);
  await page.goto('./');
  await expect(page.locator('[data-row][data-col]')).toHaveCount(15 * 15);
  await expect(page.getByTestId('game-line')).toHaveText(/five in a row .* wins\./);
  await expect(page.locator('.tagline')).toHaveText('Time to show real skill: a match against the computer!');
  const setup = await page.locator('details.setup').boundingBox();
  const rules = page.locator('.rules h2');
  const before = await rules.boundingBox();
  expect(setup.y).toBeLessThan(before.y);
  // The study module draws the record into the room kept for it: the rules stay put.
  release();
  await expect(page.getByTestId('record-input')).toBeAttached();
  expect(await rules.boundingBox()).toEqual(before);
  expectCleanRun(game);
  await context.close();
});

test('Review and Analysis show only with a game to study; Edit board always', async ({ page }) => {
  const release = await hold(page, /study_bg\.wasm$/);
  const game = await openGame(page);
  // The study module's stand-ins, before it is there: Edit board alone.
  await expect(page.locator('#study-panel button')).toHaveCount(3);
  expect(await visibleCount(page, '#study-panel button')).toBe(1);
  release();
  await expect(page.getByTestId('edit')).toBeVisible();
  await expect(page.getByTestId('review')).toBeHidden();
  await expect(page.getByTestId('analysis')).toBeHidden();
  // A game on against the computer: nothing to study yet.
  await start(page, 'me', 'classic');
  const line = winningLines().me;
  await playAndWait(game, line[0]);
  await expect(page.getByTestId('review')).toBeHidden();
  for (const point of line.slice(1)) await playAndWait(game, point);
  await expect.poll(() => game.dialogs.length).toBe(1);
  await expect(page.getByTestId('review')).toBeVisible();
  await expect(page.getByTestId('analysis')).toBeVisible();
  await expect(page.getByTestId('edit')).toBeVisible();
  expectCleanRun(game);
});

test('on a phone, while a game is on, the panel folds behind More and the game fits the screen', async ({ browser, baseURL }, testInfo) => {
  const size = { ...phone, viewport: { width: 390, height: 844 } };
  const { context, page, game } = await freshPage(browser, baseURL, size);
  await page.goto('./');
  await expect(page.locator('#places[data-up]')).toHaveCount(1, { timeout: 15_000 });
  const height = () => page.evaluate(() => document.documentElement.scrollHeight);
  const more = page.getByTestId('more');
  const panel = page.locator('#page > .panel');
  await expect(more).toBeHidden();
  await expect(panel).toBeVisible();
  const idle = await height();
  await start(page, 'me', 'classic');
  await expect(more).toBeVisible();
  await expect(more).toHaveAttribute('aria-expanded', 'false');
  await expect(panel).toBeHidden();
  const playing = await height();
  expect(playing, 'the board, the status and the actions on one screen').toBeLessThanOrEqual(844);
  await more.click();
  await expect(more).toHaveAttribute('aria-expanded', 'true');
  await expect(panel).toBeVisible();
  const unfolded = await height();
  expect(unfolded).toBeGreaterThan(playing);
  await more.click();
  await expect(panel).toBeHidden();
  // The game over, everything shows again, More goes.
  await endGame(page);
  await expect(panel).toBeVisible();
  await expect(more).toBeHidden();
  testInfo.annotations.push({ type: 'heights', description: `idle ${idle}, playing ${playing}, unfolded ${unfolded}` });
  console.log(`phone 390x844 page heights: idle ${idle}, playing ${playing}, unfolded ${unfolded}`);
  expectCleanRun(game);
  await context.close();
});
