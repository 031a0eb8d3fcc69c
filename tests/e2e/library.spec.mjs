// The library page: a RenLib library built here byte by byte (as RenLib writes one:
// engine/src/renlib.rs) opened through the record box's file input (open-file), walked
// by click and by keyboard, a move's comment, mark and board text shown, a step back,
// the line exported, a line played against the computer on the page's board; a corrupt
// file refused with its byte and the game left as it was; screenshots at a desktop's and
// a phone's size, light and dark, and in Chinese.
import { expect, test } from '@playwright/test';
import { expectCleanRun, openGame, screenshot } from './gobang.mjs';
import { GBK_LIBRARY as GBK, RENLIB_HEADER as HEADER, renlibPoint as at } from './samples.mjs';


/** The root; h8 with the comment "Sunrise"; below it a text "A" on g9 (not a move), i9
 * (marked, a leaf), and i8 followed by j8. */
const LIBRARY = Buffer.from([
  ...HEADER,
  0, 0,
  at('h8'), 0x08, ...Buffer.from('Sunrise'), 0,
  at('g9'), 0xc3, 0, 1, 0x41, 0,
  at('i9'), 0xd0,
  at('i8'), 0,
  at('j8'), 0x40,
]);
/** The root, h8, then a point off the board (byte 16: column 0) at byte 24. */
const CORRUPT = Buffer.from([...HEADER, 0, 0, at('h8'), 0, 0x10, 0x40]);

/** One line whose last move, black's i8, makes two open threes: forbidden in renju. */
const FORBIDDEN_LINE = ['g8', 'a1', 'h8', 'a3', 'i9', 'a5', 'i10', 'c1', 'i8'];
const FORBIDDEN = Buffer.from([
  ...HEADER,
  0, 0,
  ...FORBIDDEN_LINE.flatMap((name, i) => [at(name), i + 1 === FORBIDDEN_LINE.length ? 0x40 : 0]),
]);

const view = (page) => page.getByTestId('library');
const point = (page, name) => view(page).locator(`[data-row="${15 - Number(name.slice(1))}"][data-col="${name.charCodeAt(0) - 97}"]`);
const gamePoint = (page, name, size) => page.locator(`#page [data-row="${size - Number(name.slice(1))}"][data-col="${name.charCodeAt(0) - 97}"]`);
const open = (page, name, buffer) => page.setInputFiles('[data-testid=open-file]', { name, mimeType: 'application/octet-stream', buffer });

test('a library is walked by click and keyboard, and a line played from; a corrupt file is refused with its byte', async ({ page }) => {
  const game = await openGame(page, './#mode=person&moves=j10,k11');
  await expect(page.locator('#page [data-stone]')).toHaveCount(2);
  // Refused: the reason with its byte, the game untouched underneath.
  await open(page, 'broken.lib', CORRUPT);
  await expect(page.getByTestId('import-error')).toHaveText('Could not read broken.lib: byte 24: point 16 is off the 15x15 board.');
  await expect(view(page)).toHaveCount(0);
  await expect(page.locator('#page [data-stone]')).toHaveCount(2);
  await expect(gamePoint(page, 'j10', 19)).toHaveAttribute('data-stone', 'black');
  // Read: the root's one move marked on the board.
  await open(page, 'sunrise.lib', LIBRARY);
  await expect(view(page)).toHaveAttribute('data-node-children', '1');
  await expect(page.getByTestId('import-error')).toBeEmpty();
  await expect(page.locator('#library-heading')).toBeFocused();
  await expect(page.getByTestId('library-line')).toContainText('the empty board');
  await expect(view(page).locator('[data-library-child]')).toHaveCount(1);
  await point(page, 'h8').click();
  await expect(view(page)).toHaveAttribute('data-node-children', '2');
  await expect(page.getByTestId('library-comment')).toHaveText('Sunrise');
  await expect(point(page, 'h8')).toHaveAttribute('data-stone', 'black');
  await expect(point(page, 'i9')).toHaveAttribute('data-library-child', 'marked');
  await expect(point(page, 'i8')).toHaveAttribute('data-library-child', 'true');
  await expect(point(page, 'g9')).toHaveText('A');
  await expect(point(page, 'g9')).not.toHaveAttribute('data-library-child');
  await expect(point(page, 'i8')).toHaveAttribute('aria-label', /a library move/);
  await screenshot(page, 'library-desktop-light-h8');
  // A point that is no move of the library does nothing (but shake).
  await point(page, 'a1').click();
  await expect(point(page, 'a1')).toHaveAttribute('data-refused', 'true');
  await expect(view(page)).toHaveAttribute('data-node-children', '2');
  // By keyboard: Enter on i8.
  await point(page, 'i8').focus();
  await page.keyboard.press('Enter');
  await expect(view(page)).toHaveAttribute('data-node-children', '1');
  await expect(page.getByTestId('library-line')).toContainText('h8 i8');
  await page.getByTestId('library-back').click();
  await expect(page.getByTestId('library-line')).toContainText('h8');
  await expect(view(page)).toHaveAttribute('data-node-children', '2');
  await point(page, 'i8').click();
  await point(page, 'j8').click();
  await expect(view(page)).toHaveAttribute('data-node-children', '0');
  await expect(page.getByTestId('library-below')).toHaveText('No moves follow: this line ends here.');
  await expect(point(page, 'j8')).toHaveText('3');
  // The line exported: in the page's own record, and as SGF.
  await expect(view(page).getByTestId('export-output')).toHaveValue(/h8 i8 j8/);
  await view(page).getByTestId('export-format').selectOption('sgf');
  await expect(view(page).getByTestId('export-output')).toHaveValue(/;B\[hh\]\s*;W\[ih\]\s*;B\[jh\]/);
  await view(page).getByTestId('export-format').selectOption('record');
  await expect(point(page, 'a1')).not.toHaveAttribute('data-refused');
  for (const scheme of ['light', 'dark']) {
    await page.emulateMedia({ colorScheme: scheme });
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, `library-phone-${scheme}-j8`);
    await page.setViewportSize({ width: 1280, height: 900 });
    await screenshot(page, `library-desktop-${scheme}-j8`);
  }
  await page.emulateMedia({ colorScheme: 'light' });
  // Played from: the page's game is the line, on 15x15, the person to move (white).
  await page.getByTestId('library-play').click();
  await expect(view(page)).toBeHidden();
  await expect(page.locator('#page')).toBeVisible();
  await expect(page.locator('#page [data-stone]')).toHaveCount(3);
  await expect(gamePoint(page, 'h8', 15)).toHaveAttribute('data-stone', 'black');
  await expect(gamePoint(page, 'i8', 15)).toHaveAttribute('data-stone', 'white');
  await expect(gamePoint(page, 'j8', 15)).toHaveAttribute('data-stone', 'black');
  expectCleanRun(game);
});

test('a line with a forbidden move is shown but not played; a line is analysed on the page', async ({ page }) => {
  const game = await openGame(page);
  await open(page, 'forbidden.lib', FORBIDDEN);
  for (const name of FORBIDDEN_LINE) await point(page, name).click();
  await expect(view(page)).toHaveAttribute('data-node-children', '0');
  await expect(view(page).locator('[data-stone]')).toHaveCount(9);
  await expect(page.getByTestId('library-unplayable')).toHaveText('Move 9, i8, is forbidden to black (a double three): this line cannot be played.');
  await expect(page.getByTestId('library-play')).toBeDisabled();
  await expect(page.getByTestId('library-analyse')).toBeDisabled();
  await screenshot(page, 'library-desktop-light-forbidden');
  // One move back the line plays: analysed on the page, the library page closed.
  await page.getByTestId('library-back').click();
  await expect(page.getByTestId('library-unplayable')).toBeHidden();
  await page.getByTestId('library-analyse').click();
  await expect(view(page)).toBeHidden();
  await expect(page.getByTestId('analysis')).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('analysis-board')).toBeVisible();
  await expect(page.locator('#study-board [data-stone]')).toHaveCount(8);
  expectCleanRun(game);
});

test('the library page in Chinese, on a phone in the dark', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('gobang.lang', 'zh-CN'));
  const game = await openGame(page);
  await page.setViewportSize({ width: 360, height: 780 });
  await page.emulateMedia({ colorScheme: 'dark' });
  await open(page, 'broken.lib', CORRUPT);
  await expect(page.getByTestId('import-error')).toHaveText('无法读取 broken.lib：位置 16 不在 15×15 棋盘上（第 24 字节）。');
  await open(page, 'sunrise.lib', LIBRARY);
  await expect(page.getByTestId('import-error')).toBeEmpty();
  await point(page, 'h8').click();
  await expect(page.getByTestId('library-below')).toHaveText('后面有 2 种着法，已在棋盘上标出。');
  await screenshot(page, 'library-phone-dark-zh-h8');
  expectCleanRun(game);
});

test('a Chinese library\'s comments, written in GBK, read as Chinese', async ({ page }) => {
  const game = await openGame(page);
  await open(page, 'gbk.lib', GBK);
  await expect(view(page)).toHaveAttribute('data-node-children', '1');
  await point(page, 'h8').click();
  await expect(page.getByTestId('library-comment')).toHaveText('作者：王');
  await screenshot(page, 'library-gbk-comment');
  expectCleanRun(game);
});
