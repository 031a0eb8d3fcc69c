// Tournament openings: swap, swap2 and renju's prescribed opening (RIF), against the computer
// and between two people, taken on the study module's board beside the page's; the game
// handed to the page when the opening is over, with the record noting the rule; undo back
// into an opening, a reload in the middle of one, the rules list's strike-outs, the menu's
// choices, keyboard and screen reader, axe-core, and screenshots of each step at 1280 and
// 360 px in the light and the dark theme.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, test } from '@playwright/test';
import { expectCleanRun, nthAlert, openGame, openSetup, startButton, status, stones } from './gobang.mjs';

const AXE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const SIZE = 15;

const study = (page) => page.locator('.study-board');
const panel = (page) => page.getByTestId('opening-panel');
const stepText = (page) => page.getByTestId('opening-status');

/** A point in notation (`h8`) on the 15×15 board: the opening's (the study module's), or the page's own. */
function point(page, name, board = '.study-board') {
  const col = name.charCodeAt(0) - 97;
  const row = SIZE - Number(name.slice(1));
  return page.locator(`${board} [data-row="${row}"][data-col="${col}"]`);
}
const pagePoint = (page, name) => point(page, name, '.board-frame');

async function axe(page, state) {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE);
  const violations = await page.evaluate(async () => {
    const results = await window.axe.run(document, { resultTypes: ['violations'] });
    return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`);
  });
  expect(violations, `axe-core violations ${state}`).toEqual([]);
}

/** Screenshots of a step at 1280 and 360 px, light and dark. */
async function shots(page, name) {
  for (const [width, height] of [[1280, 900], [360, 740]]) {
    await page.setViewportSize({ width, height });
    for (const scheme of ['light', 'dark']) {
      await page.emulateMedia({ colorScheme: scheme });
      await page.screenshot({ path: `target/screenshots/openings-${name}-${width}-${scheme}.png`, fullPage: true });
    }
  }
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.emulateMedia({ colorScheme: 'light' });
}

/** Sets up and starts a 15×15 game with an opening rule. */
async function startOpening(page, { mode = 'computer', rule = 'freestyle', opening, first = 'computer', level = 'easy' }) {
  await openSetup(page);
  await page.getByTestId('opponent').selectOption(mode);
  await page.getByTestId('size').selectOption('15');
  await page.getByTestId('rule').selectOption(rule);
  await page.getByTestId('opening').selectOption(opening);
  if (mode === 'computer') {
    await page.getByTestId('level').selectOption(level);
    await page.getByTestId(`first-${first}`).check();
  }
  await startButton(page).click();
  await expect(status(page)).toContainText('Tournament opening');
  // The study module takes the steps once it is loaded.
  await expect(panel(page)).toBeVisible({ timeout: 20_000 });
}

/** Places stones on the opening's board, one after the other (the computer may answer at once after the last). */
async function place(page, names) {
  for (const name of names) {
    await point(page, name).click();
    await expect(point(page, name)).toHaveAttribute('data-stone', /^(black|white)$/);
  }
}

test('the opening menu offers none, swap and swap2, and RIF only under renju; the rules list strikes out what is not played', async ({
  page,
}) => {
  const game = await openGame(page);
  await openSetup(page);
  const menu = page.getByTestId('opening');
  const values = () => menu.locator('option').evaluateAll((options) => options.map((o) => o.value));
  await expect.poll(values).toEqual(['none', 'swap', 'swap2']);
  const rules = page.locator('.rules ol');
  await expect(rules.locator('del', { hasText: 'swap after three' })).toHaveCount(1);
  await expect(rules.locator('del', { hasText: 'double three' })).toHaveCount(1);
  await expect(rules.locator('del', { hasText: 'Choose whether' })).toHaveCount(0);

  await page.getByTestId('rule').selectOption('renju');
  await expect.poll(values).toEqual(['none', 'swap', 'swap2', 'rif']);
  await menu.selectOption('rif');
  await expect(rules.locator('del', { hasText: 'double three' })).toHaveCount(0);
  await expect(rules.locator('del', { hasText: 'swap after three' })).toHaveCount(0);
  await expect(rules.locator('del', { hasText: 'prescribed opening' })).toHaveCount(0);
  await expect(rules.locator('del', { hasText: "Black's first stone may go" })).toHaveCount(1);
  await page.getByTestId('opponent').selectOption('person');
  await expect(rules.locator('del', { hasText: 'Choose whether' })).toHaveCount(1);
  // Back to freestyle: RIF does not fit, so the menu goes back to none.
  await page.getByTestId('rule').selectOption('freestyle');
  await expect.poll(values).toEqual(['none', 'swap', 'swap2']);
  await expect(menu).toHaveValue('none');
  expectCleanRun(game);
});

test('swap2 between two people: three stones, two more, the other takes white; undo back into the opening, a reload, a link, then a five', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const game = await openGame(page);
  await startOpening(page, { mode: 'person', opening: 'swap2' });
  await expect(stepText(page)).toHaveText('Player 1 places the opening stones: stone 1 of 3 (black).');
  await shots(page, 'swap2-place');
  await axe(page, 'placing the opening stones');
  // A click on the page is taken by the opening's board: three stones, any colour order.
  await place(page, ['h8', 'h9', 'i9']);
  await expect(point(page, 'h9')).toHaveAttribute('data-stone', 'white');
  await expect(stepText(page)).toContainText('Player 2: take black, take white');
  await expect(page.getByTestId('edit')).toBeDisabled();
  // A link copied in the middle of the opening carries its steps.
  await page.locator('details.record summary').click();
  await page.getByTestId('copy-link').click();
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(link).toMatch(/#mode=person&size=15&opening=swap2\+h8,h9,i9&moves=$/);
  // A click on the board now says to choose first.
  await point(page, 'a1').click();
  await expect(page.getByTestId('opening-notice')).toContainText('Choose first');
  await expect(page.getByTestId('choose-more')).toBeVisible();
  await shots(page, 'swap2-choose');
  await axe(page, 'choosing after three stones');
  // By keyboard: Tab reaches the buttons, Enter chooses.
  await page.getByTestId('choose-more').focus();
  await page.keyboard.press('Enter');
  await expect(stepText(page)).toHaveText('Player 2 places the opening stones: stone 4 of 5 (white).');
  await place(page, ['j10', 'g7']);
  await expect(stepText(page)).toContainText('Player 1: choose a colour');
  await expect(page.getByTestId('choose-more')).toHaveCount(0);

  // A reload in the middle of the opening brings its steps back.
  await page.reload();
  await expect(panel(page)).toBeVisible({ timeout: 20_000 });
  await expect(study(page).locator('[data-stone]')).toHaveCount(5);
  await expect(stepText(page)).toContainText('Player 1: choose a colour');
  // Taking back a step inside the opening, then placing it again.
  await page.getByTestId('opening-undo').click();
  await expect(study(page).locator('[data-stone]')).toHaveCount(4);
  await place(page, ['g7']);

  await page.getByTestId('choose-white').click();
  // The opening is over: the page's game goes on from its stones, white to move.
  await expect(panel(page)).toBeHidden();
  await expect(stones(page)).toHaveCount(5);
  await expect(status(page)).toContainText('white — to play');
  // After the reload, the game handed over shows its moves and their navigation at once.
  await expect(page.getByTestId('move-list').locator('[data-ply]')).toHaveCount(5);
  await expect(page.getByTestId('ply')).toContainText('5 / 5');
  // Undo takes the choice back: the opening's steps again.
  await page.getByTestId('undo').click();
  await expect(panel(page)).toBeVisible();
  await expect(stepText(page)).toContainText('Player 1: choose a colour');
  await page.getByTestId('choose-white').click();
  await expect(panel(page)).toBeHidden();

  // The game: white (to move) makes a five along row 3 while black plays far away.
  let count = 5;
  for (const name of ['a3', 'o15', 'b3', 'o14', 'c3', 'o13', 'd3', 'o11', 'e3']) {
    await pagePoint(page, name).click();
    await expect(stones(page)).toHaveCount(++count);
  }
  await expect(status(page)).toContainText('White wins');
  // The saved game notes the rule and every step.
  const record = await page.evaluate(() => localStorage.getItem('gobang.save'));
  expect(record).toContain('opening swap2:h8,h9,i9,more,j10,g7,white');
  // (The record's section folded at the reload.)
  await page.locator('details.record summary').click();
  await page.getByTestId('copy-record').click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(
    /^mode=person size=15 opening=swap2:h8,h9,i9,more,j10,g7,white h8 h9 i9 j10 g7 a3 /,
  );
  // The link copied mid-opening opens it where it stood.
  await page.goto(link);
  await expect(panel(page)).toBeVisible({ timeout: 20_000 });
  await expect(study(page).locator('[data-stone]')).toHaveCount(3);
  await expect(page.getByTestId('choose-more')).toBeVisible();
  expectCleanRun(game);
});

test('swap between two people: three stones, the other takes black, and white plays on to a five with its alert', async ({
  page,
}) => {
  const game = await openGame(page);
  await startOpening(page, { mode: 'person', opening: 'swap' });
  await expect(stepText(page)).toHaveText('Player 1 places the opening stones: stone 1 of 3 (black).');
  await place(page, ['h8', 'h9', 'i9']);
  await expect(point(page, 'h9')).toHaveAttribute('data-stone', 'white');
  // Plain swap: a colour, and nothing more to place.
  await expect(stepText(page)).toHaveText('Player 2: choose a colour (white plays next).');
  await expect(page.getByTestId('choose-white')).toBeVisible();
  await expect(page.getByTestId('choose-more')).toHaveCount(0);
  await page.getByTestId('choose-black').click();
  // The opening is over: the page's game goes on from its three stones, white to move.
  await expect(panel(page)).toBeHidden();
  await expect(stones(page)).toHaveCount(3);
  await expect(status(page)).toContainText('white — to play');
  // White (player 1) makes five along row 3 while black (player 2) plays far away.
  const moves = ['a3', 'o15', 'b3', 'o14', 'c3', 'o13', 'd3', 'o11', 'e3'];
  for (const [i, name] of moves.entries()) {
    await pagePoint(page, name).click();
    await expect(pagePoint(page, name)).toHaveAttribute('data-stone', i % 2 ? 'black' : 'white');
  }
  const alert = await nthAlert(game, 1);
  expect(alert.message).toBe('White wins!');
  expect(alert.stones).toBe(3 + moves.length);
  expect(alert.framesSinceLastStone).toBeGreaterThanOrEqual(1);
  await expect(status(page)).toContainText('White wins');
  await expect(page.locator('.board-frame [data-win="true"][data-stone="white"]')).toHaveCount(5);
  await expect(startButton(page)).not.toHaveClass(/ending/);
  const save = await page.evaluate(() => localStorage.getItem('gobang.save'));
  expect(save).toContain('opening swap:h8,h9,i9,black');
  await shots(page, 'swap-won');
  expect(game.dialogs).toHaveLength(1);
  expectCleanRun(game);
});

test('swap2 against the computer: it places three stones, the person takes black, and the computer plays on', async ({ page }) => {
  const game = await openGame(page);
  await startOpening(page, { opening: 'swap2', first: 'computer' });
  // The computer opens (its worker), then the person chooses.
  await expect(page.getByTestId('choose-black')).toBeVisible({ timeout: 30_000 });
  await expect(study(page).locator('[data-stone]')).toHaveCount(3);
  await expect(stepText(page)).toContainText('Your choice');
  await expect(page.getByTestId('opening-did')).toHaveText(
    /^The computer placed the opening stones: [A-O]\d+ \(black\), [A-O]\d+ \(white\) and [A-O]\d+ \(black\)\.$/,
  );
  await shots(page, 'swap2-computer-opened');
  await page.getByTestId('choose-black').click();
  // The person holds black; white (the computer) is to move, and does.
  await expect(panel(page)).toBeHidden();
  await expect(stones(page)).toHaveCount(4, { timeout: 30_000 });
  await expect(status(page)).toContainText('your turn');
  const save = await page.evaluate(() => localStorage.getItem('gobang.save'));
  expect(save).toMatch(/opening swap2:[a-o]\d+,[a-o]\d+,[a-o]\d+,black/);
  expect(save).toContain('person black');
  // Undo takes back the computer's reply and the person's choice: the choice again.
  await page.getByTestId('undo').click();
  await expect(panel(page)).toBeVisible();
  await expect(study(page).locator('[data-stone]')).toHaveCount(3);
  await expect(page.getByTestId('choose-white')).toBeVisible();
  await page.getByTestId('choose-white').click();
  await expect(panel(page)).toBeHidden();
  await expect(status(page)).toContainText('your turn');
  expectCleanRun(game);
});

test('swap2 against the computer: the person opens, the computer answers (a colour, or two more stones)', async ({ page }) => {
  const game = await openGame(page);
  await startOpening(page, { opening: 'swap2', first: 'me' });
  await expect(stepText(page)).toHaveText('You place the opening stones: click a point for stone 1 of 3 (black).');
  await place(page, ['h8', 'h9', 'i9']);
  // The computer takes a colour (the game goes on) or places two more (the person chooses),
  // and a line beside the board says which.
  const did = page.getByTestId('opening-did');
  await expect(did).toContainText(/^The computer (took|chose)/, { timeout: 30_000 });
  if (await panel(page).count()) {
    await expect(study(page).locator('[data-stone]')).toHaveCount(5);
    await expect(did).toHaveText(/^The computer chose to place two more stones: [A-O]\d+ \(white\) and [A-O]\d+ \(black\)\.$/);
    await page.getByTestId('choose-white').click();
    await expect(did).toHaveCount(0);
  } else if ((await did.textContent()).includes('white')) {
    // It took white: white moves next, and the line names its move.
    await expect(did).toHaveText(/^The computer took white and played [A-O]\d+\.$/, { timeout: 30_000 });
    await expect(stones(page)).toHaveCount(4);
  } else {
    await expect(did).toHaveText('The computer took black.');
  }
  await expect(panel(page)).toBeHidden();
  const save = await page.evaluate(() => localStorage.getItem('gobang.save'));
  expect(save).toMatch(/opening swap2:h8,h9,i9,/);
  expectCleanRun(game);
});

test('swap2, me first: clicks on the board right after Start, before the study module is up, are its first stones', async ({
  browser,
  baseURL,
}) => {
  // The study module (which takes the opening's steps) comes late, so that the clicks
  // surely come before it (no service worker, which would serve it around the route).
  const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 900 }, serviceWorkers: 'block' });
  const page = await context.newPage();
  let release;
  const held = new Promise((resolve) => (release = resolve));
  await page.route('**/study_bg.wasm', async (route) => {
    await held;
    await route.continue();
  });
  const game = await openGame(page);
  await openSetup(page);
  await page.getByTestId('size').selectOption('15');
  await page.getByTestId('opening').selectOption('swap2');
  await page.getByTestId('level').selectOption('easy');
  await page.getByTestId('first-me').check();
  await startButton(page).click();
  await expect(status(page)).toContainText('Tournament opening');
  // The page's own board takes the clicks and holds them: no alert, nothing lost.
  await pagePoint(page, 'h8').click();
  await pagePoint(page, 'h9').click();
  await expect(panel(page)).toHaveCount(0);
  release();
  await expect(panel(page)).toBeVisible({ timeout: 20_000 });
  await expect(point(page, 'h8')).toHaveAttribute('data-stone', 'black');
  await expect(point(page, 'h9')).toHaveAttribute('data-stone', 'white');
  await expect(stepText(page)).toHaveText('You place the opening stones: click a point for stone 3 of 3 (black).');
  await place(page, ['i9']);
  await expect(page.getByTestId('opening-did')).toContainText(/^The computer (took|chose)/, { timeout: 30_000 });
  expect(game.dialogs).toEqual([]);
  // All three stones are there: on the opening's board (two more to choose from), or on
  // the page's once the computer took a colour.
  const board = (await panel(page).count()) ? '.study-board' : '.board-frame';
  for (const [name, stone] of [['h8', 'black'], ['h9', 'white'], ['i9', 'black']]) {
    await expect(point(page, name, board)).toHaveAttribute('data-stone', stone);
  }
  expectCleanRun(game);
  await context.close();
});

test('renju with the prescribed opening between two people: the canonical opening, the swap, the fourth stone, two offers and the pick', async ({
  page,
}) => {
  const game = await openGame(page);
  await startOpening(page, { mode: 'person', rule: 'renju', opening: 'rif' });
  // The first stone must go at the centre: elsewhere is refused with the reason.
  await point(page, 'a1').click();
  await expect(page.getByTestId('opening-notice')).toContainText('centre');
  await place(page, ['h8', 'h9', 'i10']);
  await expect(page.getByTestId('opening-heading')).toContainText('Keigetsu (2D)');
  await expect(page.getByTestId('choose-more')).toHaveCount(0);
  await page.getByTestId('choose-black').click();
  // Player 2 now holds black: player 1 (white) plays the fourth stone.
  await expect(stepText(page)).toContainText('Player 1 (white): play the fourth stone');
  await place(page, ['j9']);
  await expect(stepText(page)).toContainText('Player 2 (black): offer fifth move 1 of 2');
  await point(page, 'g10').click();
  await expect(point(page, 'g10')).toHaveAttribute('data-offer', 'g10');
  await point(page, 'k12').click();
  await expect(study(page).locator('[data-offer]')).toHaveCount(2);
  await expect(stepText(page)).toContainText('Player 1 (white): choose which');
  await shots(page, 'rif-pick');
  await axe(page, 'picking an offer');
  // A point that was not offered is refused.
  await point(page, 'a1').click();
  await expect(page.getByTestId('opening-notice')).toContainText('two offers');
  // The pick, by keyboard on the board: the offer's point takes Enter.
  await point(page, 'k12').focus();
  await page.keyboard.press('Enter');
  await expect(panel(page)).toBeHidden();
  await expect(stones(page)).toHaveCount(5);
  await expect(page.locator('[data-offer]')).toHaveCount(0);
  const save = await page.evaluate(() => localStorage.getItem('gobang.save'));
  expect(save).toContain('opening rif:h8,h9,i10,black,j9,g10/k12,k12');
  expect(save).toContain('moves h8 h9 i10 j9 k12');
  expectCleanRun(game);
});

test('renju with the prescribed opening against the computer: it places a canonical opening, the person swaps, and it offers two fifth moves', async ({
  page,
}) => {
  const game = await openGame(page);
  await startOpening(page, { rule: 'renju', opening: 'rif', first: 'computer' });
  await expect(page.getByTestId('choose-white')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('opening-heading')).toContainText(/\(\d+[DI]\)/);
  // The setup's summary names the opening, and no colour until the swap settles it.
  await expect(page.getByTestId('setup-summary')).toContainText("Renju · RIF (renju's opening) · Easy");
  await expect(page.getByTestId('setup-summary')).not.toContainText('you play');
  await page.getByTestId('choose-white').click();
  // White plays the fourth stone: the person.
  await expect(stepText(page)).toContainText('Play the fourth stone');
  // A free point near the centre.
  for (const name of ['f6', 'j6', 'f10', 'k11', 'e5']) {
    if ((await point(page, name).getAttribute('data-stone')) === null) {
      await point(page, name).click();
      break;
    }
  }
  await expect(study(page).locator('[data-offer]')).toHaveCount(2, { timeout: 30_000 });
  await expect(stepText(page)).toContainText('Black offers two fifth moves');
  await shots(page, 'rif-computer-offers');
  const offer = await study(page).locator('[data-offer]').first().getAttribute('data-offer');
  await point(page, offer).click();
  await expect(panel(page)).toBeHidden();
  await expect(stones(page)).toHaveCount(5);
  const save = await page.evaluate(() => localStorage.getItem('gobang.save'));
  expect(save).toMatch(/opening rif:h8,[a-o]\d+,[a-o]\d+,white,[a-o]\d+,[a-o]\d+\/[a-o]\d+,/);
  expect(save).toContain('person white');
  await expect(page.getByTestId('setup-summary')).toContainText('you play white');
  expectCleanRun(game);
});

test('in Chinese, the opening speaks Chinese; End leaves the opening', async ({ page }) => {
  const game = await openGame(page);
  await page.getByTestId('lang').selectOption('zh-CN');
  await openSetup(page);
  await page.getByTestId('opponent').selectOption('person');
  await page.getByTestId('size').selectOption('15');
  await page.getByTestId('opening').selectOption('swap');
  await startButton(page).click();
  await expect(status(page)).toContainText('开局阶段');
  await expect(panel(page)).toBeVisible({ timeout: 20_000 });
  await expect(stepText(page)).toHaveText('由甲方摆开局：请摆第 1 子（共 3 子，黑子）。');
  await place(page, ['h10', 'h9', 'i9']);
  await expect(page.getByTestId('choose-black')).toHaveText('执黑');
  await expect(page.getByTestId('choose-more')).toHaveCount(0);
  await axe(page, 'in Chinese');
  await startButton(page).click();
  const confirm = page.getByTestId('confirm-end');
  if (await confirm.isVisible()) await confirm.click();
  await expect(panel(page)).toBeHidden();
  expectCleanRun(game);
});

test('watching the computer play itself: it takes both sides of a swap opening, then plays on', async ({ page }) => {
  const game = await openGame(page);
  await openSetup(page);
  await page.getByTestId('opponent').selectOption('watch');
  await page.getByTestId('size').selectOption('15');
  await page.getByTestId('opening').selectOption('swap');
  await startButton(page).click();
  // Three stones and a choice (the study module's, once loaded), then the page's game
  // goes on move by move.
  await expect.poll(() => stones(page).count(), { timeout: 30_000 }).toBeGreaterThan(4);
  const save = await page.evaluate(() => localStorage.getItem('gobang.save'));
  expect(save).toMatch(/opening swap:[a-o]\d+,[a-o]\d+,[a-o]\d+,(black|white)/);
  expectCleanRun(game);
});
