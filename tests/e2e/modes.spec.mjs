// More ways to play: two people on one device, the computer against itself, the 15x15
// board and the renju rules with black's forbidden points marked and refused.
import { expect, test } from '@playwright/test';
import { cell, expectCleanRun, nthAlert, openGame, screenshot, startButton, status, stones } from './gobang.mjs';

async function setUp(page, { opponent = 'computer', size = '19', rule = 'freestyle', level, white } = {}) {
  await page.getByTestId('opponent').selectOption(opponent);
  await page.getByTestId('size').selectOption(size);
  await page.getByTestId('rule').selectOption(rule);
  if (level) await page.getByTestId('level').selectOption(level);
  if (white) await page.getByTestId('level-white').selectOption(white);
}

test('two people on one device take turns, undo one move and get a hint for the side to move', async ({ page }) => {
  const game = await openGame(page);
  await setUp(page, { opponent: 'person' });
  await expect(page.getByTestId('first-me')).toBeHidden();
  await expect(page.getByText('Black moves first.')).toBeVisible();
  await startButton(page).click();
  await expect(stones(page)).toHaveCount(0);
  await expect(status(page)).toContainText('black — to play');
  await cell(page, { row: 9, col: 9 }).click();
  await expect(status(page)).toContainText('white — to play');
  await cell(page, { row: 0, col: 0 }).click();
  await expect(cell(page, { row: 0, col: 0 })).toHaveAttribute('data-stone', 'white');
  await page.getByTestId('undo').click();
  await expect(stones(page)).toHaveCount(1);
  await expect(status(page)).toContainText('white — to play');
  await page.getByTestId('hint').click();
  await expect(page.locator('[data-hint="true"]')).toHaveCount(1);
  // White makes five along the top edge while black plays below.
  for (let col = 0; col < 5; col++) {
    await cell(page, { row: 0, col }).click();
    if (col < 4) await cell(page, { row: 17, col: col * 2 }).click();
  }
  expect((await nthAlert(game, 1)).message).toBe('White wins!');
  await expect(status(page)).toContainText('White wins');
  await expect(page.locator('[data-win="true"][data-stone="white"]')).toHaveCount(5);
  await screenshot(page, 'modes-two-people');
  expectCleanRun(game);
});

test('watch: the computer plays itself at a visible pace, with pause and step', async ({ page }) => {
  test.setTimeout(120_000);
  const game = await openGame(page);
  await setUp(page, { opponent: 'watch', level: 'advanced', white: 'classic' });
  await startButton(page).click();
  await expect(status(page)).toContainText('Black (Advanced)');
  await expect(status(page)).toContainText('White (Classic (the original))');
  await expect.poll(() => stones(page).count()).toBeGreaterThanOrEqual(3);
  await page.getByTestId('pause').click();
  await expect(status(page)).toContainText('paused');
  // A move asked for before the pause may still land; after that nothing moves but steps.
  const settled = await stones(page).count();
  await page.getByTestId('step').click();
  await expect.poll(() => stones(page).count()).toBeGreaterThanOrEqual(settled + 1);
  const stepped = await stones(page).count();
  await page.getByTestId('step').click();
  await expect(stones(page)).toHaveCount(stepped + 1);
  await expect(status(page)).toContainText('paused');
  await cell(page, { row: 0, col: 0 }).click();
  await expect(cell(page, { row: 0, col: 0 })).not.toHaveAttribute('data-stone');
  await page.getByTestId('pause').click();
  await expect.poll(() => stones(page).count(), { timeout: 60_000 }).toBeGreaterThan(stepped + 3);
  const alert = await nthAlert(game, 1, 90_000);
  expect(alert.message).toMatch(/^(Black|White) wins!$/);
  await screenshot(page, 'modes-watch');
  expectCleanRun(game);
});

test('the 15x15 board: the computer opens at its centre and answers', async ({ page }) => {
  const game = await openGame(page);
  await setUp(page, { size: '15', level: 'intermediate' });
  await startButton(page).click();
  await expect(page.locator('[data-row][data-col]')).toHaveCount(225);
  await expect(cell(page, { row: 7, col: 7 })).toHaveAttribute('data-stone', 'black');
  await expect(cell(page, { row: 7, col: 7 })).toHaveAttribute('aria-label', 'H8, black stone');
  await cell(page, { row: 6, col: 6 }).click();
  await expect(stones(page)).toHaveCount(3);
  await expect(page.locator('.board')).toHaveCSS('--size', '15');
  await screenshot(page, 'modes-15x15');
  expectCleanRun(game);
});

test('renju: black\'s forbidden points are marked while black is to move and refused with the reason', async ({
  page,
}) => {
  // Black has h9, h10 (a two up) and i8, j8 (a two across): h8 would make a double three.
  const game = await openGame(page, './#mode=person&size=15&rule=renju&moves=h9,a15,h10,c15,i8,e15,j8,g15', {
    cells: 225,
  });
  await expect(stones(page)).toHaveCount(8);
  await expect(page.getByTestId('rule')).toHaveValue('renju');
  await expect(page.getByTestId('size')).toHaveValue('15');
  await expect(page.getByTestId('opponent')).toHaveValue('person');
  const h8 = cell(page, { row: 7, col: 7 });
  await expect(h8).toHaveAttribute('data-forbidden', 'true');
  await expect(h8).toHaveAttribute('aria-label', 'H8, empty, forbidden to black');
  await h8.hover();
  await expect(h8).toHaveCSS('cursor', 'not-allowed');
  await screenshot(page, 'modes-renju-marks');
  await h8.click();
  await expect(page.getByTestId('notice')).toContainText('double three');
  await expect(h8).not.toHaveAttribute('data-stone');
  await expect(page.getByTestId('rule-note')).toContainText('Renju');
  // Black plays elsewhere; white may play h8, and no mark is shown on white's turn.
  await cell(page, { row: 0, col: 14 }).click();
  await expect(page.locator('[data-forbidden="true"]')).toHaveCount(0);
  await h8.click();
  await expect(h8).toHaveAttribute('data-stone', 'white');
  // The game, with its mode, size and rules, comes back after a reload.
  await page.reload();
  await expect(stones(page)).toHaveCount(10);
  await expect(page.getByTestId('rule')).toHaveValue('renju');
  await expect(page.locator('[data-row][data-col]')).toHaveCount(225);
  await expect(status(page)).toContainText('black — to play');
  expectCleanRun(game);
});
