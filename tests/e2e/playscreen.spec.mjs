// The play screen, phone first (issue 15): the board, the status and the game's actions
// together on every screen; the setup folded while a game is on and shown at once between
// games; a preview stone for taps on small points; the coordinates; End that asks first;
// a word for every refused click, the hint in words; the screen-reader text; axe-core in
// every state; the page's first paint before the wasm. Screenshots at four sizes, in both
// themes and both languages.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, test } from '@playwright/test';
import {
  SIZE,
  cell,
  endGame,
  expectCleanRun,
  inGame,
  nthAlert,
  openGame,
  openSetup,
  playAndWait,
  showPanel,
  start,
  startButton,
  status,
  stones,
  watchPage,
  winningLines,
} from './gobang.mjs';

const AXE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const SCREENS = [
  [360, 640],
  [390, 844],
  [768, 1024],
  [1280, 900],
];
const phone = { viewport: { width: 360, height: 640 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };

/** Runs axe-core on the page as it is, and expects no violation. */
async function expectAccessible(page, state) {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE);
  const violations = await page.evaluate(async () => {
    const results = await window.axe.run(document, { resultTypes: ['violations'] });
    return results.violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.length} nodes, e.g. ${v.nodes[0].html}`);
  });
  expect(violations, `axe-core violations ${state}`).toEqual([]);
}

/** Whether the element lies wholly within the window, without scrolling. */
async function onScreen(page, locator) {
  const box = await locator.boundingBox();
  const { width, height } = page.viewportSize();
  return box !== null && box.x >= 0 && box.y >= 0 && box.x + box.width <= width + 0.5 && box.y + box.height <= height + 0.5;
}

const far = [[0, 0], [0, 18], [18, 0], [18, 18], [0, 9], [18, 9], [9, 0], [9, 18], [0, 4], [0, 14], [18, 4], [18, 14]].map(
  ([row, col]) => ({ row, col }),
);

test('while a game is on, the board, the status and the actions share the screen at every size', async ({ page }) => {
  const game = await openGame(page);
  for (const [width, height] of [[320, 568], ...SCREENS, [844, 390], [1024, 768]]) {
    await page.setViewportSize({ width, height });
    await start(page, 'computer', 'classic');
    const where = `at ${width}×${height}`;
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow, `horizontal scrolling ${where}`).toBeLessThanOrEqual(0);
    // From 360×640 up nothing needs scrolling; at 320 wide they still stand together.
    const fits = width >= 360 && height >= 640;
    for (const part of ['.board-frame', '[data-testid="status"]', '[data-testid="start"]', '[data-testid="undo"]', '[data-testid="hint"]']) {
      if (fits) expect(await onScreen(page, page.locator(part)), `${part} on screen ${where}`).toBe(true);
    }
    if (!fits) {
      const board = await page.locator('.board-frame').boundingBox();
      const bar = await page.locator('.play-bar').boundingBox();
      expect(bar.y - (board.y + board.height), `the play bar by the board ${where}`).toBeLessThan(40);
    }
    // The setup is folded into a one-line summary of the game on the board.
    await expect(page.locator('details.setup')).not.toHaveAttribute('open');
    await expect(page.getByTestId('setup-summary')).toContainText('19×19 · Freestyle · Classic (the original) · you play white');
    await endGame(page);
    await expect(page.locator('details.setup')).toHaveAttribute('open');
  }
  expectCleanRun(game);
});

test('between games a choice shows at once; during a game it waits for the next, and says so', async ({ page }) => {
  const game = await openGame(page);
  await page.getByTestId('size').selectOption('15');
  await expect(page.locator('[data-row][data-col]')).toHaveCount(15 * 15);
  await expect(page.locator('.coords-cols span')).toHaveText('ABCDEFGHIJKLMNO'.split(''));
  await page.getByTestId('rule').selectOption('renju');
  await expect(page.getByTestId('rule-note')).toContainText('Renju');
  await expect(page.getByTestId('next-game')).toBeHidden();
  await start(page, 'me', 'classic');
  await playAndWait(game, { row: 7, col: 7 });
  // During the game the setup is folded; opened, it says when its choices apply.
  await openSetup(page);
  await expect(page.getByTestId('next-game')).toBeVisible();
  await expect(page.getByTestId('next-game')).toContainText('apply to the next game');
  await page.getByTestId('size').selectOption('19');
  await page.getByTestId('rule').selectOption('freestyle');
  await expect(page.locator('[data-row][data-col]')).toHaveCount(15 * 15);
  await expect(page.getByTestId('rule-note')).toContainText('Renju');
  await expect(page.getByTestId('setup-summary')).toContainText('15×15 · Renju');
  await expect(stones(page)).toHaveCount(2);
  // The next game takes them.
  await endGame(page);
  await expect(page.locator('[data-row][data-col]')).toHaveCount(SIZE * SIZE);
  await expect(page.getByTestId('rule-note')).toContainText('Freestyle');
  expectCleanRun(game);
});

test.describe('on a phone', () => {
  test.use(phone);

  test('a first tap on a small point shows a preview, a second places it; the option turns this off', async ({ page }) => {
    const game = await openGame(page);
    await start(page, 'me', 'classic');
    const a = cell(page, { row: 9, col: 9 });
    const b = cell(page, { row: 9, col: 10 });
    expect((await a.boundingBox()).width).toBeLessThan(24);
    const board = await page.locator('.board').boundingBox();
    await a.tap();
    await expect(a).toHaveAttribute('data-preview', 'true');
    await expect(stones(page)).toHaveCount(0);
    await expect(page.getByTestId('notice')).toContainText('Tap J10 again');
    // The notice pushes nothing: the board (and the point to tap again) stays put.
    expect(await page.locator('.board').boundingBox()).toEqual(board);
    await b.tap();
    await expect(a).not.toHaveAttribute('data-preview');
    await expect(b).toHaveAttribute('data-preview', 'true');
    await expect(stones(page)).toHaveCount(0);
    await b.tap();
    await expect(b).toHaveAttribute('data-stone', 'black');
    await expect(page.locator('[data-preview]')).toHaveCount(0);
    await expect(stones(page)).toHaveCount(2);

    // Off: a tap plays at once, and the choice is remembered (the options are folded
    // behind More while the game is on).
    await showPanel(page);
    await page.getByTestId('confirm-taps').uncheck();
    await page.reload();
    await expect(page.getByTestId('confirm-taps')).not.toBeChecked();
    const c = cell(page, { row: 5, col: 5 });
    const before = await stones(page).count();
    await c.tap();
    await expect(c).toHaveAttribute('data-stone', 'black');
    await expect(stones(page)).toHaveCount(before + 2);
    await showPanel(page);
    await page.getByTestId('confirm-taps').check();

    // Pinch-zoom stays possible: the page does not forbid it, and the board only turns
    // off the double-tap zoom.
    const viewport = await page.locator('meta[name="viewport"]').getAttribute('content');
    expect(viewport).not.toMatch(/user-scalable\s*=\s*(no|0)|maximum-scale\s*=\s*1(\.0)?\b/);
    await expect(page.locator('.board-frame')).toHaveCSS('touch-action', 'manipulation');
    expectCleanRun(game);
  });

  test('where points are big enough for a finger, a tap plays at once', async ({ page }) => {
    await page.setViewportSize({ width: 768, height: 1024 });
    const game = await openGame(page);
    await start(page, 'me', 'classic');
    const a = cell(page, { row: 9, col: 9 });
    expect((await a.boundingBox()).width).toBeGreaterThanOrEqual(24);
    await a.tap();
    await expect(a).toHaveAttribute('data-stone', 'black');
    expectCleanRun(game);
  });
});

test('a move touches only the points that change', async ({ page }) => {
  const game = await openGame(page);
  await start(page, 'me', 'classic');
  await playAndWait(game, { row: 9, col: 9 });
  await page.evaluate(() => {
    window.__touched = new Set();
    new MutationObserver((records) => {
      for (const record of records) {
        const node = record.target.nodeType === Node.ELEMENT_NODE ? record.target : record.target.parentElement;
        const point = node?.closest('[data-row]');
        if (point) window.__touched.add(`${point.dataset.row},${point.dataset.col}`);
        else if (node?.matches('.board')) window.__touched.add(`board ${record.attributeName}`);
      }
    }).observe(document.querySelector('.board'), { subtree: true, attributes: true, childList: true, characterData: true });
  });
  await playAndWait(game, { row: 3, col: 3 });
  const touched = await page.evaluate(() => [...window.__touched].sort());
  // The new stone (which also takes the keyboard's focus), the point the focus left, the
  // stone that was the newest, and the reply; and the board's turn.
  const points = touched.filter((t) => !t.startsWith('board'));
  expect(points.length, touched.join(' ')).toBeLessThanOrEqual(4);
  expect(points).toContain('3,3');
  expectCleanRun(game);
});

test('coordinates on the edges follow the board, and can be hidden', async ({ page }) => {
  const game = await openGame(page);
  const letters = page.locator('.coords-cols span');
  const numbers = page.locator('.coords-rows span');
  await expect(letters).toHaveText('ABCDEFGHIJKLMNOPQRS'.split(''));
  await expect(numbers).toHaveText(Array.from({ length: 19 }, (_, i) => String(19 - i)));
  // A letter stands under its column, a number beside its row.
  const j = await letters.nth(9).boundingBox();
  const j10 = await cell(page, { row: 9, col: 9 }).boundingBox();
  expect(Math.abs(j.x + j.width / 2 - (j10.x + j10.width / 2))).toBeLessThan(2);
  const ten = await numbers.nth(9).boundingBox();
  expect(Math.abs(ten.y + ten.height / 2 - (j10.y + j10.height / 2))).toBeLessThan(2);
  await page.getByTestId('coords').uncheck();
  await expect(letters.first()).toBeHidden();
  await page.reload();
  await expect(page.getByTestId('coords')).not.toBeChecked();
  await expect(letters.first()).toBeHidden();
  await page.getByTestId('coords').check();
  await expect(letters.first()).toBeVisible();
  expectCleanRun(game);
});

test('End asks first once the person has moved, by keyboard too; after a game, the board says how to go on', async ({
  page,
}) => {
  const game = await openGame(page);
  await start(page, 'computer', 'classic');
  // Only the computer's opening on the board: nothing to lose, End ends at once.
  await startButton(page).click();
  await expect(startButton(page)).toHaveText('Start game');
  await expect(page.getByTestId('announcer')).toHaveText('Game ended.');

  await start(page, 'computer', 'classic');
  await playAndWait(game, { row: 0, col: 0 });
  await startButton(page).click();
  const confirm = page.getByTestId('confirm-end');
  await expect(confirm).toBeVisible();
  await expect(confirm).toBeFocused();
  await expect(page.locator('.confirm-end')).toContainText('End this game?');
  await page.getByTestId('cancel-end').click();
  await expect(confirm).toBeHidden();
  await expect(startButton(page)).toBeFocused();
  await expect(stones(page)).toHaveCount(3);
  // By keyboard: Escape goes back, Enter on the focused "End game" ends.
  await page.keyboard.press('Enter');
  await expect(confirm).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(confirm).toBeHidden();
  await expect(stones(page)).toHaveCount(3);
  await page.keyboard.press('Enter');
  await expect(confirm).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(startButton(page)).toHaveText('Start game');
  await expect(startButton(page)).toBeFocused();
  await expect(stones(page)).toHaveCount(0);

  // A finished game: a click on the board gets the alert that it is over and how to
  // start another.
  await start(page, 'me', 'classic');
  for (const point of winningLines().me) await playAndWait(game, point);
  await nthAlert(game, 1);
  await cell(page, { row: 0, col: 18 }).click();
  expect((await nthAlert(game, 2)).message).toBe('This game is over. Press “Start game” to play another.');
  expect(game.dialogs).toHaveLength(2);
  expectCleanRun(game);
});

test('no silent moments: a taken point, the computer\'s turn, the hint in words', async ({ page }) => {
  const game = await openGame(page);
  await start(page, 'computer', 'classic');
  const centre = cell(page, { row: 9, col: 9 });
  await centre.click();
  await expect(page.getByTestId('notice')).toHaveText('That point is taken: choose an empty one.');
  await expect(centre).toHaveAttribute('data-refused', 'true');
  await expect(centre).not.toHaveAttribute('data-refused');
  await expect(stones(page)).toHaveCount(1);

  // During the computer's turn (Grandmaster thinks a while), a click is answered too.
  await openSetup(page);
  await page.getByTestId('level').selectOption('grandmaster');
  await cell(page, { row: 8, col: 8 }).click();
  await cell(page, { row: 0, col: 0 }).click();
  await expect(page.getByTestId('notice')).toHaveText('Wait for the computer\'s move.');
  await expect(status(page)).toContainText('your turn');
  await expect(cell(page, { row: 0, col: 0 })).not.toHaveAttribute('data-stone');
  // The computer's move is announced; the stale notice is gone once the person plays.
  await expect(page.getByTestId('announcer')).toHaveText(/^Black played [A-S]\d+\. Your turn\.$/);
  await page.getByTestId('hint').click();
  await expect(page.getByTestId('hint-text')).toHaveText(/^Hint: [A-S]\d+ — .+\.$/);
  await expectAccessible(page, 'with a hint shown');
  expectCleanRun(game);
});

test('the screen-reader text says only what changed', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const game = await openGame(page);
  const announcer = page.getByTestId('announcer');
  await start(page, 'me', 'classic');
  await expect(announcer).toHaveText('Your turn.');
  await playAndWait(game, { row: 9, col: 9 });
  await expect(announcer).toHaveText(/^White played [A-S]\d+\. Your turn\.$/);
  await page.locator('details.record summary').click();
  await page.getByTestId('copy-record').click();
  // The record (drawn by the study module) says so in its own live region.
  await expect(page.getByTestId('record-notice')).toHaveText('Copied.');
  await expect(page.getByTestId('record-notice')).toHaveAttribute('aria-live', 'polite');
  await page.getByTestId('undo').click();
  await expect(announcer).toHaveText('Move taken back.');
  await expect(page.getByTestId('notice')).toHaveCount(0);
  await endGame(page);
  await expect(announcer).toHaveText('Game ended.');
  // The visible status is not a live region: it would repeat what the announcer says.
  await expect(status(page)).not.toHaveAttribute('aria-live');
  expectCleanRun(game);
});

test('axe-core finds nothing to fix: before Start, playing, with move numbers, records open, won and lost', async ({
  page,
}) => {
  const game = await openGame(page);
  await expectAccessible(page, 'before Start');
  await start(page, 'me', 'classic');
  const line = winningLines().me;
  for (const point of line.slice(0, 3)) await playAndWait(game, point);
  await expectAccessible(page, 'playing');
  await page.getByTestId('numbers').check();
  await expect(page.locator('.stone:not(:empty)')).toHaveCount(6);
  await expectAccessible(page, 'with move numbers');
  await page.locator('details.record summary').click();
  await expectAccessible(page, 'with the record open');
  await startButton(page).click();
  await expectAccessible(page, 'asking to end');
  await page.getByTestId('cancel-end').click();
  for (const point of line.slice(3)) await playAndWait(game, point);
  expect((await nthAlert(game, 1)).message).toContain('you won');
  await expectAccessible(page, 'won');

  await start(page, 'computer', 'classic');
  for (const point of far) {
    if (!(await inGame(page))) break;
    await playAndWait(game, point);
  }
  expect((await nthAlert(game, 2)).message).toContain('computer won');
  await expectAccessible(page, 'lost');
  await page.getByTestId('lang').selectOption('zh-CN');
  await expectAccessible(page, 'lost, in Chinese');
  expectCleanRun(game);
});

test('axe-core finds nothing to fix while reviewing a game and editing a board, in English and Chinese', async ({
  page,
}) => {
  // Two people: a blunder (a1) and a missed win (s19), so that the review marks moves.
  const game = await openGame(page, './#mode=person&moves=j10,j9,k10,k9,l10,a1,s19,m10');
  await expect(page.getByTestId('review')).toBeEnabled({ timeout: 20_000 });
  await page.getByTestId('analysis').click();
  await page.getByTestId('review').click();
  await expect(page.getByTestId('review')).toHaveText('Close review', { timeout: 30_000 });
  await page.getByTestId('move-list').locator('[data-ply="6"]').click();
  await expect(page.locator('.study-board [data-ghost="best"]')).toHaveCount(1);
  await expectAccessible(page, 'reviewing, at a marked move');
  await page.getByTestId('edit').click();
  await expect(page.getByTestId('edit-to-move')).toBeVisible();
  await expectAccessible(page, 'editing');
  await page.getByTestId('lang').selectOption('zh-CN');
  await expect(page.getByTestId('edit')).toHaveText('摆棋');
  await expectAccessible(page, 'editing, in Chinese');
  await page.getByTestId('edit').click();
  await expectAccessible(page, 'reviewing, in Chinese');
  expectCleanRun(game);
});

test('the first paint does not wait for the wasm: the page\'s own HTML shows the title and the board', async ({
  page,
}) => {
  const game = await watchPage(page);
  // Hold the app back until the first paint has been looked at.
  let release;
  const held = new Promise((resolve) => (release = resolve));
  await page.route(/_bg\.wasm$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('./');
  await expect(page.locator('h1')).toHaveText('Gobang');
  // The board as a person sees it: its lines, star points and edges drawn by the page's
  // stylesheet, before the app has put its points in.
  await expect(page.locator('.coords-cols span')).toHaveCount(SIZE);
  await expect(page.locator('.coords-rows span')).toHaveCount(SIZE);
  await expect(page.getByTestId('status')).toHaveText('Choose how to play, then press “Start game”.');
  const before = await page.locator('.board-frame').boundingBox();
  const board = await page.locator('.board').boundingBox();
  expect(board.width).toBeGreaterThan(300);
  expect(board.height).toBe(board.width);
  const firstBoard = await page.locator('.board-frame').screenshot();
  await page.screenshot({ path: 'target/screenshots/first-paint.png' });
  release();
  await expect(page.locator('[data-row][data-col]')).toHaveCount(SIZE * SIZE);
  await expect(page.locator('[data-shell]')).toHaveCount(0);
  await expect(page.getByTestId('start')).toBeEnabled();
  // One page: the app took the first one over, its status line included.
  await expect(page.locator('main')).toHaveCount(1);
  await expect(page.getByTestId('status')).toHaveCount(1);
  // The app's board takes the place of the first one exactly: nothing moves, and it looks
  // the same (the same lines, star points and letters, to within some pixels' smoothing).
  expect(await page.locator('.board-frame').boundingBox()).toEqual(before);
  expect(await page.locator('.board').boundingBox()).toEqual(board);
  const appBoard = await page.locator('.board-frame').screenshot();
  const differ = await pixelsThatDiffer(page, firstBoard, appBoard);
  expect(differ.size).toBeGreaterThan(0);
  // (A star point is some 60 pixels here, and all nine moved by a line 577 of them.)
  expect(differ.count).toBeLessThan(30);
  // The hand-over from the first page to the app is where a mismatch would throw.
  expectCleanRun(game);
});

/**
 * How many pixels of two PNG images of the same size differ visibly (by more than a
 * quarter of the range in a channel), and how many there are; compared in a blank page
 * (the site's Content-Security-Policy allows no data: images).
 */
async function pixelsThatDiffer(page, a, b) {
  const blank = await page.context().newPage();
  try {
    return await blank.evaluate(
      async ([a, b]) => {
        const pixels = async (base64) => {
          const image = new Image();
          image.src = `data:image/png;base64,${base64}`;
          await image.decode();
          const canvas = new OffscreenCanvas(image.width, image.height);
          const context = canvas.getContext('2d');
          context.drawImage(image, 0, 0);
          return context.getImageData(0, 0, image.width, image.height);
        };
        const [x, y] = await Promise.all([pixels(a), pixels(b)]);
        if (x.width !== y.width || x.height !== y.height) return { size: -1, count: Infinity };
        let count = 0;
        for (let i = 0; i < x.data.length; i += 4) {
          if ([0, 1, 2].some((c) => Math.abs(x.data[i + c] - y.data[i + c]) > 64)) count++;
        }
        return { size: x.width * x.height, count };
      },
      [a.toString('base64'), b.toString('base64')],
    );
  } finally {
    await blank.close();
  }
}

test('the first page speaks the player\'s language, in the app\'s own words', async ({ browser }) => {
  for (const locale of ['en-US', 'zh-CN']) {
    const context = await browser.newContext({ locale });
    const page = await context.newPage();
    const game = await watchPage(page);
    let release;
    const held = new Promise((resolve) => (release = resolve));
    await page.route(/_bg\.wasm$/, async (route) => {
      await held;
      await route.continue();
    });
    const words = () =>
      page.evaluate(() => {
        const text = (selector) => document.querySelector(selector)?.textContent.trim().replace(/\s+/g, ' ');
        return {
          lang: document.documentElement.lang,
          title: text('h1'),
          tagline: text('.tagline'),
          status: text('[data-testid="status"]'),
          start: text('.actions .start'),
          setup: text('.setup-title'),
          // The setup down to the note on the levels, the largest text of a phone's first
          // screen: painted by the first page, so that the app draws nothing larger later.
          opponent: text('.setting:nth-of-type(1) > span'),
          level: text('.setting:nth-of-type(2) > span'),
          gameLine: text('.game-line'),
          note: text('.game-line ~ .setup-note'),
        };
      });
    await page.goto('./');
    await expect(page.locator('.board-frame .coords-cols span')).toHaveCount(SIZE);
    const first = await words();
    expect(first.title).toBe(locale === 'zh-CN' ? '五子棋' : 'Gobang');
    release();
    await expect(page.locator('[data-row][data-col]')).toHaveCount(SIZE * SIZE);
    await expect(page.getByTestId('start')).toBeEnabled();
    expect(await words()).toEqual(first);
    expectCleanRun(game);
    await context.close();
  }
});

for (const colorScheme of ['light', 'dark']) {
  for (const lang of ['en', 'zh-CN']) {
    test(`screenshots at four sizes: ${colorScheme}, ${lang}`, async ({ page }) => {
      await page.emulateMedia({ colorScheme });
      const game = await openGame(page);
      await page.getByTestId('lang').selectOption(lang);
      for (const [width, height] of SCREENS) {
        await page.setViewportSize({ width, height });
        const name = `screen-${width}x${height}-${colorScheme}-${lang}`;
        await expect(startButton(page)).not.toHaveClass(/ending/);
        await page.evaluate(() => window.scrollTo(0, 0));
        await page.screenshot({ path: `target/screenshots/${name}-setup.png` });
        await start(page, 'me', 'classic');
        await playAndWait(game, { row: 9, col: 9 });
        await page.getByTestId('hint').click();
        await expect(page.getByTestId('hint-text')).toBeVisible();
        await page.evaluate(() => window.scrollTo(0, 0));
        await page.screenshot({ path: `target/screenshots/${name}-playing.png` });
        await endGame(page);
      }
      expectCleanRun(game);
    });
  }
}
