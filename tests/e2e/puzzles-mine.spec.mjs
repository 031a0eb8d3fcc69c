// The person's own puzzles: a finished game on the page is read by the solver in the
// background (a worker of the study module's own) and the wins missed in it are kept in the
// browser, in localStorage `gobang.puzzles.mine`, as the puzzle set's lines.
import { expect, test } from '@playwright/test';
import { cell, expectCleanRun, nthAlert, openGame, parsePoint, place, screenshot, startButton, status } from './gobang.mjs';

// Two people on 19x19: after eight moves black has a double three to make (l10: j10 k10 on
// row 10, l12 l13 on column l) and plays a19 instead; white blocks the column and makes
// five on row 9 while black plays elsewhere. Black had no win before, and white keeps its
// own: the miss is the game's one puzzle. (src/worker/puzzle_protocol.rs checks natively
// that the solver finds it.)
const GAME = 'j10 k11 k10 k9 l12 m13 l13 j9 a19 l9 f19 m9 o19 n9'.split(' ');
const BEFORE_MISS = GAME.slice(0, 8).join(',');

const stored = (page, key) => page.evaluate((key) => localStorage.getItem(key), key);

/** The stored puzzle whose position is the one before black's miss, as its fields. */
async function missedPuzzle(page) {
  const text = (await stored(page, 'gobang.puzzles.mine')) ?? '';
  return text
    .split('\n')
    .map((line) => line.split(' '))
    .find((fields) => fields[5] === BEFORE_MISS);
}

test('a win missed in a game between two people becomes a puzzle of the person\'s own', async ({ page }) => {
  const game = await openGame(page);
  const warnings = [];
  page.on('console', (msg) => {
    if (msg.type() === 'warning') warnings.push(msg.text());
  });
  await page.getByTestId('opponent').selectOption('person');
  await page.getByTestId('size').selectOption('19');
  await page.getByTestId('rule').selectOption('freestyle');
  await startButton(page).click();
  await expect(status(page)).toContainText('black — to play');
  for (const [i, word] of GAME.entries()) {
    const point = cell(page, parsePoint(word));
    await point.click();
    await expect(point).toHaveAttribute('data-stone', i % 2 === 0 ? 'black' : 'white');
  }
  expect((await nthAlert(game, 1)).message).toBe('White wins!');
  // The puzzle page, opened at once, lists the puzzle when the game has been mined.
  await place(page, 'puzzles').click();
  const own = page.getByTestId('puzzles-mine').getByTestId('puzzle-id');
  await expect(own).toHaveCount(1, { timeout: 30_000 });
  await screenshot(page, 'puzzles-mine');

  // Mined in the background: black to play and win by threes, from the position before a19.
  await expect.poll(() => missedPuzzle(page)).toBeTruthy();
  const [id, rule, size, kind, rating, , solution] = await missedPuzzle(page);
  expect(id).toMatch(/^m[0-9a-f]{8}$/);
  expect([rule, size, kind]).toEqual(['freestyle', '19', 'vct']);
  expect(Number(rating)).toBeGreaterThan(0);
  expect(solution.split(',').length % 2).toBe(1);
  // The game is remembered as mined.
  await expect.poll(() => stored(page, 'gobang.puzzles.mined')).toMatch(/^[0-9a-f]{16}$/);
  // The list's link opens it: the position before the miss, black to play.
  await expect(own).toHaveText(id);
  await own.click();
  const puzzlePage = page.locator('section.puzzles');
  await expect(puzzlePage.locator('.puzzle-about [data-testid="puzzle-id"]')).toHaveText(id);
  await expect(page.getByTestId('puzzle-prompt')).toHaveText('Black to play and win');
  await expect(puzzlePage.locator('[data-stone]')).toHaveCount(8);
  await expect(page).toHaveURL(new RegExp(`\\?puzzle=${id}#puzzles$`));

  // A corrupt line in storage is dropped with a warning, never an error; the game,
  // forgotten as mined, is mined again on a reload, and its puzzle kept once.
  await page.evaluate(() => {
    const text = localStorage.getItem('gobang.puzzles.mine');
    localStorage.setItem('gobang.puzzles.mine', `not a puzzle\n${text}`);
    localStorage.removeItem('gobang.puzzles.mined');
  });
  await page.reload();
  await expect.poll(() => stored(page, 'gobang.puzzles.mined'), { timeout: 30_000 }).toMatch(/^[0-9a-f]{16}$/);
  const lines = (await stored(page, 'gobang.puzzles.mine')).split('\n');
  expect(lines).not.toContain('not a puzzle');
  expect(lines.filter((line) => line.startsWith(`${id} `))).toHaveLength(1);
  expect(warnings.some((w) => w.includes('gobang.puzzles.mine: dropped line 1'))).toBe(true);
  // The page opened with the own puzzle's link shows it.
  await expect(page.locator('section.puzzles .puzzle-about [data-testid="puzzle-id"]')).toHaveText(id);
  expectCleanRun(game);
});
