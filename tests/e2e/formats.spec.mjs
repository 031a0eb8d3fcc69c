// The formats players exchange, on the page: a Piskvork .psq file opened, an SGF game
// with side lines pasted (its variations on the analysis board), a RenjuNet database with
// two games to choose from, a Gomocalc link, a file dropped on the board; the page's game
// exported in each format and read back; bad files refused with where and why (in both
// languages), a huge file refused unread, and the game on the board never changed by a
// refusal.
import { expect, test } from '@playwright/test';
import { expectCleanRun, openGame, openSetup, playAndWait, readBoard, screenshot, start, status } from './gobang.mjs';
import { GB2312_SGF, GOMOCUP, PLAYOK } from './samples.mjs';

/** The stones on the page's own board (the analysis board, when open, shows them again). */
const stones = (page) => page.locator('main > .board-frame [data-stone]');

/** A Gomocup game as Piskvork saves it: 15x15, black h8 i9 j10, white h9 ... */
const PSQ = ['Piskvorky 15x15, 11:11, 0', '8,8,120', '8,7,95', '9,9,130', '10,10,88', '10,10,0'].join('\n');
const PSQ_GOOD = ['Piskvorky 15x15, 11:11, 0', '8,8,120', '8,7,95', '9,9,130', 'pbrain-one.exe', 'pbrain-two.exe', '-1'].join('\r\n');
const SGF = '(;GM[4]FF[4]SZ[15]PB[Ann]PW[Bob];B[hh];W[ig](;B[jf];W[gi])(;B[gi]))';
/** A game black has won: five down the h column. */
const WON_SGF = '(;GM[4]FF[4]SZ[15];B[hh];W[ah];B[hi];W[bh];B[hj];W[ch];B[hk];W[dh];B[hl])';
const RIF = `<?xml version="1.0" encoding="utf-8"?>
<database>
  <players><player id="1" name="Ann" surname="Lee"/><player id="2" name="Bob" surname="Ray"/></players>
  <rules><rule id="1" name="RIF"/></rules>
  <games>
    <game id="7" bid="1" wid="2" rule="1"><move>h8 h9 i9</move></game>
    <game id="8" bid="2" wid="1" rule="1"><move>h8 i9 j10 g7 k11</move></game>
  </games>
</database>`;

const shot = (page, testInfo, name) => screenshot(page, `${testInfo.project.name}-formats-${name}`);

async function openRecord(page) {
  await page.locator('details.record summary').click();
  await expect(page.getByTestId('open-file')).toBeAttached();
}

async function openFile(page, name, text) {
  const buffer = typeof text === 'string' ? Buffer.from(text) : text;
  await page.getByTestId('open-file').setInputFiles({ name, mimeType: 'application/octet-stream', buffer });
}

test('a .psq file opens, a bad one is refused with its line and changes nothing', async ({ page }, testInfo) => {
  const game = await openGame(page);
  await openRecord(page);
  await openFile(page, 'game.psq', PSQ_GOOD);
  await expect(stones(page)).toHaveCount(3);
  // 15x15: h8 is row 7, col 7 from the top left; 8,7 is h9.
  await expect(page.locator('[data-row="7"][data-col="7"]')).toHaveAttribute('data-stone', 'black');
  await expect(page.locator('[data-row="6"][data-col="7"]')).toHaveAttribute('data-stone', 'white');
  await expect(page.getByTestId('import-error')).toBeEmpty();
  const board = await readBoard(page);
  await openFile(page, 'bad.psq', PSQ);
  await expect(page.getByTestId('import-error')).toContainText('line 6');
  expect(await readBoard(page)).toEqual(board);
  await shot(page, testInfo, 'refused');
  expectCleanRun(game);
});

test('pasted SGF opens with its side lines on the analysis board; a RenjuNet file lists its games', async ({ page }) => {
  const game = await openGame(page);
  await openRecord(page);
  await page.getByTestId('record-input').fill(SGF);
  await page.getByTestId('load-record').click();
  await expect(stones(page)).toHaveCount(4);
  await expect(page.getByTestId('analysis-board')).toBeVisible();
  // The side lines are on the analysis board: after black's h8 and white's i9, j10 or g7.
  await expect(page.getByTestId('tree-record')).toHaveValue('h8 i9 j10 (g7) g7');
  await expect(page.getByTestId('import-error')).toBeEmpty();

  await openFile(page, 'games.rif', RIF);
  const choice = page.getByTestId('import-choice');
  await expect(choice.locator('option')).toHaveCount(2);
  await expect(choice.locator('option').nth(1)).toContainText('Bob');
  await choice.selectOption({ index: 1 });
  await page.getByTestId('open-choice').click();
  await expect(stones(page)).toHaveCount(5);
  await expect(choice).toHaveCount(0);
  expectCleanRun(game);
});

test('a Gomocalc link and a file dropped on the board open; the game exports in each format and reads back', async ({
  page,
}, testInfo) => {
  const game = await openGame(page);
  await openRecord(page);
  await page.getByTestId('record-input').fill('https://gomocalc.com/#/h8h7i7');
  await page.getByTestId('load-record').click();
  await expect(stones(page)).toHaveCount(3);
  const board = await readBoard(page);
  const texts = {};
  for (const format of ['record', 'psq', 'sgf', 'rif', 'gomocalc', 'playok']) {
    await page.getByTestId('export-format').selectOption(format);
    await expect(page.getByTestId('export-output')).not.toHaveValue('');
    texts[format] = await page.getByTestId('export-output').inputValue();
  }
  expect(texts.psq).toMatch(/^Piskvorky 15x15/);
  expect(texts.sgf).toContain('GM[4]');
  expect(texts.rif).toContain('<move>');
  expect(texts.gomocalc).toBe('https://gomocalc.com/#/h8h7i7');
  expect(texts.playok).toMatch(/^\[GameType "\d+,15"\]$/m);
  await shot(page, testInfo, 'export');
  for (const format of ['psq', 'sgf', 'rif', 'playok']) {
    await page.getByTestId('record-input').fill('j10');
    await page.getByTestId('load-record').click();
    await expect(stones(page)).toHaveCount(1);
    await page.getByTestId('record-input').fill(texts[format]);
    await page.getByTestId('load-record').click();
    await expect(stones(page)).toHaveCount(3);
    expect(await readBoard(page), format).toEqual(board);
  }

  // A file dropped on the board.
  const drop = await page.evaluateHandle((text) => {
    const data = new DataTransfer();
    data.items.add(new File([text], 'dropped.sgf'));
    return data;
  }, SGF.replace(/\(;B\[gi\]\)/, ''));
  await page.locator('.board-frame').first().dispatchEvent('drop', { dataTransfer: drop });
  await expect(stones(page)).toHaveCount(4);
  expectCleanRun(game);
});

test('refusals say where and why in both languages; a huge file is refused unread', async ({ page }) => {
  const game = await openGame(page);
  await openRecord(page);
  const error = page.getByTestId('import-error');
  await page.getByTestId('record-input').fill('(;GM[4]SZ[15];B[hh];W[hh])');
  await page.getByTestId('load-record').click();
  await expect(error).toContainText('already played');
  await openFile(page, 'huge.psq', Buffer.alloc(17 * 1024 * 1024, 48));
  await expect(error).toContainText('17.0 MB');
  await openFile(page, 'picture.png', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0xff, 0xfe, 0x00]));
  await expect(error).toContainText('neither a game');
  await page.getByTestId('record-input').fill('Piskvorky 15x15, 11:11, 0\n8,8,0\n99,1,0');
  await page.getByTestId('load-record').click();
  await expect(error).toContainText('line 3');
  await page.getByTestId('lang').selectOption('zh-CN');
  await expect(error).toContainText('第 3 行');
  await expect(stones(page)).toHaveCount(0);
  expectCleanRun(game);
});

test('a file opened during a game asks first: kept, nothing changes; opened, it replaces the game; a finished game says only its result', async ({
  page,
}) => {
  const game = await openGame(page);
  await start(page, 'me', 'classic');
  await playAndWait(game, { row: 3, col: 3 });
  const board = await readBoard(page);
  await openRecord(page);
  await openFile(page, 'game.psq', PSQ_GOOD);
  const question = page.getByTestId('confirm-open');
  await expect(question).toContainText('A game is in progress');
  expect(await readBoard(page)).toEqual(board);
  await page.getByTestId('keep-game').click();
  await expect(question).toHaveCount(0);
  expect(await readBoard(page)).toEqual(board);
  await openFile(page, 'game.psq', PSQ_GOOD);
  await page.getByTestId('open-anyway').click();
  await expect(question).toHaveCount(0);
  await expect(stones(page)).toHaveCount(3);
  // The game read, not moved in since, is replaced without a question.
  await openFile(page, 'won.sgf', WON_SGF);
  await expect(stones(page)).toHaveCount(9);
  await expect(question).toHaveCount(0);
  await expect(status(page)).toHaveText('Black wins!');
  await expect(page.getByTestId('notice')).toHaveCount(0);
  // The files' games are studied between two people; the next game's setup keeps the
  // person's choice: the computer, the person first.
  await openSetup(page);
  await expect(page.getByTestId('opponent')).toHaveValue('computer');
  await expect(page.getByTestId('first-me')).toBeChecked();
  await expect(page.getByTestId('setup-summary')).toContainText('Classic');
  expectCleanRun(game);
});

test('a GB2312 SGF opens on the analysis board with its comments, labels and offers where they sit', async ({ page }, testInfo) => {
  const game = await openGame(page);
  await openRecord(page);
  await openFile(page, 'renju.sgf', GB2312_SGF);
  await expect(stones(page)).toHaveCount(6);
  await expect(page.getByTestId('import-error')).toBeEmpty();
  await expect(page.getByTestId('analysis-board')).toBeVisible();
  const study = page.locator('.study-board');
  const comment = page.getByTestId('node-comment');
  const tree = page.getByTestId('tree');
  // The nodes a file wrote on are flagged in the move list.
  await expect(tree.locator('[data-noted]')).toHaveCount(2);
  await tree.locator('[data-ply="4"]').click();
  await expect(comment).toHaveText('黑方提出两个五手打点');
  // j10 and i7, black's offers, marked and labelled on the empty points.
  const j10 = study.locator('[data-row="5"][data-col="9"]');
  const i7 = study.locator('[data-row="8"][data-col="8"]');
  await expect(study.locator('[data-mark="true"]')).toHaveCount(2);
  await expect(j10).toHaveAttribute('data-mark', 'true');
  await expect(j10).toHaveText('A');
  await expect(i7).toHaveText('B');
  await expect(i7).toHaveAttribute('aria-label', /marked, “B”/);
  await shot(page, testInfo, 'gb2312-sgf');
  await tree.locator('[data-ply="1"]').click();
  await expect(comment).toHaveText('天元开局');
  await expect(study.locator('[data-mark="true"]')).toHaveCount(0);
  // The game's comment sits before the first move.
  await page.getByTestId('nav-first').click();
  await expect(comment).toHaveText('作者：五月。黑先胜。');
  await tree.locator('[data-ply="6"]').click();
  await expect(comment).toBeHidden();
  expectCleanRun(game);
});

test('a Gomocup 20x20 game, a PlayOK export and a binary .pos open; a refusal names the file', async ({ page }, testInfo) => {
  const game = await openGame(page);
  await openRecord(page);
  await openFile(page, 'gomocup.psq', GOMOCUP);
  await expect(page.locator('main > .board-frame [data-row]')).toHaveCount(400);
  await expect(stones(page)).toHaveCount(4);
  await expect(page.locator('main > .board-frame [data-row="19"][data-col="19"]')).toHaveAttribute('data-stone', 'black');
  await expect(page.locator('main > .board-frame [data-row="0"][data-col="0"]')).toHaveAttribute('data-stone', 'white');
  await expect(page.getByTestId('import-error')).toBeEmpty();
  await shot(page, testInfo, 'gomocup-20x20');
  // The study works on it: stepping back, the analysis board (its best move) and the editor.
  const study = page.locator('.study-board');
  await page.getByTestId('nav-prev').click();
  await expect(study.locator('[data-row]')).toHaveCount(400);
  await expect(study.locator('[data-stone]')).toHaveCount(3);
  await page.getByTestId('nav-last').click();
  await page.getByTestId('analysis').click();
  await expect(study.locator('[data-stone]')).toHaveCount(4);
  await expect(study.locator('[data-ghost="best"]')).toHaveCount(1, { timeout: 20_000 });
  await page.getByTestId('analysis').click();
  await page.getByTestId('edit').click();
  await expect(study.locator('.board[data-playable="true"]')).toHaveCount(1);
  await study.locator('[data-row="19"][data-col="0"]').click();
  await expect(study.locator('[data-row="19"][data-col="0"]')).toHaveAttribute('data-stone', /black|white/);
  await page.getByTestId('edit').click();
  await page.getByTestId('discard-edits').click();
  await expect(study.locator('.board[data-playable="true"]')).toHaveCount(0);

  await openFile(page, 'anna_k-gomoku_fan.pgn', PLAYOK);
  await expect(page.locator('main > .board-frame [data-row]')).toHaveCount(225);
  await expect(stones(page)).toHaveCount(13);
  await expect(page.getByTestId('import-error')).toBeEmpty();
  await shot(page, testInfo, 'playok');

  // A .pos: a count byte, then h8 (7 + 15 * 7) and i9 (8 + 15 * 6).
  await openFile(page, 'test.pos', Buffer.from([2, 112, 98]));
  await expect(stones(page)).toHaveCount(2);
  const board = await readBoard(page);
  await openFile(page, 'broken.pos', Buffer.from([2, 112, 240]));
  await expect(page.getByTestId('import-error')).toContainText('broken.pos: ');
  await expect(page.getByTestId('import-error')).toContainText('(.pos)');
  expect(await readBoard(page)).toEqual(board);
  expectCleanRun(game);
});
