// Learning from a game: stepping through it (buttons, keys, the move list), its review in
// the worker (graph, marks, summary, ghost stones, cancelling), the analysis, and the
// board editor (refusals, playing from a position, links that carry it). Screenshots of
// the review and the editor at a desktop and a 360 px phone, light and dark.
import { expect, test } from '@playwright/test';
import { endGame, expectCleanRun, longTasksSince, openGame, openSetup, pageTime, screenshot, showPanel, start, startButton, status, stones } from './gobang.mjs';

// Two people: black makes an open three (j10 k10 l10), white looks away (a1: a blunder),
// black looks away too (s19: a missed win), then white blocks.
const GAME = 'j10,j9,k10,k9,l10,a1,s19,m10';
const LINK = `./#mode=person&moves=${GAME}`;

const study = (page) => page.locator('.study-board');
const studyCell = (page, row, col) => study(page).locator(`[data-row="${row}"][data-col="${col}"]`);
const ply = (page) => page.getByTestId('ply');

/** Opens the game of LINK and waits for the study module to draw its buttons. */
async function openStudy(page, url = LINK) {
  const game = await openGame(page, url);
  await expect(page.getByTestId(url === LINK ? 'review' : 'edit')).toBeEnabled({ timeout: 20_000 });
  return game;
}

/** Runs a review to its end. */
async function review(page) {
  await page.getByTestId('review').click();
  await expect(page.getByTestId('review')).toHaveText('Close review', { timeout: 30_000 });
}

test('stepping through a game with the buttons, the keys and the move list leaves the game alone', async ({ page }) => {
  const game = await openStudy(page);
  await expect(stones(page)).toHaveCount(8);
  await expect(ply(page)).toHaveText('8 / 8');
  await expect(page.getByTestId('nav-next')).toBeDisabled();
  await expect(page.getByTestId('nav-last')).toBeDisabled();
  await expect(page.getByTestId('move-list').locator('[data-ply]')).toHaveCount(8);

  await page.getByTestId('nav-prev').click();
  await expect(ply(page)).toHaveText('7 / 8');
  await expect(study(page).locator('[data-stone]')).toHaveCount(7);
  await expect(studyCell(page, 9, 12)).not.toHaveAttribute('data-stone');
  await expect(studyCell(page, 0, 18)).toHaveAttribute('data-last', 'true');
  await page.getByTestId('nav-first').click();
  await expect(ply(page)).toHaveText('0 / 8');
  await expect(study(page).locator('[data-stone]')).toHaveCount(0);
  await expect(page.getByTestId('nav-prev')).toBeDisabled();
  await page.getByTestId('nav-next').click();
  await expect(ply(page)).toHaveText('1 / 8');
  await page.getByTestId('move-list').locator('[data-ply="5"]').click();
  await expect(ply(page)).toHaveText('5 / 8');
  await expect(page.getByTestId('move-list').locator('[data-ply="5"]')).toHaveAttribute('aria-current', 'step');
  // A click on the board at an earlier move says how to go back to the game, which goes
  // on (two people, no winner yet); nothing is played.
  await studyCell(page, 3, 3).click();
  await expect(page.getByTestId('study-notice')).toContainText('Back to the game');
  await expect(page.getByTestId('back-to-game')).toBeVisible();
  await expect(study(page).locator('[data-stone]')).toHaveCount(5);

  // The keys, with the focus outside the board.
  await page.getByTestId('nav-prev').focus();
  for (const [key, shown] of [['ArrowRight', '6 / 8'], ['ArrowLeft', '5 / 8'], ['Home', '0 / 8'], ['End', '8 / 8']]) {
    await page.keyboard.press(key);
    await expect(ply(page)).toHaveText(shown);
  }
  // Back at the game: the page's own board, untouched, and the game goes on.
  await expect(study(page).locator('[data-row]')).toHaveCount(0);
  await expect(page.locator('.board [data-stone]')).toHaveCount(8);
  await page.locator('.board [data-row="5"][data-col="5"]').click();
  await expect(stones(page)).toHaveCount(9);
  await expect(ply(page)).toHaveText('9 / 9');
  expectCleanRun(game);
});

test('the study shows the play board itself: coordinates, move numbers, the last move, the keys, tap preview in the editor', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ baseURL, viewport: { width: 360, height: 640 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });
  const page = await context.newPage();
  const game = await openStudy(page);
  await showPanel(page);
  await page.getByTestId('numbers').check();
  await page.getByTestId('nav-prev').click();
  await expect(ply(page)).toHaveText('7 / 8');
  // The same board: its frame, its coordinates, numbered stones, the last move marked.
  await expect(study(page).locator('.board-frame.coords .coords-cols span')).toHaveCount(19);
  await expect(study(page).locator('.stone:not(:empty)')).toHaveCount(7);
  await expect(studyCell(page, 0, 18)).toHaveAttribute('data-last', 'true');
  await expect(studyCell(page, 0, 18)).toHaveAttribute('aria-label', /s19.*7/i);
  await expect(page.locator('.study-board + .board-frame')).toBeHidden();
  // The arrow keys move across its points.
  await studyCell(page, 9, 9).focus();
  await page.keyboard.press('ArrowRight');
  await expect(studyCell(page, 9, 10)).toBeFocused();
  await page.getByTestId('nav-last').click();
  await page.getByTestId('edit').click();
  await expect(study(page).locator('.board[data-playable="true"]')).toHaveCount(1);
  // A tap on a small point first shows a preview; a second puts the stone.
  await studyCell(page, 3, 3).tap();
  await expect(studyCell(page, 3, 3)).toHaveAttribute('data-preview', 'true');
  await expect(studyCell(page, 3, 3)).not.toHaveAttribute('data-stone');
  await studyCell(page, 3, 3).tap();
  await expect(studyCell(page, 3, 3)).toHaveAttribute('data-stone', 'black');
  await expect(studyCell(page, 3, 3)).not.toHaveAttribute('data-preview');
  expectCleanRun(game);
  await context.close();
});

test('a study button pressed before the study module is there says it is loading, then does what was asked', async ({
  browser,
  baseURL,
}) => {
  // (Without the service worker, which would fetch the module past the page's routes.)
  const context = await browser.newContext({ baseURL, serviceWorkers: 'block' });
  const page = await context.newPage();
  let release;
  const held = new Promise((resolve) => (release = resolve));
  await page.route(/study_bg\.wasm$/, async (route) => {
    await held;
    await route.continue();
  });
  const game = await openGame(page, LINK);
  const stand_in = page.locator('#study-panel button', { hasText: 'Review game' });
  await stand_in.click();
  await expect(stand_in).toHaveAttribute('aria-busy', 'true');
  await expect(page.locator('#study-panel [role="status"]')).toHaveText('Loading…');
  release();
  await expect(page.getByTestId('review')).toHaveText('Close review', { timeout: 30_000 });
  await expect(page.getByTestId('eval-graph').locator('[data-ply]')).toHaveCount(8);
  expectCleanRun(game);
  await context.close();
});

test('a review draws the graph, marks the blunder and the missed win, counts them and shows ghost stones', async ({
  page,
}) => {
  const game = await openStudy(page);
  const since = await pageTime(page);
  await page.getByTestId('review').click();
  await expect(page.getByTestId('review-progress')).toBeVisible();
  await expect(page.getByTestId('review')).toHaveText('Close review', { timeout: 30_000 });
  await expect(page.getByTestId('review-progress')).toHaveCount(0);
  expect(await longTasksSince(page, since), 'tasks that blocked the page during the review').toEqual([]);

  const graph = page.getByTestId('eval-graph');
  await expect(graph.locator('[data-ply]')).toHaveCount(8);
  const values = await graph.locator('[data-ply]').evaluateAll((els) => els.map((e) => Number(e.dataset.value)));
  for (const value of values) expect(value).toBeGreaterThanOrEqual(0), expect(value).toBeLessThanOrEqual(100);
  // After white's blunder black wins by force; after black's missed win it does not.
  expect(values[5]).toBe(100);
  expect(values[6]).toBeLessThan(100);

  const list = page.getByTestId('move-list');
  await expect(list.locator('[data-ply="6"]')).toHaveAttribute('data-mark', 'blunder');
  await expect(list.locator('[data-ply="7"]')).toHaveAttribute('data-mark', 'missed-win');
  await expect(graph.locator('[data-ply="6"]')).toHaveAttribute('data-mark', 'blunder');
  const summary = page.getByTestId('review-summary');
  await expect(summary).toContainText('Black:');
  await expect(summary).toContainText('1 missed win');
  await expect(summary).toContainText('White:');
  await expect(summary).toContainText('1 blunder');

  // The blunder: the better move, and black's forced win numbered from 1.
  await graph.locator('[data-ply="6"]').click();
  await expect(ply(page)).toHaveText('6 / 8');
  await expect(page.getByTestId('mark-note')).toContainText('blunder');
  await expect(study(page).locator('[data-ghost="best"]')).toHaveCount(1);
  // (The better move may be where black's win starts: it is shown as the better move.)
  const orders = await study(page)
    .locator('[data-ghost="line"]')
    .evaluateAll((els) => els.map((e) => Number(e.dataset.order)).sort((a, b) => a - b));
  expect(orders.length).toBeGreaterThanOrEqual(2);
  expect(orders.at(-1)).toBeLessThanOrEqual(3);
  // The missed win: the better move starts the winning line.
  await list.locator('[data-ply="7"]').click();
  await expect(page.getByTestId('mark-note')).toContainText('missed win');
  await expect(study(page).locator('[data-ghost="best"][data-order="1"]')).toHaveCount(1);
  await expect(study(page).locator('[data-ghost="line"][data-order="2"]')).toHaveCount(1);
  // Closing the review goes back to where the game stands.
  await page.getByTestId('review').click();
  await expect(page.getByTestId('eval-graph')).toHaveCount(0);
  await expect(ply(page)).toHaveText('8 / 8');
  expectCleanRun(game);
});

test('where the engine cannot tell, the review says "perhaps" and counts nothing', async ({ page }) => {
  // Advanced (black) against the analysis (white), 15x15: black's move 23 (j13) lets white
  // win, which the solver proves, but whether black's best would have held it cannot
  // tell within its budget (engine/tests/analysis.rs checks the same game natively).
  const record =
    'h8,i9,j8,k9,j9,i8,i7,j6,j10,j11,h6,i12,h9,h7,k10,h11,i11,g10,f9,h13,l10,i10,j13,g14,f15,h12,h10,e14,m10,n10,j12,h14,h15,f14,d14,i14';
  const game = await openGame(page, `./#mode=person&size=15&moves=${record}`, { cells: 225, size: 15 });
  await expect(page.getByTestId('review')).toBeEnabled({ timeout: 20_000 });
  await page.getByTestId('review').click();
  await expect(page.getByTestId('review')).toHaveText('Close review', { timeout: 90_000 });
  const list = page.getByTestId('move-list');
  const move23 = list.locator('[data-ply="23"]');
  await expect(move23).toHaveAttribute('data-unsure', 'blunder');
  await expect(move23).not.toHaveAttribute('data-mark', /./);
  await expect(move23).toHaveAttribute('aria-label', /blunder\?$/);
  // An unsure blunder is neither marked nor counted (the game has no sure one).
  await expect(list.locator('[data-mark="blunder"]')).toHaveCount(0);
  await expect(page.getByTestId('review-summary')).not.toContainText('blunder');
  await expect(page.locator('.graph-key [data-unsure]')).toHaveText(/the engine cannot tell/);
  await move23.click();
  await expect(page.getByTestId('mark-note')).toContainText(
    'perhaps a blunder. The engine cannot tell whether it lets white win by force',
  );
  await screenshot(page, 'review-unsure-blunder');
  // After the move white's win is proved: the analysis of that position says so.
  await page.getByTestId('analysis').click();
  await expect(page.getByTestId('eval')).toHaveText(/^White wins in \d+$/, { timeout: 30_000 });
  expectCleanRun(game);
});

test('a review can be stopped, and a new one replaces it', async ({ page }) => {
  // A longer game, so that the review is still running when it is stopped.
  const long = 'j10,k11,k10,l10,j12,j11,i11,h10,l12,k12,k9,j8,i9,l11,m12,h11,g11,i12,m10,n9';
  const game = await openStudy(page, `./#mode=person&moves=${long}`);
  const button = page.getByTestId('review');
  await button.click();
  await expect(page.getByTestId('review-progress')).toBeVisible();
  await expect(button).toHaveText('Stop review');
  await button.click();
  await expect(page.getByTestId('review-progress')).toHaveCount(0);
  await expect(button).toHaveText('Review game');
  await expect(page.getByTestId('eval-graph')).toHaveCount(0);
  await review(page);
  await expect(page.getByTestId('eval-graph').locator('[data-ply]')).toHaveCount(20);
  expectCleanRun(game);
});

test('the analysis follows the position shown: black\'s chance or a forced win, and the best line', async ({ page }) => {
  const game = await openStudy(page);
  await page.getByTestId('analysis').click();
  await expect(page.getByTestId('analysis')).toHaveAttribute('aria-pressed', 'true');
  const evaluation = page.getByTestId('eval');
  const best = page.getByTestId('best-line');
  await expect(evaluation).toContainText(/Black's winning chance: \d+%|wins/);
  await expect(best).toContainText(/^Best line \(black to move\): ([A-S]\d+ ?){1,8}$/);
  // On the analysis board its tree is the move list: the game's moves are its main line.
  const mainLine = (ply) => page.getByTestId('tree').locator(`:scope > li > [data-ply="${ply}"]`);
  await expect(page.getByTestId('move-list')).toHaveCount(0);
  await mainLine(6).click();
  await expect(evaluation).toHaveText('Black wins in 2');
  await expect(best).toContainText(/^Best line \(black to move\): (I10|M10) /);
  await mainLine(1).click();
  await expect(evaluation).toContainText(/Black's winning chance: \d+%/);
  await expect(best).toContainText('(white to move)');
  // Not while playing the computer: that would be cheating.
  await endGame(page);
  await openSetup(page);
  await page.getByTestId('opponent').selectOption('computer');
  await start(page, 'me', 'classic');
  await expect(page.getByTestId('analysis')).toBeDisabled();
  await expect(evaluation).toHaveCount(0);
  expectCleanRun(game);
});

test('the board editor refuses impossible positions without losing them, plays from a position, and links carry it', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const game = await openStudy(page, './');
  await page.getByTestId('edit').click();
  await expect(page.getByTestId('edit')).toHaveAttribute('aria-pressed', 'true');
  const radio = (value) => page.locator(`[data-testid="edit-stone"][value="${value}"]`);
  const put = (row, col) => studyCell(page, row, col).click();
  await radio('white').check();
  await put(9, 9);
  await put(8, 8);
  await page.getByTestId('play-from-here').click();
  await expect(page.getByTestId('study-notice')).toContainText('0 black and 2 white stones cannot happen');
  await expect(study(page).locator('[data-stone="white"]')).toHaveCount(2);
  // A five is refused too.
  await radio('black').check();
  for (let col = 0; col < 5; col++) await put(18, col);
  await radio('white').check();
  await put(0, 0);
  await put(0, 2);
  await page.getByTestId('play-from-here').click();
  await expect(page.getByTestId('study-notice')).toContainText('Black already has five in a row');
  await expect(study(page).locator('[data-stone]')).toHaveCount(9);
  // The side to move must agree with the counts.
  await page.getByTestId('edit-clear').click();
  await expect(study(page).locator('[data-stone]')).toHaveCount(0);
  await radio('black').check();
  await put(9, 9);
  await expect(page.getByTestId('edit-to-move')).toHaveValue('white');
  await radio('white').check();
  await put(8, 10);
  await radio('black').check();
  await put(9, 10);
  await radio('empty').check();
  await put(9, 10);
  await expect(study(page).locator('[data-stone]')).toHaveCount(2);
  await radio('black').check();
  await put(9, 10);
  await page.getByTestId('edit-to-move').selectOption('black');
  // Said at once, not only at Play from here.
  await expect(page.getByTestId('edit-problem')).toHaveText("With 2 black and 1 white stones it is white's move.");
  await page.getByTestId('play-from-here').click();
  await expect(page.getByTestId('study-notice')).toContainText("it is white's move");
  await page.getByTestId('edit-to-move').selectOption('white');
  await expect(page.getByTestId('edit-problem')).toHaveText('');
  // Against the computer: the person takes the side to move, as with any link.
  await page.getByTestId('level').selectOption('classic');
  await page.getByTestId('play-from-here').click();
  await expect(page.getByTestId('edit')).toHaveAttribute('aria-pressed', 'false');
  await expect(stones(page)).toHaveCount(3);
  await expect(status(page)).toContainText('your turn');
  await expect(page.getByTestId('notice')).toContainText('Game loaded');
  await expect(page).not.toHaveURL(/#/);
  await expect(page.locator('.board [data-row="9"][data-col="9"]')).toHaveAttribute('data-stone', 'black');
  await page.locator('.board [data-row="3"][data-col="3"]').click();
  await expect(stones(page)).toHaveCount(5);
  await expect(status(page)).toContainText('your turn');

  // The record and the link carry the position.
  await page.locator('details.record summary').click();
  await page.getByTestId('copy-link').click();
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(link).toMatch(/#level=classic&seed=\d+&black=j10,k10&white=k11&moves=d16,[a-s]\d+$/);
  await page.goto(link);
  await expect(page.locator('.board [data-stone]')).toHaveCount(5);
  await expect(page.locator('.board [data-row="8"][data-col="10"]')).toHaveAttribute('data-stone', 'white');

  // Between two people. In a game in progress against the computer the editor starts
  // from where that game started: its moves may not be studied while it is played.
  await expect(page.getByTestId('edit')).toBeEnabled({ timeout: 20_000 });
  await openSetup(page);
  await page.getByTestId('opponent').selectOption('person');
  await page.getByTestId('edit').click();
  await expect(study(page).locator('[data-stone]')).toHaveCount(3);
  await page.getByTestId('play-from-here').click();
  await expect(status(page)).toContainText('to play');
  await expect(stones(page)).toHaveCount(3);
  expectCleanRun(game);
});

test('a link with a bad position is refused with the reason', async ({ page }) => {
  const game = await openGame(page, './#black=j10,k10,l10&white=k11&moves=');
  await expect(page.getByTestId('notice')).toContainText('3 black and 1 white stones cannot happen');
  await expect(stones(page)).toHaveCount(0);
  expectCleanRun(game);
});

const looks = [
  { name: 'desktop-light', viewport: { width: 1280, height: 900 }, colorScheme: 'light' },
  { name: 'desktop-dark', viewport: { width: 1280, height: 900 }, colorScheme: 'dark' },
  { name: 'phone-light', viewport: { width: 360, height: 740 }, colorScheme: 'light', isMobile: true, hasTouch: true, deviceScaleFactor: 2 },
  { name: 'phone-dark', viewport: { width: 360, height: 740 }, colorScheme: 'dark', isMobile: true, hasTouch: true, deviceScaleFactor: 2 },
];

test('the review and the editor at a desktop and a phone, light and dark, in English and 简体中文', async ({ browser, baseURL }) => {
  test.setTimeout(180_000);
  for (const look of looks) {
    const { name, ...options } = look;
    const context = await browser.newContext({ ...options, baseURL });
    const page = await context.newPage();
    const game = await openStudy(page);
    if (name === 'phone-dark') {
      await page.getByTestId('lang').selectOption('zh-CN');
      await expect(page.getByTestId('review')).toHaveText('复盘');
    }
    await page.getByTestId('analysis').click();
    await page.getByTestId('review').click();
    await expect(page.getByTestId('eval-graph').locator('[data-ply]')).toHaveCount(8, { timeout: 30_000 });
    await page.getByTestId('move-list').locator('[data-ply="6"]').click();
    await expect(study(page).locator('[data-ghost="best"]')).toHaveCount(1);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow, 'horizontal scrolling').toBeLessThanOrEqual(0);
    await page.screenshot({ path: `target/screenshots/review-${name}.png`, fullPage: true });
    await page.getByTestId('edit').click();
    await page.locator('[data-testid="edit-stone"][value="white"]').check();
    await studyCell(page, 3, 3).click();
    await page.screenshot({ path: `target/screenshots/editor-${name}.png`, fullPage: true });
    expectCleanRun(game);
    await context.close();
  }
});

test('review marks: the line\'s stone 1 stays in sight, the graph\'s dots are whole, its axis has move numbers, and it is dark in the dark theme', async ({
  page,
}) => {
  const game = await openStudy(page);
  await review(page);
  const board = study(page);
  // The blunder: black's winning line is numbered from 1, every number once and shown,
  // whether or not it starts on the better move (then ringed as the better move too).
  await page.getByTestId('move-list').locator('[data-ply="6"]').click();
  await expect(board.locator('[data-ghost="best"]')).toHaveCount(1);
  const orders = await board
    .locator('[data-order]')
    .evaluateAll((els) => els.map((e) => Number(e.dataset.order)).sort((a, b) => a - b));
  expect(orders).toEqual(orders.map((_, i) => i + 1));
  await expect(board.locator('[data-order="1"] .stone.ghost')).toHaveText('1');
  await expect(board.locator('[data-order="1"] .stone.ghost')).toBeVisible();
  // The missed win: the better move is the line's stone 1.
  await page.getByTestId('move-list').locator('[data-ply="7"]').click();
  await expect(board.locator('[data-ghost="best"][data-order="1"] .stone.ghost')).toHaveText('1');

  // The dots lie inside the graph, whole (at 100% too: after the blunder).
  const graph = page.getByTestId('eval-graph');
  await expect(graph.locator('[data-ply="6"]')).toHaveAttribute('data-value', '100');
  const cut = await graph.evaluate((svg) => {
    const box = svg.getBoundingClientRect();
    return [...svg.querySelectorAll('circle')]
      .map((c) => c.getBoundingClientRect())
      .filter((r) => r.left < box.left || r.right > box.right || r.top < box.top || r.bottom > box.bottom).length;
  });
  expect(cut, 'dots cut at the graph\'s edges').toBe(0);
  // Move numbers under it: the start, the quarters and the end.
  await expect(page.getByTestId('graph-axis').locator('span')).toHaveText(['0', '2', '4', '6', '8']);

  const ground = () => graph.evaluate((svg) => getComputedStyle(svg).backgroundColor);
  const lightness = (rgb) => rgb.match(/\d+/g).slice(0, 3).reduce((sum, v) => sum + Number(v), 0) / 3;
  expect(lightness(await ground())).toBeGreaterThan(180);
  await page.emulateMedia({ colorScheme: 'dark' });
  expect(lightness(await ground())).toBeLessThan(100);
  await page.emulateMedia({ colorScheme: 'light' });
  expectCleanRun(game);
});

/** The buttons drawn as the primary one (filled with the accent), among those shown. */
const primaries = (page) =>
  page.evaluate(() => {
    const probe = document.createElement('span');
    probe.style.color = 'var(--accent)';
    document.body.append(probe);
    const accent = getComputedStyle(probe).color;
    probe.remove();
    return [...document.querySelectorAll('button')]
      .filter((b) => b.checkVisibility() && getComputedStyle(b).backgroundColor === accent)
      .map((b) => b.dataset.testid);
  });

test('the editor says it is on, hides the last game\'s result, has one primary button, and asks before throwing changes away', async ({
  page,
}) => {
  // A finished game: black's five.
  const game = await openStudy(page, './#mode=person&moves=j10,a1,k10,a2,l10,a3,m10,a4,n10');
  await expect(status(page)).toContainText('Black wins');
  const edit = page.getByTestId('edit');
  const banner = page.getByTestId('editor-banner');
  await expect(banner).toHaveCount(0);
  await edit.click();
  await expect(banner).toHaveText('Editing the board');
  await expect(edit).toHaveAttribute('aria-pressed', 'true');
  await expect(status(page)).toBeHidden();
  expect(await primaries(page)).toEqual(['play-from-here']);
  // Closed unchanged: no question.
  await edit.click();
  await expect(banner).toHaveCount(0);
  await expect(status(page)).toBeVisible();
  expect(await primaries(page)).toEqual(['start']);

  // Changed: closing asks first, in the page; Escape keeps the changes.
  await edit.click();
  await studyCell(page, 3, 3).click();
  await expect(study(page).locator('[data-stone]')).toHaveCount(10);
  await edit.click();
  const question = page.getByTestId('confirm-discard');
  await expect(question).toContainText('throw away the changes');
  await expect(page.getByTestId('discard-edits')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(question).toHaveCount(0);
  await expect(edit).toBeFocused();
  await expect(banner).toBeVisible();
  await expect(study(page).locator('[data-stone]')).toHaveCount(10);
  await edit.click();
  await page.getByTestId('discard-edits').click();
  await expect(banner).toHaveCount(0);
  await expect(study(page).locator('[data-row]')).toHaveCount(0);
  await expect(page.locator('.board-frame [data-stone]')).toHaveCount(9);

  // A new game started meanwhile: asked too; kept, then thrown away for the game.
  await edit.click();
  await studyCell(page, 4, 4).click();
  await startButton(page).click();
  await expect(question).toContainText('A new game has started');
  await page.getByTestId('keep-editing').click();
  await expect(question).toHaveCount(0);
  await expect(study(page).locator('[data-row="4"][data-col="4"]')).toHaveAttribute('data-stone');
  await edit.click();
  await page.getByTestId('discard-edits').click();
  await expect(banner).toHaveCount(0);
  await expect(status(page)).toBeVisible();
  await expect(study(page).locator('[data-row]')).toHaveCount(0);
  expect(game.dialogs).toEqual([]);
  expectCleanRun(game);
});

test('on a phone, stepping through a review keeps the board in view, and a toggle that is on looks pressed', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ baseURL, viewport: { width: 360, height: 640 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });
  const page = await context.newPage();
  const game = await openStudy(page);
  const analysis = page.getByTestId('analysis');
  const look = () => analysis.evaluate((b) => `${getComputedStyle(b).backgroundColor} ${getComputedStyle(b).borderWidth}`);
  for (const scheme of ['light', 'dark']) {
    await page.emulateMedia({ colorScheme: scheme });
    const off = await look();
    await analysis.click();
    await expect(analysis).toHaveAttribute('aria-pressed', 'true');
    expect(await look(), `Analysis pressed in the ${scheme} theme`).not.toBe(off);
    await analysis.click();
    await expect(analysis).toHaveAttribute('aria-pressed', 'false');
  }
  await page.emulateMedia({ colorScheme: 'light' });
  await review(page);
  const frame = page.locator('.board-frame').filter({ visible: true });
  const inView = async (what) => {
    const box = await frame.boundingBox();
    expect(box.y, `the board's top ${what}`).toBeGreaterThanOrEqual(-1);
    expect(box.y + box.height, `the board's bottom ${what}`).toBeLessThanOrEqual(641);
    return box;
  };
  // Down to the move list: the board stays in view, and a move picked there shows on it.
  const list = page.getByTestId('move-list');
  await list.evaluate((el) => el.scrollIntoView({ block: 'end' }));
  await inView('with the move list in view');
  await list.locator('[data-ply="5"]').click();
  await expect(ply(page)).toHaveText('5 / 8');
  await inView('after a move picked in the list');
  // Up to the buttons, right under the board: › steps on, and nothing moves.
  const next = page.getByTestId('nav-next');
  const board = await frame.boundingBox();
  const top = (await next.boundingBox()).y;
  await page.evaluate((by) => window.scrollBy(0, by), top - (board.y + board.height) - 4);
  const scrolled = await page.evaluate(() => window.scrollY);
  for (let n = 6; n <= 8; n++) {
    const box = await next.boundingBox();
    const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
    expect(await page.evaluate(([x, y]) => document.elementFromPoint(x, y)?.dataset.testid, [x, y]), '› is not covered').toBe('nav-next');
    await page.mouse.click(x, y);
    await expect(ply(page)).toHaveText(`${n} / 8`);
    await inView(`after › to move ${n}`);
    expect(await page.evaluate(() => window.scrollY), `the page did not scroll at move ${n}`).toBe(scrolled);
    // The explanation of a marked move is right under the buttons, in view too.
    if (n === 6 || n === 7) {
      const note = await page.getByTestId('mark-note').boundingBox();
      expect(note.y + note.height).toBeLessThanOrEqual(641);
    }
  }
  expectCleanRun(game);
  await context.close();
});
