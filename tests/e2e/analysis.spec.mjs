// The analysis board: moves for either side on the study's board, the engine's view that
// follows (the evaluation bar, the best move and its line as numbered ghosts, the search
// deepening round by round, Stop and Go on), the tree of variations in the move list
// (click to go, promote, delete, back to the game), its record and its link, and the
// refusals of a malformed tree.
import { expect, test } from '@playwright/test';
import { appIsUp, expectCleanRun, openGame, watchPage } from './gobang.mjs';

// Two people: the same game as the review's.
const GAME = 'j10,j9,k10,k9,l10,a1,s19,m10';
const LINK = `./#mode=person&moves=${GAME}`;

const study = (page) => page.locator('.study-board');
const studyCell = (page, row, col) => study(page).locator(`[data-row="${row}"][data-col="${col}"]`);
const record = (page) => page.getByTestId('tree-record');

/** Opens `url` and the analysis board on it. */
async function openBoard(page, url = LINK) {
  const game = await openGame(page, url);
  await expect(page.getByTestId('analysis')).toBeEnabled({ timeout: 20_000 });
  await page.getByTestId('analysis').click();
  await expect(page.getByTestId('analysis-board')).toBeVisible();
  return game;
}

test('the analysis board shows the engine\'s view and deepens it: the bar, the best move and its line, the depth', async ({ page }) => {
  const game = await openBoard(page);
  const bar = page.getByTestId('eval-bar');
  await expect(bar).toHaveAttribute('data-value', /^\d{1,3}$/, { timeout: 20_000 });
  // Upright beside the board on a wide screen, as tall as the board and level with it.
  const barBox = await bar.boundingBox();
  const frameBox = await study(page).locator('.board-frame').boundingBox();
  expect(Math.abs(barBox.height - frameBox.height)).toBeLessThan(3);
  expect(Math.abs(barBox.y - frameBox.y)).toBeLessThan(3);
  const best = study(page).locator('[data-ghost="best"]');
  await expect(best).toHaveCount(1);
  await expect(best).toHaveAttribute('data-order', '1');
  await expect(study(page).locator('[data-ghost="line"][data-order="2"]')).toHaveCount(1);
  const depth = page.getByTestId('depth');
  await expect(depth).toContainText(/^Depth \d+ · 100k positions/);
  // The next round searches four times as many positions.
  await expect(depth).toContainText(/^Depth \d+ · 400k positions · searching deeper…$/, { timeout: 20_000 });
  await page.getByTestId('analysis-stop').click();
  await expect(depth).toContainText('stopped');
  await expect(page.getByTestId('analysis-stop')).toHaveText('Go on');
  // A move on the board (white's, at a19): the view follows the new position.
  await studyCell(page, 0, 0).click();
  await expect(study(page).locator('[data-stone]')).toHaveCount(9);
  await page.getByTestId('analysis-stop').click();
  await expect(page.getByTestId('analysis-stop')).toHaveText('Stop');
  await expect(bar).toHaveAttribute('data-value', /^\d{1,3}$/, { timeout: 20_000 });
  await expect(depth).toContainText(/^Depth \d+ · [\d.]+[kM] positions/, { timeout: 20_000 });
  // The page's own game is left alone.
  await page.getByTestId('analysis').click();
  await expect(page.getByTestId('analysis-board')).toHaveCount(0);
  await expect(page.locator('[data-stone]')).toHaveCount(8);
  expectCleanRun(game);
});

test('moves off the game make side lines: click to go, promote, delete, back to the game, the record', async ({ page }) => {
  const game = await openBoard(page);
  // ← steps back along the line shown; a move there starts a side line.
  await page.getByTestId('analysis-board').click();
  await page.keyboard.press('ArrowLeft');
  await expect(study(page).locator('[data-stone]')).toHaveCount(7);
  await studyCell(page, 0, 0).click();
  const variation = page.getByTestId('variation');
  await expect(variation).toHaveCount(1);
  await expect(variation).toHaveAttribute('data-ply', '8');
  await expect(variation).toHaveAttribute('data-line', 'a19');
  await page.getByText('Record with variations').click();
  await expect(record(page)).toHaveValue('j10 j9 k10 k9 l10 a1 s19 m10 (a19)');
  // Back to the game's position, then to the side line by a click.
  await page.getByTestId('analysis-home').click();
  await expect(study(page).locator('[data-stone]')).toHaveCount(8);
  await expect(page.getByTestId('analysis-home')).toBeDisabled();
  await variation.locator('[data-ply="8"]').click();
  await expect(studyCell(page, 0, 0)).toHaveAttribute('data-stone', 'white');
  // Promoted: the side line becomes the main line, the game's move the side line.
  await variation.getByTestId('promote').click();
  await expect(record(page)).toHaveValue('j10 j9 k10 k9 l10 a1 s19 a19 (m10)');
  await expect(variation).toHaveAttribute('data-line', 'm10');
  await page.getByTestId('tree').locator(':scope > li > [data-ply="8"]').click();
  await expect(studyCell(page, 0, 0)).toHaveAttribute('data-stone', 'white');
  // Another side line at move 8 (b1), deleted; the game's own moves cannot be.
  await page.getByTestId('analysis-home').click();
  await page.keyboard.press('ArrowLeft');
  await studyCell(page, 18, 1).click();
  await expect(variation).toHaveCount(2);
  await variation.filter({ hasText: 'B1' }).getByTestId('delete-line').click();
  await expect(variation).toHaveCount(1);
  await variation.getByTestId('delete-line').click();
  await expect(variation).toHaveCount(1);
  await expect(record(page)).toHaveValue('j10 j9 k10 k9 l10 a1 s19 a19 (m10)');
  expectCleanRun(game);
});

/** Whether the tree's move shown lies whole inside the main line's scrolled box. */
const shownInSight = (page) =>
  page.locator('.variations > .main-line').evaluate((list) => {
    const item = list.querySelector('[aria-current="step"]');
    if (!item) return list.scrollTop === 0;
    const [box, at] = [list.getBoundingClientRect(), item.getBoundingClientRect()];
    return list.scrollHeight > list.clientHeight && at.top >= box.top - 1 && at.bottom <= box.bottom + 1;
  });

test('the tree scrolls itself to the move shown: a long game\'s last move, a side line made near its end, the start, the end', async ({ page }) => {
  // 40 moves on rows 1, 3 and 5, colours alternating along each row: no five anywhere.
  const columns = 'abcdefghijklmnopqrs';
  const moves = ['1', '3', '5'].flatMap((row) => [...columns].map((c) => c + row)).slice(0, 40);
  const game = await openBoard(page, `./#mode=person&moves=${moves.join(',')}`);
  await expect.poll(() => shownInSight(page)).toBe(true);
  const top = () => page.locator('.variations > .main-line').evaluate((list) => list.scrollTop);
  expect(await top()).toBeGreaterThan(0);
  // Two moves back, a move elsewhere: a side line at move 39, shown and in sight.
  await page.getByTestId('analysis-board').click();
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await studyCell(page, 0, 0).click();
  await expect(page.getByTestId('variation')).toHaveAttribute('data-line', 'a19');
  await expect.poll(() => shownInSight(page)).toBe(true);
  // Home: the start, the list at its top; End: the game's last move in sight again (the keys
  // from outside the board, whose grid keeps its own Home and End).
  await page.getByTestId('analysis-board').click();
  await page.keyboard.press('Home');
  await expect.poll(top).toBe(0);
  await page.keyboard.press('End');
  await expect(page.getByTestId('tree').locator('[aria-current="step"]')).toHaveAttribute('data-ply', '40');
  await expect.poll(() => shownInSight(page)).toBe(true);
  expectCleanRun(game);
});

test('a pasted record opens its variations, a malformed one is refused with the reason and nothing is lost', async ({ page }) => {
  const game = await openBoard(page);
  await page.getByText('Record with variations').click();
  await record(page).fill('j10 j9 (k11 k12) k10');
  await page.getByTestId('tree-open').click();
  // The game's own moves are kept in the tree.
  await expect(record(page)).toHaveValue('j10 j9 (k11 k12) k10 k9 l10 a1 s19 m10');
  await expect(page.getByTestId('variation')).toHaveAttribute('data-line', 'k11 k12');
  for (const [text, reason] of [
    ['j10 (j9', 'a parenthesis is not paired'],
    ['j10 j10', 'j10: the point is taken'],
    ['j10 zz9', '`zz9` is not a point of the board'],
  ]) {
    await record(page).fill(text);
    await page.getByTestId('tree-open').click();
    await expect(page.getByTestId('study-notice')).toContainText(reason);
    await expect(page.getByTestId('variation')).toHaveAttribute('data-line', 'k11 k12');
  }
  expectCleanRun(game);
});

/** Opens `url`, whose study board may cover the page's at once. */
async function openLink(page, url) {
  const game = await watchPage(page);
  await page.goto(url);
  await appIsUp(page);
  return game;
}

test('a link with variations opens the analysis board at once', async ({ page }) => {
  const game = await openLink(page, './#mode=person&moves=j10,j9,k10&tree=j10,j9,(k11,l12),k10');
  await expect(page.getByTestId('analysis-board')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('variation')).toHaveAttribute('data-line', 'k11 l12');
  await expect(page.getByTestId('eval-bar')).toHaveAttribute('data-value', /^\d{1,3}$/, { timeout: 20_000 });
  expectCleanRun(game);
});

test('a link with malformed variations says why and opens the game', async ({ page }) => {
  const game = await openLink(page, './#mode=person&moves=j10,j9&tree=j10,(j9');
  await expect(page.getByTestId('study-notice')).toContainText('a parenthesis is not paired', { timeout: 20_000 });
  await expect(page.locator('.board-frame').last().locator('[data-stone]')).toHaveCount(2);
  expectCleanRun(game);
});
