// After a game and around it: the result beside the board with the next steps (rematch
// with colours swapped or kept, the level above after a win and below after a loss,
// review, new setup), the alert for a click with no game on,
// notices that follow a change of language and leave with what they speak of, and the
// theme chosen on the page, remembered and on the page before its first paint.
import { expect, test } from '@playwright/test';
import {
  cell,
  expectCleanRun,
  nthAlert,
  openGame,
  playAndWait,
  ratedGames,
  start,
  startButton,
  status,
  stones,
  winningLines,
} from './gobang.mjs';

/** Starts a game with the computer first at `level` and loses it on far points. */
async function loseTo(page, game, level) {
  await start(page, 'computer', level);
  const far = [[0, 0], [0, 18], [18, 0], [18, 18], [0, 9], [18, 9], [9, 0], [9, 18], [0, 4], [0, 14]];
  for (const [row, col] of far) {
    if (game.dialogs.length > 0) break;
    await playAndWait(game, { row, col });
  }
  expect((await nthAlert(game, 1)).message).toContain('computer won');
}

test('after a win: the result beside the board, the five in view, and the next steps', async ({ page }, testInfo) => {
  const game = await openGame(page);
  await start(page, 'me', 'classic');
  const line = winningLines().me;
  for (const point of line) await playAndWait(game, point);
  expect((await nthAlert(game, 1)).message).toContain('you won');
  const result = page.getByTestId('result');
  await expect(result).toHaveText(`You won! · ${2 * line.length - 1} moves`);
  // Beside the board on a desktop, and the board (with its five) uncovered.
  const board = await page.locator('.board').boundingBox();
  const box = await page.locator('.result').boundingBox();
  expect(box.x).toBeGreaterThanOrEqual(board.x + board.width);
  expect(box.y + box.height).toBeLessThanOrEqual(900);
  await expect(page.locator('[data-win="true"]')).toHaveCount(5);
  // A win against Classic offers the level above.
  const offer = page.getByTestId('level-offer');
  await expect(offer).toHaveAttribute('data-level', 'beginner');
  await expect(offer).toHaveText(/^Try a level up: Beginner · Elo \d+$/);
  await page.screenshot({ path: testInfo.outputPath('result.png') });

  // New setup: the setup in view, the focus on its first choice.
  await page.getByTestId('new-setup').click();
  await expect(page.getByTestId('opponent')).toBeFocused();

  // Rematch, colours swapped: the computer opens with black, the person has white.
  await page.getByTestId('rematch').click();
  await expect(startButton(page)).toHaveClass(/ending/);
  await expect(status(page)).toContainText('You: white');
  await expect(stones(page)).toHaveCount(1);
  await expect(result).toHaveCount(0);
  expectCleanRun(game);
});

test('after a loss: rematch with the same colours, and review this game', async ({ page }) => {
  const game = await openGame(page);
  await loseTo(page, game, 'classic');
  await expect(page.getByTestId('result')).toContainText('The computer won.');
  // Classic is the ladder's foot: no level below to offer.
  await expect(page.getByTestId('rematch-same')).toBeVisible();
  await expect(page.getByTestId('level-offer')).toHaveCount(0);
  await page.getByTestId('review-game').click();
  // The review of this game runs (or is done): its button now stops or closes it.
  await expect(page.getByTestId('review')).toHaveText(/Stop review|Close review/);
  await page.getByTestId('rematch-same').click();
  await expect(status(page)).toContainText('You: white');
  await expect(page.locator('[data-stone="black"]')).toHaveCount(1);
  expectCleanRun(game);
});

test('with a rating, a win offers the level that is a fair match, not just the next one up', async ({ page }) => {
  const game = await openGame(page);
  await page.evaluate((text) => localStorage.setItem('gobang.progress', text), ratedGames());
  await page.reload();
  await expect(page.locator('#progress-page')).toBeAttached({ timeout: 20_000 });
  await start(page, 'me', 'classic');
  for (const point of winningLines().me) await playAndWait(game, point);
  expect((await nthAlert(game, 1)).message).toContain('you won');
  const offer = page.getByTestId('level-offer');
  await expect(offer).toHaveAttribute('data-level', 'advanced');
  await expect(offer).toHaveText(/^Try a level up: Advanced · Elo \d+$/);
  expectCleanRun(game);
});

test('a loss offers the level below, which starts the next game at it', async ({ page }) => {
  const game = await openGame(page);
  await loseTo(page, game, 'easy');
  const offer = page.getByTestId('level-offer');
  await expect(offer).toHaveAttribute('data-level', 'beginner');
  await expect(offer).toHaveText(/^Try a level down: Beginner · Elo \d+$/);
  await offer.click();
  await expect(startButton(page)).toHaveClass(/ending/);
  await expect(page.getByTestId('level')).toHaveValue('beginner');
  await expect(page.getByTestId('result')).toHaveCount(0);
  expectCleanRun(game);
});

test('a click after End gets the alert that the game is over, not the rules again', async ({ page }) => {
  const game = await openGame(page);
  await cell(page, { row: 9, col: 9 }).click();
  expect((await nthAlert(game, 1)).message).toContain('Please read the rules first');
  await start(page, 'me', 'classic');
  await playAndWait(game, { row: 9, col: 9 });
  await startButton(page).click();
  await page.getByTestId('confirm-end').click();
  await cell(page, { row: 9, col: 9 }).click();
  const over = await nthAlert(game, 2);
  expect(over.message).toBe('This game is over. Press “Start game” to play another.');
  expect(over.message).not.toContain('rules');
  expectCleanRun(game);
});

test('a notice follows a change of language and leaves with what it speaks of', async ({ page }) => {
  const game = await openGame(page);
  await start(page, 'me', 'classic');
  await playAndWait(game, { row: 9, col: 9 });
  await page.reload();
  const notice = page.getByTestId('notice');
  await expect(notice).toHaveText('Your game was restored.');
  await page.getByTestId('lang').selectOption('zh-CN');
  await expect(notice).toHaveText('已恢复你上次的对局。');
  await page.getByTestId('lang').selectOption('en');
  await expect(notice).toHaveText('Your game was restored.');
  // Into the study (the board editor), the notice about the game on the page goes.
  await page.getByTestId('edit').click();
  await expect(notice).toHaveCount(0);
  expectCleanRun(game);
});

test('the theme: chosen under Options, remembered, on the page before its first paint', async ({ page }) => {
  const game = await openGame(page);
  const theme = page.getByTestId('theme');
  await expect(theme).toHaveValue('');
  const background = () => page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor);
  const light = await background();
  await theme.selectOption('dark');
  await expect.poll(background).not.toBe(light);
  expect(await page.evaluate(() => localStorage.getItem('gobang.theme'))).toBe('dark');
  // A reload: the root has the theme before the app is up (the first script, not the app).
  await page.route(/gobang-.*\.wasm$/, () => {});
  await page.reload({ waitUntil: 'domcontentloaded' });
  expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
  expect(await background()).not.toBe(light);
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  await page.reload();
  await expect(page.getByTestId('theme')).toHaveValue('dark');
  await page.getByTestId('theme').selectOption('');
  expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBeUndefined();
  expect(await page.evaluate(() => localStorage.getItem('gobang.theme'))).toBeNull();
  expect(await background()).toBe(light);
  game.errors = game.errors.filter((e) => !/wasm|Failed to fetch|aborted/i.test(e));
  expectCleanRun(game);
});
