// Whole games against the Classic computer, played through the page as a person would.
import { expect, test } from '@playwright/test';
import {
  FAR_POINTS,
  alerts,
  cell,
  endGame,
  expectCleanRun,
  hasFive,
  nthAlert,
  openGame,
  playAndWait,
  readBoard,
  screenshot,
  start,
  startButton,
  status,
  stones,
  winningLines,
} from './gobang.mjs';

const CENTRE = { row: 9, col: 9 };

test('a click before Start asks to press Start and places nothing', async ({ page }) => {
  const game = await openGame(page);
  await expect(startButton(page)).toHaveText('Start game');
  await expect(page.getByTestId('first-computer')).toBeChecked();
  await expect(page.getByTestId('first-me')).not.toBeChecked();
  await screenshot(page, 'desktop-before-start');
  await cell(page, CENTRE).click();
  const alert = await nthAlert(game, 1);
  expect(alert.message).toContain('Start game');
  await expect(stones(page)).toHaveCount(0);
  expectCleanRun(game);
});

test('computer first: black opens at the centre; a taken point is ignored; End clears', async ({
  page,
}) => {
  const game = await openGame(page);
  await start(page, 'computer');
  await expect(cell(page, CENTRE)).toHaveAttribute('data-stone', 'black');
  await expect(status(page)).toContainText('Computer: black');
  await expect(status(page)).toContainText('You: white');
  await expect(status(page)).toContainText('your turn');
  // The cursor is the point's under the mouse: not allowed on a stone, a hand where a
  // stone can go.
  await cell(page, CENTRE).hover();
  await expect(cell(page, CENTRE)).toHaveCSS('cursor', 'not-allowed');
  await cell(page, { row: 0, col: 0 }).hover();
  await expect(cell(page, { row: 0, col: 0 })).toHaveCSS('cursor', 'pointer');
  // And the faint white stone where the person can play.
  await expect(cell(page, { row: 0, col: 0 })).toHaveCSS('background-image', /255, 255, 255, 0\.6/);

  await cell(page, CENTRE).click();
  await expect(page.getByTestId('notice')).toHaveText('That point is taken: choose an empty one.');
  await expect(stones(page)).toHaveCount(1);

  await playAndWait(game, { row: 8, col: 9 });
  await expect(cell(page, { row: 8, col: 9 })).toHaveAttribute('data-stone', 'white');
  await expect(page.locator('[data-stone="black"]')).toHaveCount(2);
  await expect(status(page)).toContainText('your turn');
  await screenshot(page, 'desktop-computer-first');

  await endGame(page);
  await expect(startButton(page)).toHaveText('Start game');
  await expect(stones(page)).toHaveCount(0);
  expect(game.dialogs).toEqual([]);
  // After End, a click gets the alert that the game is over, not "read the rules first".
  await cell(page, { row: 9, col: 9 }).click();
  expect((await nthAlert(game, 1)).message).toBe('This game is over. Press “Start game” to play another.');
  await expect(stones(page)).toHaveCount(0);
  expectCleanRun(game);
});

test('me first: the person holds black and the computer answers with white', async ({ page }) => {
  const game = await openGame(page);
  await start(page, 'me');
  await expect(stones(page)).toHaveCount(0);
  await expect(status(page)).toContainText('You: black');
  await expect(status(page)).toContainText('Computer: white');
  await playAndWait(game, { row: 5, col: 5 });
  await expect(cell(page, { row: 5, col: 5 })).toHaveAttribute('data-stone', 'black');
  await expect(page.locator('[data-stone="white"]')).toHaveCount(1);
  expectCleanRun(game);
});

for (const first of ['me', 'computer']) {
  test(`the person wins (${first} first) and the win is announced after the last stone`, async ({
    page,
  }) => {
    const game = await openGame(page);
    const line = winningLines()[first];
    await start(page, first);
    for (const point of line) {
      await playAndWait(game, point);
    }
    const alert = await nthAlert(game, 1);
    expect(alert.message).toContain('you won');
    const total = (first === 'computer' ? 1 : 0) + 2 * line.length - 1;
    expect(alert.stones).toBe(total);
    expect(alert.framesSinceLastStone).toBeGreaterThanOrEqual(1);

    const colour = first === 'me' ? 'black' : 'white';
    expect(hasFive(await readBoard(page), colour)).toBe(true);
    await expect(startButton(page)).toHaveText('Start game');
    await expect(status(page)).toContainText('You won');
    await expect(stones(page)).toHaveCount(total);
    await screenshot(page, `desktop-person-wins-${first}-first`);

    // The final position stays, and a click gets the original's alert: the game is over,
    // press Start for another (and nothing about reading the rules again).
    await cell(page, { row: 0, col: 18 }).click();
    const over = await nthAlert(game, 2);
    expect(over.message).toBe('This game is over. Press “Start game” to play another.');
    await expect(stones(page)).toHaveCount(total);
    expect(game.dialogs).toHaveLength(2);
    expectCleanRun(game);
  });
}

test('the computer wins when the person plays far away', async ({ page }) => {
  const game = await openGame(page);
  await start(page, 'computer');
  for (const point of FAR_POINTS) {
    if (game.dialogs.length > 0) break;
    const before = await stones(page).count();
    await cell(page, point).click();
    await expect(cell(page, point)).toHaveAttribute('data-stone', /./);
    // A second click on that stone while the computer thinks is answered by a notice.
    await cell(page, point).click();
    // Then either the game has ended with its alert, or the reply is on the board and the
    // board takes the person's next stone (not only the reply's stone: the alert of a
    // winning reply comes a frame after it, and a click in between would be refused).
    await expect
      .poll(
        async () =>
          game.dialogs.length > 0 ||
          ((await stones(page).count()) === before + 2 &&
            (await page.locator('.board[data-playable="true"]').count()) === 1),
      )
      .toBe(true);
    // A reply that does not end the game leaves the notice up until the person plays (the
    // winning one clears it, checked below). On a slow machine the reply can land before
    // the second click, which then finds a taken point: a notice all the same.
    if (game.dialogs.length === 0) {
      await expect(page.getByTestId('notice')).toHaveText(
        /^(Wait for the computer's move\.|That point is taken: choose an empty one\.)$/,
      );
    }
  }
  const alert = await nthAlert(game, 1);
  expect(alert.message).toContain('computer won');
  // The notice from a click in the computer's last turn does not outlive the game.
  await expect(page.getByTestId('notice').filter({ hasText: /taken|Wait for/ })).toHaveCount(0);
  expect(alert.stones).toBe(await stones(page).count());
  expect(alert.framesSinceLastStone).toBeGreaterThanOrEqual(1);
  expect(hasFive(await readBoard(page), 'black')).toBe(true);
  await expect(startButton(page)).toHaveText('Start game');
  await expect(status(page)).toContainText('The computer won');
  await screenshot(page, 'desktop-computer-wins');
  expect(await alerts(page)).toHaveLength(1);
  expectCleanRun(game);
});

// Thirty scattered moves (no four anywhere), black to move: the person takes black.
const SCATTERED =
  'd18,k13,r8,f3,m17,a12,h7,o2,c16,j11,q6,e1,l15,s10,g5,n19,b14,i9,p4,h18,o13,c8,j3,q17,e12,l7,s2,g16,n11,b6';

test('during a game against the computer the move list names each move as the board does, looks back without ending the game, and the game goes on', async ({
  page,
}) => {
  const game = await openGame(page);
  await start(page, 'me');
  const list = page.getByTestId('move-list');
  const item = (ply) => list.locator(`[data-ply="${ply}"]`);
  await expect(list).toBeVisible({ timeout: 20_000 });
  const played = [CENTRE, { row: 8, col: 9 }, { row: 10, col: 11 }];
  for (const point of played) await playAndWait(game, point);
  await expect(list.locator('[data-ply]')).toHaveCount(6);
  // Each move as the board's edges write it: the letter under its column, the number
  // beside its row; the person's moves where they were played.
  const letters = await page.locator('.board-frame .coords-cols span').allTextContents();
  const numbers = await page.locator('.board-frame .coords-rows span').allTextContents();
  const board = await readBoard(page);
  for (let ply = 1; ply <= 6; ply++) {
    const [, n, letter, number] = /^(\d+)\. ([A-Z])(\d+)$/.exec(await item(ply).textContent());
    expect(Number(n)).toBe(ply);
    const at = { row: numbers.indexOf(number), col: letters.indexOf(letter) };
    expect(board[at.row][at.col], `move ${ply} at ${letter}${number}`).toBe(ply % 2 ? 'black' : 'white');
    if (ply % 2) expect(at).toEqual(played[(ply - 1) / 2]);
  }
  // No review, no analysis while the game is played.
  await expect(page.getByTestId('review')).toBeDisabled();
  await expect(page.getByTestId('analysis')).toBeDisabled();

  // An earlier move, on the study's board over the page's; the game is still on.
  await item(2).click();
  const studyBoard = page.locator('.study-board');
  await expect(studyBoard.locator('[data-stone]')).toHaveCount(2);
  await expect(item(2)).toHaveAttribute('aria-current', 'step');
  await expect(page.getByTestId('ply')).toHaveText('2 / 6');
  await expect(startButton(page)).toHaveClass(/ending/);
  // A click on the board then plays nothing and says how to go back.
  await studyBoard.locator(`[data-row="3"][data-col="3"]`).click();
  await expect(page.getByTestId('study-notice')).toContainText('Back to the game');
  await expect(studyBoard.locator('[data-stone]')).toHaveCount(2);
  await page.getByTestId('back-to-game').click();
  await expect(page.locator('.study-board[data-active]')).toHaveCount(0);
  await expect(page.getByTestId('back-to-game')).toHaveCount(0);
  // The newest move in the list goes back too.
  await item(4).click();
  await expect(page.locator('.study-board[data-active]')).toHaveCount(1);
  await item(6).click();
  await expect(page.locator('.study-board[data-active]')).toHaveCount(0);

  // The game goes on; the buttons above the list stay where they were.
  const where = async () => [await startButton(page).boundingBox(), await page.getByTestId('review').boundingBox()];
  const before = await where();
  await playAndWait(game, { row: 10, col: 8 });
  await expect(list.locator('[data-ply]')).toHaveCount(8);
  expect(await where()).toEqual(before);
  await expect(status(page)).toContainText('your turn');
  // End takes the list away cleanly (its scrolling, due a frame later, finds it gone).
  await endGame(page);
  await expect(list).toHaveCount(0);
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  expect(game.dialogs).toEqual([]);
  expectCleanRun(game);
});

test('the move list keeps the newest move in view by scrolling itself, not the page', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 640 });
  const game = await openGame(page, `./#level=classic&moves=${SCATTERED}`);
  const list = page.getByTestId('move-list');
  await expect(list.locator('[data-ply]')).toHaveCount(30, { timeout: 20_000 });
  const inView = (ply) =>
    list.evaluate((ol, ply) => {
      const item = ol.querySelector(`[data-ply="${ply}"]`).getBoundingClientRect();
      const frame = ol.getBoundingClientRect();
      return item.top >= frame.top - 0.5 && item.bottom <= frame.bottom + 0.5;
    }, ply);
  await expect.poll(() => inView(30)).toBe(true);
  expect(await inView(1)).toBe(false);
  await playAndWait(game, { row: 9, col: 9 });
  await expect(list.locator('[data-ply]')).toHaveCount(32);
  await expect.poll(() => inView(32)).toBe(true);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  // Three rows under the game's buttons, on the screen without scrolling the page.
  const box = await list.boundingBox();
  expect(box.height).toBeGreaterThanOrEqual(3 * 28);
  expect(box.y + box.height).toBeLessThanOrEqual(640);
  expectCleanRun(game);
});
