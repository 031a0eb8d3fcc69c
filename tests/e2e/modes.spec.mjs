// More ways to play: two people on one device, the computer against itself, the 15x15
// board, the renju rules with black's forbidden points marked and refused, and the
// standard rule's exact five.
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
  // The status says the game is on and whose move it is before the board is counted: no
  // stone is on its way then (a computer's would say so in the status).
  await expect(status(page)).toContainText('black — to play');
  await expect(stones(page)).toHaveCount(0);
  await cell(page, { row: 9, col: 9 }).click();
  await expect(status(page)).toContainText('white — to play');
  await expect(stones(page)).toHaveCount(1);
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

/**
 * Runs in the page: counts the jobs the page posts to its workers and the answers they send
 * back (their "ready" apart), so that a test can tell when no move is on its way.
 */
function countWorkerJobs() {
  window.__jobs = { posted: 0, answered: 0 };
  const post = Worker.prototype.postMessage;
  Worker.prototype.postMessage = function (...message) {
    if (!this.__jobsCounted) {
      this.__jobsCounted = true;
      this.addEventListener('message', (e) => {
        if (e.data !== 'ready') window.__jobs.answered += 1;
      });
    }
    window.__jobs.posted += 1;
    return post.apply(this, message);
  };
}

/**
 * The number of stones once the computer playing itself has settled (every job answered,
 * every answer on the board), or null while a move is on its way. Read now and again two
 * frames on, the same both times: the page asks for a move two frames after deciding to
 * (after_paint), so a move decided before this call has been asked for by then, and one
 * decided since would have needed an answer on its way now.
 */
const settledStones = (page) =>
  page.evaluate(() => {
    const settled = () => {
      const { posted, answered } = window.__jobs;
      const placed = document.querySelectorAll('[data-stone]').length;
      return posted === answered && placed === answered ? placed : null;
    };
    const now = settled();
    return new Promise((resolve) =>
      requestAnimationFrame(() => requestAnimationFrame(() => resolve(now === settled() ? now : null))),
    );
  });

test('watch: the computer plays itself at a visible pace, with pause and step', async ({ page }) => {
  test.setTimeout(120_000);
  // Both sides search, so that every move is a job for the worker and is counted (Classic
  // answers on the page, unseen).
  await page.addInitScript(countWorkerJobs);
  const game = await openGame(page);
  await setUp(page, { opponent: 'watch', level: 'advanced', white: 'beginner' });
  await startButton(page).click();
  await expect(status(page)).toContainText('Black (Advanced)');
  await expect(status(page)).toContainText('White (Beginner)');
  await expect.poll(() => stones(page).count()).toBeGreaterThanOrEqual(3);
  await page.getByTestId('pause').click();
  await expect(status(page)).toContainText('paused');
  // A move asked for before the pause may still land, one at most; after that nothing moves
  // but steps, one move each.
  const atPause = await stones(page).count();
  let paused = null;
  await expect
    .poll(async () => (paused = await settledStones(page)), { message: 'the play stops at the pause' })
    .not.toBeNull();
  expect(paused, 'stones played after the pause').toBeLessThanOrEqual(atPause + 1);
  await page.getByTestId('step').click();
  await expect.poll(() => settledStones(page), { message: 'one step, one move' }).toBe(paused + 1);
  await page.getByTestId('step').click();
  await expect.poll(() => settledStones(page), { message: 'one step, one move' }).toBe(paused + 2);
  await expect(status(page)).toContainText('paused');
  // A click on the board is refused with the reason, and nothing is played.
  await cell(page, { row: 0, col: 0 }).click();
  await expect(page.getByTestId('notice')).toHaveText('Paused: press “Resume” or “Step”.');
  await expect(cell(page, { row: 0, col: 0 })).not.toHaveAttribute('data-stone');
  expect(await settledStones(page)).toBe(paused + 2);
  await page.getByTestId('pause').click();
  await expect.poll(() => stones(page).count(), { timeout: 60_000 }).toBeGreaterThan(paused + 5);
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
  // Black plays elsewhere; white may play h8, and no mark is shown on white's turn (once
  // it is white's turn: the marks were there a moment ago).
  await cell(page, { row: 0, col: 14 }).click();
  await expect(cell(page, { row: 0, col: 14 })).toHaveAttribute('data-stone', 'black');
  await expect(status(page)).toContainText('white — to play');
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

test('the standard rule: six in a row does not win and the game goes on; exactly five wins', async ({ page }) => {
  const game = await openGame(page);
  await setUp(page, { opponent: 'person', rule: 'standard' });
  await startButton(page).click();
  await expect(page.getByTestId('rule-note')).toContainText('Standard: exactly five in a row win');
  await expect(status(page)).toContainText('black — to play');
  /** Plays `point` for the side to move and waits until the page has taken it (the turn passes). */
  const play = async ({ row, col }, colour) => {
    await cell(page, { row, col }).click();
    await expect(cell(page, { row, col })).toHaveAttribute('data-stone', colour);
    await expect(status(page)).toContainText(`${colour === 'black' ? 'white' : 'black'} — to play`);
  };
  // Black: five stones across row 10 with a gap (d10 e10 f10 _ h10 i10); white along the
  // top edge, never two side by side.
  for (const [i, col] of [3, 4, 5, 7, 8].entries()) {
    await play({ row: 9, col }, 'black');
    await play({ row: 0, col: 2 * i }, 'white');
  }
  // g10 fills the gap: six in a row. The turn passing to white says the page has taken the
  // move and found no win (a win would end the game: no turn, an alert, a winning line).
  await play({ row: 9, col: 6 }, 'black');
  await expect(page.locator('[data-win="true"]')).toHaveCount(0);
  await expect(startButton(page)).toHaveClass(/ending/);
  expect(game.dialogs).toEqual([]);
  await screenshot(page, 'modes-standard-overline');
  // White plays on, then black makes exactly five down column c: that wins.
  await play({ row: 0, col: 10 }, 'white');
  for (const [i, row] of [12, 13, 14, 15].entries()) {
    await play({ row, col: 2 }, 'black');
    await play({ row: 18, col: 2 * i + 8 }, 'white');
  }
  await cell(page, { row: 16, col: 2 }).click();
  const alert = await nthAlert(game, 1);
  expect(alert.message).toBe('Black wins!');
  expect(alert.stones).toBe(21);
  expect(alert.framesSinceLastStone).toBeGreaterThanOrEqual(1);
  await expect(status(page)).toContainText('Black wins');
  // The winning line is the five, not the six.
  await expect(page.locator('[data-win="true"]')).toHaveCount(5);
  await expect(page.locator('[data-win="true"][data-col="2"]')).toHaveCount(5);
  await screenshot(page, 'modes-standard-five');
  expectCleanRun(game);
});
