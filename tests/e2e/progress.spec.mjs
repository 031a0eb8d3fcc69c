// The player's progress: a game won against a level counts as a rated game (the rating moves
// off its start, 500), the page suggests a level and starts a game at it with one click, a
// game left with End after a move counts as a loss, all the player's data go to a file and
// come back from it after the browser's storage is cleared, and a file edited by hand or cut
// short is refused with the reason while the data stay. Screenshots at a desktop's and a
// phone's size, light and dark, after a few games.
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { cell, endGame, expectCleanRun, nthAlert, openGame, parsePoint, place, ratedGames, screenshot, startButton } from './gobang.mjs';

const LEVELS = ['classic', 'beginner', 'easy', 'intermediate', 'advanced', 'expert', 'master', 'grandmaster'];
const stored = (page, key) => page.evaluate((key) => localStorage.getItem(key), key);
const games = (page) => page.getByTestId('player-games');
const rating = (page) => page.getByTestId('player-rating');
const progressStatus = (page) => page.getByTestId('progress-status');

/** Waits for the study module to be up with the progress page (it counts games from then on). */
async function progressUp(page) {
  await expect(page.locator('#progress-page')).toBeAttached({ timeout: 20_000 });
}

async function openProgress(page) {
  await place(page, 'progress').click();
  await expectShown(page);
}

/** The progress page shows in place of the game, its heading focused. */
async function expectShown(page) {
  await expect(page.locator('section.progress')).toBeVisible();
  await expect(page.locator('#page')).toBeHidden();
  await expect(page.locator('#progress-heading')).toBeFocused();
}

/** Loads `text` as a progress file through the page's file input. */
async function loadFile(page, text) {
  await page.getByTestId('load-progress').setInputFiles({
    name: 'gobang-progress.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from(text, 'utf8'),
  });
}

test('a won game counts, the suggestion starts a game, End after a move is a loss, and the data survive a file', async ({ page }) => {
  const game = await openGame(page);
  await progressUp(page);
  // Black (the person, to move) one move from five in row 10 against Easy.
  await page.evaluate(() => {
    location.hash = '#level=easy&moves=j10,a1,k10,a2,l10,a3,m10,a19';
  });
  await expect(page.locator('[data-stone]')).toHaveCount(8);
  await cell(page, parsePoint('n10')).click();
  expect((await nthAlert(game, 1)).message).toBe('Congratulations, you won! 🎉');
  await expect.poll(() => stored(page, 'gobang.progress')).toMatch(/\ngame \d{4}-\d\d-\d\d \d+ easy b freestyle 19 W \d+\n/);

  await openProgress(page);
  await expect(games(page)).toHaveText('1');
  const won = Number(await rating(page).textContent());
  expect(won).toBeGreaterThan(500);
  const suggestion = page.getByTestId('level-suggestion');
  await expect(suggestion).toContainText('You score 100% against Easy (1 of 1): try');
  const level = await suggestion.getAttribute('data-level');
  expect(LEVELS).toContain(level);
  await expect(page.locator('.progress-table').first()).toContainText('Easy');
  await screenshot(page, 'progress-one-game');

  // The whole of the player's data as a file.
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('save-progress').click()]);
  expect(download.suggestedFilename()).toMatch(/^gobang-progress-\d{4}-\d\d-\d\d\.txt$/);
  const file = readFileSync(await download.path(), 'utf8');
  expect(file).toMatch(/^gobang-progress 1\nkey gobang\.progress \d+\ngobang-rated 1\n/);
  expect(file).toMatch(/\ncheck [0-9a-f]{16}\n$/);
  await expect(progressStatus(page)).toContainText('Saved as gobang-progress-');

  // Edited by hand, cut short, or not a progress file at all: refused, nothing changed.
  const before = await stored(page, 'gobang.progress');
  await loadFile(page, file.replace(' W ', ' L '));
  await expect(progressStatus(page)).toHaveText(
    'The file was not loaded: it was changed after it was saved. Your progress is unchanged.',
  );
  await loadFile(page, file.slice(0, file.length / 2));
  await expect(progressStatus(page)).toContainText('it is cut short');
  await loadFile(page, 'hello\n');
  await expect(progressStatus(page)).toContainText('it is not a Gobang progress file');
  expect(await stored(page, 'gobang.progress')).toBe(before);
  await expect(games(page)).toHaveText('1');

  // The suggested level, with one click: the progress page closes and the game starts at it.
  await page.getByTestId('play-suggested').click();
  await expect(page.locator('section.progress')).toBeHidden();
  await expect(startButton(page)).toHaveClass(/ending/);
  await expect(page.getByTestId('level')).toHaveValue(level);
  // One move of the person's, then End: a loss.
  const stonesBefore = await page.locator('[data-stone]').count();
  await cell(page, parsePoint('a1')).click();
  await expect(page.locator('[data-stone]')).toHaveCount(stonesBefore + 2, { timeout: 30_000 });
  await endGame(page);
  await openProgress(page);
  await expect(games(page)).toHaveText('2');
  expect(Number(await rating(page).textContent())).toBeLessThan(won);
  expect(await stored(page, 'gobang.progress')).toMatch(new RegExp(`\\ngame \\S+ \\d+ ${level} [bw] freestyle 19 L `));

  // Storage cleared: nothing left; the file brings it all back.
  const saved = (await Promise.all([page.waitForEvent('download'), page.getByTestId('save-progress').click()]))[0];
  const file2 = readFileSync(await saved.path(), 'utf8');
  await page.evaluate(() => localStorage.clear());
  await page.reload();
  await progressUp(page);
  // A reload stays on the progress page.
  await expectShown(page);
  await expect(games(page)).toHaveText('0');
  await expect(rating(page)).toHaveText('500');
  await loadFile(page, file2);
  // The page reloads to show it.
  await page.waitForEvent('load');
  await progressUp(page);
  await expectShown(page);
  await expect(games(page)).toHaveText('2');
  const section = /\nkey gobang\.progress (\d+)\n/.exec(file2);
  const start = section.index + section[0].length;
  expect(await stored(page, 'gobang.progress')).toBe(file2.slice(start, start + Number(section[1])));
  await page.getByTestId('progress-back').click();
  await expect(page.locator('#page')).toBeVisible();
  await expect(place(page, 'progress')).toBeFocused();
  expectCleanRun(game);
});

test('stored games that cannot be read start again with a notice', async ({ page }) => {
  const game = await openGame(page);
  await page.evaluate(() => localStorage.setItem('gobang.progress', 'gobang-rated 1\nrating x\n'));
  await page.reload();
  await progressUp(page);
  await openProgress(page);
  await expect(page.getByTestId('progress-reset')).toBeVisible();
  await expect(games(page)).toHaveText('0');
  await expect(page.getByTestId('level-suggestion')).toHaveAttribute('data-level', 'classic');
  expect(await stored(page, 'gobang.progress')).toMatch(/^gobang-rated 1\nrating 50000 35000 60000 0\n$/);
  expectCleanRun(game);
});

/** A record of a few games, as the page stores it (ratings after each, rising and falling). */

for (const [name, viewport] of [['desktop', { width: 1280, height: 900 }], ['phone', { width: 390, height: 844 }]]) {
  test(`the page after a few games, ${name}, light and dark`, async ({ page }) => {
    await page.setViewportSize(viewport);
    const game = await openGame(page);
    await page.evaluate((text) => {
      localStorage.setItem('gobang.progress', text);
      localStorage.setItem('gobang.puzzles', 'gobang-puzzles 2\nrating 1612.40 120.50 0.060001\nstreak 1 3\nhistory +f19v0042 -s15t0007 +f15v0100\n');
    }, ratedGames());
    await page.reload();
    await progressUp(page);
    for (const scheme of ['light', 'dark']) {
      await page.emulateMedia({ colorScheme: scheme });
      await openProgress(page);
      await expect(games(page)).toHaveText('14');
      await expect(page.getByTestId('puzzle-rating-beside')).toHaveText('1612');
      await expect(page.getByTestId('level-suggestion')).toHaveAttribute('data-level', 'advanced');
      await page.getByTestId('progress-rules').locator('summary').click();
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width, 'no sideways scrolling').toBeLessThanOrEqual(viewport.width);
      await screenshot(page, `progress-${name}-${scheme}`);
      await page.getByTestId('progress-back').click();
    }
    // In Chinese, light: the level names as the level menu writes them.
    await page.emulateMedia({ colorScheme: 'light' });
    await page.evaluate(() => localStorage.setItem('gobang.lang', 'zh-CN'));
    await page.reload();
    await progressUp(page);
    await place(page, 'progress').click();
    await expect(page.locator('#progress-heading')).toHaveText('我的进度');
    await expect(page.getByTestId('level-suggestion')).toContainText('你对“高级”得分 75%（8 局 6 分）');
    await screenshot(page, `progress-${name}-zh`);
    expectCleanRun(game);
  });
}
