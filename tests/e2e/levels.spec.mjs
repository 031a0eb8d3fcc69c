// The computer's levels: the choice on the page, and the searching levels answering from a
// web worker without ever blocking the page.
import { expect, test } from '@playwright/test';
import {
  cell,
  controlledBySW,
  endGame,
  expectCleanRun,
  longTasksSince,
  openGame,
  pageTime,
  playAndWait,
  start,
  startButton,
  status,
  stones,
} from './gobang.mjs';

test('the level select offers classic, medium and hard, defaults to medium and is remembered', async ({
  page,
}) => {
  const game = await openGame(page);
  const select = page.getByTestId('level');
  await expect(select).toHaveValue('medium');
  const values = await select.locator('option').evaluateAll((options) => options.map((o) => o.value));
  expect(values).toEqual(['classic', 'medium', 'hard']);
  await select.selectOption('hard');
  await page.reload();
  await expect(page.getByTestId('level')).toHaveValue('hard');
  await page.getByTestId('level').selectOption('classic');
  await page.reload();
  await expect(page.getByTestId('level')).toHaveValue('classic');
  expectCleanRun(game);
});

test('hard answers from a worker: the page never blocks, shows it is thinking and takes no clicks', async ({
  page,
}) => {
  const game = await openGame(page);
  // The first visit's offline copy is made in the background once the page is idle; on
  // this 2-core machine its downloads would compete with the page for the CPU. Measured
  // here is the computer's turn, so that is done first.
  await controlledBySW(page);
  await start(page, 'me', 'hard');
  const t0 = await pageTime(page);
  const candidates = [
    [9, 9], [8, 8], [10, 10], [9, 7], [7, 9], [11, 11], [6, 6], [12, 7],
  ].map(([row, col]) => ({ row, col }));
  for (let turn = 0; turn < 4 && game.dialogs.length === 0; turn++) {
    const free = [];
    for (const point of candidates) {
      if ((await cell(page, point).getAttribute('data-stone')) === null) free.push(point);
    }
    const point = free[0];
    const before = await stones(page).count();
    await cell(page, point).click();
    await expect(stones(page)).toHaveCount(before + 1);
    await expect(status(page)).toContainText('thinking');
    // A click while the computer thinks places nothing.
    const edge = { row: 0, col: 18 - before };
    await cell(page, edge).click();
    await expect(cell(page, edge)).not.toHaveAttribute('data-stone');
    await expect(stones(page)).toHaveCount(before + 2, { timeout: 5_000 });
    await expect(status(page)).toContainText('your turn');
  }
  expect(await longTasksSince(page, t0), 'tasks of 50 ms or more on the page').toEqual([]);
  expect(game.requests.some((url) => url.endsWith('/worker_bg.wasm'))).toBe(true);
  expectCleanRun(game);
});

test('End while the computer thinks: the new game never receives the old answer', async ({ page }) => {
  const game = await openGame(page);
  await start(page, 'me', 'hard');
  await cell(page, { row: 9, col: 9 }).click();
  await expect(status(page)).toContainText('thinking');
  await endGame(page);
  await expect(stones(page)).toHaveCount(0);
  await startButton(page).click();
  await expect(startButton(page)).toHaveText('End game');
  // The new game's first answer comes after the old search would have ended: had the old
  // answer been delivered, there would be three stones.
  await playAndWait(game, { row: 3, col: 3 });
  await expect(status(page)).toContainText('your turn');
  await expect(stones(page)).toHaveCount(2);
  await expect(cell(page, { row: 3, col: 3 })).toHaveAttribute('data-stone', 'black');
  await expect(cell(page, { row: 9, col: 9 })).not.toHaveAttribute('data-stone');
  expectCleanRun(game);
});
