// The computer's levels: the choice on the page, the searching levels answering from a web
// worker without ever blocking the page, and the Classic level on the page when that worker
// fails.
import { expect, test } from '@playwright/test';
import {
  cell,
  controlledBySW,
  endGame,
  expectCleanRun,
  longTasksSince,
  openGame,
  openSetup,
  pageTime,
  playAndWait,
  readBoard,
  start,
  startButton,
  status,
  stones,
} from './gobang.mjs';

/** The ladder of levels, weakest first, as the engine names them. */
const LADDER = ['classic', 'beginner', 'easy', 'intermediate', 'advanced', 'expert', 'master', 'grandmaster'];

test('the level menu lists every level with its measured Elo, and the choice survives a reload', async ({
  page,
}, testInfo) => {
  const game = await openGame(page);
  const select = page.getByTestId('level');
  // A newcomer meets the original's computer first.
  await expect(select).toHaveValue('classic');
  const options = select.locator('option');
  expect(await options.evaluateAll((all) => all.map((o) => o.value))).toEqual(LADDER);
  // Every level shows the Elo the ladder measured, Classic at 0 and rising to the top.
  const labels = await options.allTextContents();
  const elos = labels.map((label) => Number(/· Elo (-?\d+)$/.exec(label)?.[1]));
  expect(labels[0]).toMatch(/^Classic \(the original\) · Elo 0$/);
  expect(elos.every(Number.isFinite), labels.join(' | ')).toBe(true);
  for (let i = 1; i < elos.length; i++) expect(elos[i], labels.join(' | ')).toBeGreaterThan(elos[i - 1]);
  await expect(page.getByTestId('level-note')).toContainText('Classic, the original, is 0');
  await expect(select).toHaveAttribute('aria-describedby', 'level-note');

  await select.selectOption('expert');
  await page.reload();
  await expect(page.getByTestId('level')).toHaveValue('expert');
  await page.getByTestId('lang').selectOption('zh-CN');
  const chinese = await page.getByTestId('level').locator('option').allTextContents();
  expect(chinese[0]).toBe('经典（原版） · 等级分 0');
  expect(chinese.every((label) => /^\S+ · 等级分 \d+$/.test(label)), chinese.join(' | ')).toBe(true);
  await page.screenshot({ path: testInfo.outputPath('levels-zh.png') });
  await page.getByTestId('level').selectOption('beginner');
  await page.reload();
  await expect(page.getByTestId('level')).toHaveValue('beginner');
  expectCleanRun(game);
});

test('saves and settings from before the ladder load: medium and hard become today\'s levels', async ({
  page,
}) => {
  const game = await openGame(page);
  // The remembered level and the game in progress as the page with three levels kept them.
  await page.evaluate(() => {
    localStorage.setItem('gobang.level', 'hard');
    localStorage.setItem(
      'gobang.save',
      'gobang-save 2\nsize 19\nrule freestyle\nmode computer\nlevel medium\nwhite-level medium\nperson white\nmoves j10 k11 k10\n',
    );
  });
  await page.reload();
  await expect(stones(page)).toHaveCount(3);
  await expect(page.getByTestId('notice')).toContainText('restored');
  await expect(page.getByTestId('level')).toHaveValue('advanced');
  await expect(status(page)).toContainText('your turn');
  // The computer answers at the mapped level.
  await playAndWait(game, { row: 9, col: 11 });
  await expect(stones(page)).toHaveCount(5);
  // A new page with no game in progress starts at the remembered level, `hard` now the top.
  await page.evaluate(() => localStorage.removeItem('gobang.save'));
  await page.reload();
  await expect(page.getByTestId('level')).toHaveValue('grandmaster');
  expectCleanRun(game);
});

test('a record names its level and seed, and replays the computer\'s answers move for move', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const game = await openGame(page);
  await start(page, 'me', 'beginner');
  await playAndWait(game, { row: 9, col: 9 });
  await playAndWait(game, { row: 9, col: 10 });
  await page.locator('details.record summary').click();
  await page.getByTestId('copy-record').click();
  const record = await page.evaluate(() => navigator.clipboard.readText());
  expect(record).toMatch(/^level=beginner seed=\d+ j10 [a-s]\d+ k10 [a-s]\d+$/);
  // The same record, stopped before the computer's last answer, gets the same answer.
  const words = record.split(' ');
  // During a game the setup is folded into its summary.
  await openSetup(page);
  await page.getByTestId('level').selectOption('expert');
  await page.getByTestId('record-input').fill(words.slice(0, -2).join(' '));
  await page.getByTestId('load-record').click();
  // It replaces the game in progress, once the person says so.
  await page.getByTestId('open-anyway').click();
  await expect(stones(page)).toHaveCount(2);
  await expect(page.getByTestId('level')).toHaveValue('beginner');
  await playAndWait(game, { row: 9, col: 10 });
  await page.getByTestId('copy-record').click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(record);
  expectCleanRun(game);
});

test('the strongest level answers from a worker: the page never blocks, shows it is thinking and takes no clicks', async ({
  page,
}) => {
  const game = await openGame(page);
  // The first visit's offline copy is made in the background once the page is idle; on
  // this 2-core machine its downloads would compete with the page for the CPU. Measured
  // here is the computer's turn, so that is done first.
  await controlledBySW(page);
  // The value network is the strongest level's alone: a first visit, its offline copy
  // included, does not download it.
  const networkRequests = () => game.requests.filter((url) => url.endsWith('/network.gvn')).length;
  expect(networkRequests(), 'the network fetched before the strongest level moved').toBe(0);
  await start(page, 'me', 'grandmaster');
  const t0 = await pageTime(page);
  const candidates = [
    [9, 9], [8, 8], [10, 10], [9, 7], [7, 9], [11, 11], [6, 6], [12, 7],
  ].map(([row, col]) => ({ row, col }));
  let clicksWhileThinking = 0;
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
    // A click while the computer thinks places nothing. Whether it still thinks is read in
    // the same task of the page as the click, so that the reply cannot come in between
    // (on a busy machine it may come before: then this turn clicks nothing).
    const edge = { row: 0, col: 18 - before };
    const clicked = await page.evaluate(({ row, col }) => {
      if (document.querySelector('.board[data-playable="true"]')) return false;
      document.querySelector(`[data-row="${row}"][data-col="${col}"]`).click();
      return true;
    }, edge);
    if (clicked) clicksWhileThinking += 1;
    await expect(cell(page, edge)).not.toHaveAttribute('data-stone');
    await expect(stones(page)).toHaveCount(before + 2, { timeout: 5_000 });
    await expect(status(page)).toContainText('your turn');
  }
  expect(clicksWhileThinking, 'clicks made while the computer thought').toBeGreaterThan(0);
  expect(await longTasksSince(page, t0), 'tasks that blocked the page').toEqual([]);
  // Chromium runs the worker built with SIMD.
  expect(game.requests.some((url) => url.endsWith('/worker_simd_bg.wasm'))).toBe(true);
  // Fetched by the worker for the level's first move, and kept for the others.
  expect(networkRequests(), 'fetches of the value network').toBe(1);
  expectCleanRun(game);
});

test('End while the computer thinks: the new game never receives the old answer', async ({ page }) => {
  const game = await openGame(page);
  await start(page, 'me', 'grandmaster');
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

test.describe('a search worker that fails', () => {
  // The service worker would fetch the worker's files for its offline copy and serve them
  // from there; without it every request for them meets the test's route.
  test.use({ serviceWorkers: 'block' });
  const WORKER_FAILED = "The computer's search could not start in this browser, so it is playing at the Classic level.";
  // What the page hears (an error event on the worker) is the same both ways; the browser
  // also reports a worker's own uncaught error on the page.
  const BROKE = 'Error: the search worker broke on purpose';
  const failures = {
    'cannot load': (route) => route.abort(),
    'throws as it starts': (route) =>
      route.fulfill({ contentType: 'text/javascript', body: 'throw new Error("the search worker broke on purpose");' }),
  };
  const POINTS = [
    [9, 9], [5, 5], [13, 3], [3, 13],
  ].map(([row, col]) => ({ row, col }));

  for (const [how, fail] of Object.entries(failures)) {
    test(`the worker ${how}: a notice, and the computer plays on at the Classic level on the page`, async ({
      page,
      context,
    }) => {
      let loads = 0;
      await context.route(/\/worker_loader\.js$/, (route) => {
        loads += 1;
        return fail(route);
      });
      const game = await openGame(page);
      await start(page, 'me', 'intermediate');
      // Every turn, not only the first: a turn after the failure must not wait for a worker
      // that will never answer.
      for (const [turn, point] of POINTS.entries()) {
        await cell(page, point).click();
        await expect(stones(page), `the computer's answer in turn ${turn + 1}`).toHaveCount(2 * turn + 2);
        await expect(page.getByTestId('notice')).toHaveText(WORKER_FAILED);
        await expect(status(page)).toContainText('your turn');
      }
      expect(loads, 'requests for the worker').toBeGreaterThan(0);
      const board = await readBoard(page);
      // The same moves against Classic itself get the same answers.
      await endGame(page);
      await start(page, 'me', 'classic');
      for (const point of POINTS) await playAndWait(game, point);
      expect(await readBoard(page)).toEqual(board);
      // The worker's own error, reported by the browser, is the one expected; no other.
      game.errors = game.errors.filter((error) => error !== BROKE);
      expectCleanRun(game);
    });
  }

  test('the value network cannot be fetched: the strongest level plays on with its fitted weights', async ({
    page,
    context,
  }) => {
    let fetches = 0;
    await context.route(/\/network\.gvn$/, (route) => {
      fetches += 1;
      return route.abort();
    });
    const game = await openGame(page);
    await start(page, 'me', 'grandmaster');
    for (const [turn, point] of POINTS.slice(0, 2).entries()) {
      await playAndWait(game, point);
      await expect(stones(page), `the computer's answer in turn ${turn + 1}`).toHaveCount(2 * turn + 2);
    }
    await expect(page.getByTestId('notice')).toBeHidden();
    // Each move asks again, so that the network is used as soon as it can be had.
    expect(fetches, 'requests for the network').toBe(2);
    // The browser reports the failed request; nothing else goes wrong.
    game.errors = game.errors.filter((error) => !/network\.gvn|Failed to load resource/.test(error));
    expectCleanRun(game);
  });
});
