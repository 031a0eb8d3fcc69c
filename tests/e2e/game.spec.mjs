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
