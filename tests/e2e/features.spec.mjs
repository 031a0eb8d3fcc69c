// What players of Gomoku sites expect beyond the original: the winning line, the last
// move and move numbers, undo, hints, draws, resuming after a reload, game records and
// links (to copy by hand where the clipboard is refused), phones, the keyboard and screen
// readers, two languages and the dark theme. Run at a desktop and a phone size, in the
// light and the dark theme (playwright.config.mjs).
import { expect, test } from '@playwright/test';
import { cell, drawnGame, expectCleanRun, FAR_POINTS, hasFive, inGame, notation, nthAlert, openGame, openSetup, playAndWait, press, readBoard, screenshot, showPanel, SIZE, start, startButton, status, stones, winningLines } from './gobang.mjs';

const shot = (page, testInfo, name) => screenshot(page, `${testInfo.project.name}-${name}`);

/** Plays far from the computer (Classic, computer first) until it wins. */
async function loseAGame(game, testInfo) {
  for (const point of FAR_POINTS) {
    // The game is over as soon as the winning stone is drawn (its alert a frame or two
    // later).
    if (!(await inGame(game.page))) break;
    await playAndWait(game, point, testInfo);
  }
  expect((await nthAlert(game, 1)).message).toContain('computer won');
}

test('the winning line, the last move and move numbers', async ({ page }, testInfo) => {
  const game = await openGame(page);
  await start(page, 'me');
  const line = winningLines().me;
  for (const point of line.slice(0, 3)) await playAndWait(game, point, testInfo);
  // The newest stone, the computer's reply, carries the mark.
  await expect(page.locator('[data-last="true"]')).toHaveCount(1);
  await expect(page.locator('[data-last="true"]')).toHaveAttribute('data-stone', 'white');
  // (On a phone the options fold behind More while the game is on.)
  await showPanel(page);
  await page.getByTestId('numbers').check();
  await expect(cell(page, line[0]).locator('.stone')).toHaveText('1');
  await expect(page.locator('.stone:not(:empty)')).toHaveCount(6);
  await page.getByTestId('numbers').uncheck();
  await expect(page.locator('.stone:not(:empty)')).toHaveCount(0);
  for (const point of line.slice(3)) await playAndWait(game, point, testInfo);
  expect((await nthAlert(game, 1)).message).toContain('you won');
  const winners = page.locator('[data-win="true"]');
  expect(await winners.count()).toBeGreaterThanOrEqual(5);
  for (const stone of await winners.all()) await expect(stone).toHaveAttribute('data-stone', 'black');
  await expect(cell(page, line.at(-1))).toHaveAttribute('data-win', 'true');
  await expect(cell(page, line.at(-1))).toHaveAttribute('data-last', 'true');
  await expect(status(page)).toContainText('You won');
  await shot(page, testInfo, 'win-line');
  // The README's pictures: what a person sees on the screen, without scrolling.
  await page.screenshot({ path: `target/screenshots/${testInfo.project.name}-readme.png` });
  expectCleanRun(game);
});

test('undo takes back a move and its reply, also after a loss, and is off when there is nothing to undo', async ({
  page,
}, testInfo) => {
  const game = await openGame(page);
  const undo = page.getByTestId('undo');
  await expect(undo).toBeDisabled();
  await start(page, 'computer');
  await expect(undo).toBeDisabled();
  await playAndWait(game, { row: 0, col: 0 }, testInfo);
  await expect(stones(page)).toHaveCount(3);
  await undo.click();
  await expect(stones(page)).toHaveCount(1);
  await expect(undo).toBeDisabled();
  await expect(status(page)).toContainText('your turn');

  await loseAGame(game, testInfo);
  const lost = await stones(page).count();
  await expect(undo).toBeEnabled();
  await undo.click();
  await expect(stones(page)).toHaveCount(lost - 2);
  await expect(page.getByTestId('notice')).toContainText('the game goes on');
  await expect(page.locator('[data-win="true"]')).toHaveCount(0);
  await expect(startButton(page)).toHaveText('End game');
  await expect(status(page)).toContainText('your turn');
  // The game goes on from there.
  await playAndWait(game, { row: 5, col: 5 }, testInfo);
  await expect(stones(page)).toHaveCount(lost);
  expectCleanRun(game);
});

test('hint shows the strongest level\'s move as a ghost stone without playing it', async ({ page }, testInfo) => {
  const game = await openGame(page);
  const hint = page.getByTestId('hint');
  await expect(hint).toBeDisabled();
  await start(page, 'computer');
  await hint.click();
  const ghost = page.locator('[data-hint="true"]');
  await expect(ghost).toHaveCount(1);
  await expect(ghost).not.toHaveAttribute('data-stone');
  await expect(stones(page)).toHaveCount(1);
  // The hint in words: where, and why.
  const row = Number(await ghost.getAttribute('data-row'));
  const col = Number(await ghost.getAttribute('data-col'));
  const name = `${String.fromCharCode(65 + col)}${SIZE - row}`;
  await expect(page.getByTestId('hint-text')).toHaveText(new RegExp(`^Hint: ${name} — .+\\.$`));
  await expect(page.getByTestId('announcer')).toContainText(`Hint: ${name}`);
  await shot(page, testInfo, 'hint');
  await playAndWait(game, { row, col }, testInfo);
  await expect(ghost).toHaveCount(0);
  await expect(cell(page, { row, col })).toHaveAttribute('data-stone', 'white');
  expectCleanRun(game);
});

test('a full board ends the game as a draw, with its alert', async ({ page }, testInfo) => {
  const moves = drawnGame();
  const link = moves.slice(0, -1).map(notation).join(',');
  const game = await openGame(page, `./#moves=${link}`);
  await expect(stones(page)).toHaveCount(SIZE * SIZE - 1);
  await openSetup(page);
  await page.getByTestId('level').selectOption('classic');
  await press(page, moves.at(-1), testInfo);
  const alert = await nthAlert(game, 1);
  expect(alert.message).toContain('draw');
  expect(alert.stones).toBe(SIZE * SIZE);
  await expect(status(page)).toContainText('Draw');
  await expect(startButton(page)).toHaveText('Start game');
  await shot(page, testInfo, 'draw');
  expectCleanRun(game);
});

test('a reload brings back the game in progress; a corrupt save is put away with a notice', async ({
  page,
}, testInfo) => {
  const game = await openGame(page);
  await start(page, 'me', 'classic');
  await playAndWait(game, { row: 9, col: 9 }, testInfo);
  await playAndWait(game, { row: 10, col: 10 }, testInfo);
  const before = await readBoard(page);
  await page.reload();
  await expect(stones(page)).toHaveCount(4);
  expect(await readBoard(page)).toEqual(before);
  await expect(page.getByTestId('level')).toHaveValue('classic');
  await expect(page.getByTestId('first-me')).toBeChecked();
  await expect(startButton(page)).toHaveText('End game');
  await expect(status(page)).toContainText('your turn');
  await expect(page.getByTestId('notice')).toContainText('restored');
  await playAndWait(game, { row: 2, col: 2 }, testInfo);
  await expect(stones(page)).toHaveCount(6);

  for (const corrupt of ['}{ not a save', 'gobang-save 9\nmoves j10', 'gobang-save 1\nsize 19\nlevel hard\nperson black\nmoves j10 j10']) {
    await page.evaluate((text) => localStorage.setItem('gobang.save', text), corrupt);
    await page.reload();
    await expect(page.getByTestId('notice')).toContainText('could not be restored');
    await expect(stones(page)).toHaveCount(0);
    await expect(startButton(page)).toHaveText('Start game');
    expect(await page.evaluate(() => localStorage.getItem('gobang.save'))).toBeNull();
  }
  expectCleanRun(game);
});

test('game records: copy, load, links, and bad records named and refused', async ({ page, context }, testInfo) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const game = await openGame(page);
  await start(page, 'me', 'classic');
  await playAndWait(game, { row: 9, col: 9 }, testInfo);
  await showPanel(page);
  await page.locator('details.record summary').click();
  await page.getByTestId('copy-record').click();
  await expect(page.getByTestId('record-notice')).toContainText('Copied');
  const record = await page.evaluate(() => navigator.clipboard.readText());
  const [, seed, moves] = /^level=classic seed=(\d+) (j10 [a-s]\d+)$/.exec(record) ?? [];
  expect(moves, record).toBeDefined();

  await page.getByTestId('copy-link').click();
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(link).toContain(`#level=classic&seed=${seed}&moves=${moves.replace(' ', ',')}`);

  const bad = [
    ['j10 z3', 'unknown coordinate `z3`'],
    ['j10 k11 j10', 'j10 was already played at move 1'],
    ['a1 a2 b1 b2 c1 c2 d1 d2 e1 e2', 'already won at move 9'],
  ];
  const board = await readBoard(page);
  for (const [text, reason] of bad) {
    await page.getByTestId('record-input').fill(text);
    await page.getByTestId('load-record').click();
    await expect(page.getByTestId('import-error')).toContainText(reason);
    expect(await readBoard(page)).toEqual(board);
  }
  await page.getByTestId('record-input').fill('K10 k11, j11');
  await page.getByTestId('load-record').click();
  // The game in progress is replaced only when the person says so.
  await page.getByTestId('open-anyway').click();
  await expect(stones(page)).toHaveCount(3);
  await expect(cell(page, { row: 9, col: 10 })).toHaveAttribute('data-stone', 'black');
  await expect(status(page)).toContainText('You: white');
  await expect(page.getByTestId('notice')).toHaveText('Game loaded: it is your move.');
  await expect(page.getByTestId('import-error')).toBeEmpty();

  await page.goto(link);
  await expect(stones(page)).toHaveCount(2);
  expect(await page.evaluate(() => location.hash)).toBe('');
  await page.goto('./#moves=j10,zz');
  await expect(page.getByTestId('notice')).toContainText('unknown coordinate `zz`');
  expectCleanRun(game);
});

test('the clipboard refused: the record and the link are shown selected to copy by hand, and play goes on', async ({
  page,
  context,
}, testInfo) => {
  // The browser refuses the write, as it does for a page without the permission or out of
  // focus (Chromium under test allows it, so the refusal is made here).
  await page.addInitScript(() => {
    navigator.clipboard.writeText = () => Promise.reject(new DOMException('Write permission denied.', 'NotAllowedError'));
  });
  const game = await openGame(page);
  await start(page, 'me', 'classic');
  await playAndWait(game, { row: 9, col: 9 }, testInfo);
  await showPanel(page);
  await page.locator('details.record summary').click();
  const output = page.getByTestId('record-output');
  const copies = [
    ['copy-record', /^level=classic seed=\d+ j10 [a-s]\d+$/],
    ['copy-link', /^http:\/\/127\.0\.0\.1:\d+\/#level=classic&seed=\d+&moves=j10,[a-s]\d+$/],
  ];
  for (const [button, text] of copies) {
    await page.getByTestId(button).click();
    await expect(page.getByTestId('record-notice')).toHaveText(
      'The browser did not allow copying: the text is selected below, copy it with Ctrl+C.',
    );
    await expect(output).toHaveValue(text);
    // As the notice says: selected, all of it, where Ctrl+C copies it.
    await expect(output).toBeFocused();
    await expect
      .poll(() => output.evaluate((area) => area.value.slice(area.selectionStart, area.selectionEnd)))
      .toBe(await output.inputValue());
  }
  await shot(page, testInfo, 'copy-by-hand');
  // The game goes on, and a copy the browser allows takes the text away again.
  await playAndWait(game, { row: 5, col: 5 }, testInfo);
  await expect(stones(page)).toHaveCount(4);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.evaluate(() => delete navigator.clipboard.writeText);
  await page.getByTestId('copy-record').click();
  await expect(page.getByTestId('record-notice')).toHaveText('Copied.');
  await expect(output).toHaveCount(0);
  expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/^level=classic seed=\d+ j10 [a-s]\d+ f14 [a-s]\d+$/);
  expectCleanRun(game);
});

test('the board fits the screen, and the panel goes below it on a phone', async ({ page }, testInfo) => {
  const game = await openGame(page);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, 'horizontal scrolling').toBeLessThanOrEqual(0);
  const board = await page.locator('.board').boundingBox();
  const panel = await page.locator('.panel').boundingBox();
  const width = page.viewportSize().width;
  expect(board.x).toBeGreaterThanOrEqual(0);
  expect(board.x + board.width).toBeLessThanOrEqual(width);
  if (width < 700) expect(panel.y).toBeGreaterThanOrEqual(board.y + board.height);
  else expect(panel.x).toBeGreaterThanOrEqual(board.x + board.width);
  // No empty box on screen: an empty notice (the study's stand-in's, before its own
  // stylesheet has loaded) takes no room.
  const emptyBoxes = await page.evaluate(() =>
    [...document.querySelectorAll('.notice:empty')].filter((n) => n.getBoundingClientRect().height > 0).length,
  );
  expect(emptyBoxes, 'empty notices shown').toBe(0);
  await start(page, 'me', 'classic');
  await playAndWait(game, { row: 9, col: 9 }, testInfo);
  await expect(cell(page, { row: 9, col: 9 })).toHaveAttribute('data-stone', 'black');
  await shot(page, testInfo, 'playing');
  expectCleanRun(game);
});

test('keyboard and screen readers: arrows move, Enter plays, points are labelled, alerts are announced', async ({
  page,
}) => {
  const game = await openGame(page);
  const grid = page.getByRole('grid');
  await expect(grid).toHaveCount(1);
  await expect(page.getByRole('row')).toHaveCount(SIZE);
  await expect(cell(page, { row: 9, col: 9 })).toHaveAttribute('aria-label', 'J10, empty');
  const announcer = page.getByTestId('announcer');
  await expect(announcer).toHaveAttribute('aria-live', 'polite');
  // Enter before a game: the alert's text is also in the live region.
  await cell(page, { row: 9, col: 9 }).focus();
  await page.keyboard.press('Enter');
  expect((await nthAlert(game, 1)).message).toContain('Start game');
  await expect(announcer).toContainText('Please read the rules');
  await start(page, 'me', 'classic');
  await cell(page, { row: 9, col: 9 }).focus();
  for (const key of ['ArrowUp', 'ArrowUp', 'ArrowLeft']) await page.keyboard.press(key);
  const focused = cell(page, { row: 7, col: 8 });
  await expect(focused).toBeFocused();
  await expect(focused).toHaveAttribute('tabindex', '0');
  await page.keyboard.press('Space');
  await expect(focused).toHaveAttribute('data-stone', 'black');
  await expect(focused).toHaveAttribute('aria-label', 'I12, black stone');
  await expect(stones(page)).toHaveCount(2);
  expectCleanRun(game);
});

test('English and 简体中文: from the browser, switchable and remembered', async ({ page, browser }, testInfo) => {
  const game = await openGame(page);
  const lang = page.getByTestId('lang');
  await expect(lang).toHaveValue('en');
  await lang.selectOption('zh-CN');
  await expect(startButton(page)).toHaveText('开始游戏');
  await expect(page.getByTestId('first-me').locator('..')).toContainText('你先手');
  expect(await page.evaluate(() => document.documentElement.lang)).toBe('zh-CN');
  await page.reload();
  await expect(startButton(page)).toHaveText('开始游戏');
  await page.getByTestId('level').selectOption('classic');
  await page.getByTestId('first-me').check();
  await startButton(page).click();
  await expect(status(page)).toContainText('轮到你下');
  // One person throughout, and full-width punctuation.
  await expect(status(page)).toContainText('你：');
  await expect(cell(page, { row: 9, col: 9 })).toHaveAttribute('aria-label', 'J10，空');
  await shot(page, testInfo, 'chinese');
  expectCleanRun(game);

  const chinese = await browser.newContext({ locale: 'zh-CN', ...testInfo.project.use });
  const other = await chinese.newPage();
  await other.goto(page.url());
  await expect(other.getByTestId('start')).toHaveText('开始游戏');
  await chinese.close();
});

test('the theme follows the system, and the board reads well in it', async ({ page }, testInfo) => {
  const game = await openGame(page);
  const dark = testInfo.project.use.colorScheme === 'dark';
  const luminance = (rgb) => {
    const [r, g, b] = rgb.match(/\d+/g).map(Number);
    return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
  };
  const page_bg = await page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor);
  if (dark) expect(luminance(page_bg)).toBeLessThan(0.2);
  else expect(luminance(page_bg)).toBeGreaterThan(0.8);
  // The lines stand out from the wood in either theme.
  const [line, wood] = await page.evaluate(() => {
    const style = getComputedStyle(document.documentElement);
    return [style.getPropertyValue('--line'), style.getPropertyValue('--wood')];
  });
  const hex = (h) => `rgb(${parseInt(h.slice(1, 3), 16)}, ${parseInt(h.slice(3, 5), 16)}, ${parseInt(h.slice(5, 7), 16)})`;
  expect(luminance(hex(wood.trim())) - luminance(hex(line.trim()))).toBeGreaterThan(0.3);
  await start(page, 'computer', 'classic');
  await shot(page, testInfo, 'theme');
  expectCleanRun(game);
});
