// What the end-to-end tests share: opening the page with its alerts, console and requests
// recorded, reading the board from its test hooks, and playing as a person would.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { expect } from '@playwright/test';

export const SIZE = 19;

/** Row and column (0-based, row 0 at the top) of a point in gomoku notation, e.g. "j10". */
export function parsePoint(text) {
  const col = text.charCodeAt(0) - 'a'.charCodeAt(0);
  const row = SIZE - Number(text.slice(1));
  return { row, col };
}

/** The lines of tests/fixtures/beats-classic.txt: { me: [...], computer: [...] }. */
export function winningLines() {
  const text = readFileSync(new URL('../fixtures/beats-classic.txt', import.meta.url), 'utf8');
  const lines = {};
  for (const line of text.split('\n')) {
    const match = /^(\w+):\s*(.+)$/.exec(line.trim());
    if (match) lines[match[1]] = match[2].split(/\s+/).map(parsePoint);
  }
  return lines;
}

/**
 * Opens the page. Every alert is accepted and recorded, with the number of stones in the
 * DOM and the animation frames since the last stone appeared, taken when it was raised.
 */
export async function openGame(page, url = './', { cells = SIZE * SIZE } = {}) {
  const game = { page, dialogs: [], errors: [], requests: [] };
  page.on('console', (msg) => {
    if (msg.type() === 'error') game.errors.push(msg.text());
  });
  page.on('pageerror', (err) => game.errors.push(String(err)));
  page.on('request', (req) => game.requests.push(req.url()));
  await page.exposeFunction('__cspViolation', (text) => game.errors.push(`CSP violation: ${text}`));
  page.on('dialog', async (dialog) => {
    game.dialogs.push(dialog.message());
    await dialog.accept();
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) =>
      window.__cspViolation(`${e.violatedDirective} ${e.blockedURI}`),
    );
    // Tasks that kept the page's thread busy for 50 ms or more.
    window.__longTasks = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) window.__longTasks.push({ start: entry.startTime, duration: entry.duration });
    }).observe({ type: 'longtask', buffered: true });
    window.__alerts = [];
    let frames = 0;
    let frameOfLastStone = 0;
    const countFrames = () => {
      frames += 1;
      requestAnimationFrame(countFrames);
    };
    requestAnimationFrame(countFrames);
    new MutationObserver((records) => {
      if (records.some((r) => r.attributeName === 'data-stone')) frameOfLastStone = frames;
    }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-stone'] });
    const alert = window.alert.bind(window);
    window.alert = (message) => {
      window.__alerts.push({
        message: String(message),
        stones: document.querySelectorAll('[data-stone]').length,
        framesSinceLastStone: frames - frameOfLastStone,
      });
      alert(message);
    };
  });
  await page.goto(url);
  await expect(page.locator('[data-row][data-col]')).toHaveCount(cells);
  return game;
}

export const cell = (page, { row, col }) => page.locator(`[data-row="${row}"][data-col="${col}"]`);
export const stones = (page) => page.locator('[data-stone]');
export const startButton = (page) => page.getByTestId('start');

/** Whether a game is on (the button reads "End game"), in any language. */
export const inGame = (page) => startButton(page).evaluate((button) => button.classList.contains('ending'));
export const status = (page) => page.getByTestId('status');

/** The alerts raised so far, as recorded in the page. */
export const alerts = (page) => page.evaluate(() => window.__alerts);

/** Waits for the `n`th alert (1-based) and returns it. */
export async function nthAlert(game, n, timeout = 10_000) {
  await expect.poll(() => game.dialogs.length, { timeout }).toBeGreaterThanOrEqual(n);
  return (await alerts(game.page))[n - 1];
}

/** Opens the setup, which folds into a one-line summary while a game is on. */
export async function openSetup(page) {
  const setup = page.locator('details.setup');
  if (!(await setup.evaluate((details) => details.open))) await setup.locator('summary').click();
}

/**
 * Ends the game in progress as a person would: End, and "End game" again when the page
 * asks first (it does once the person has moved).
 */
export async function endGame(page) {
  if (!(await inGame(page))) return;
  await startButton(page).click();
  const confirm = page.getByTestId('confirm-end');
  await expect(confirm.or(page.locator('[data-testid="start"]:not(.ending)'))).toBeVisible();
  if (await confirm.isVisible()) await confirm.click();
  await expect(page.locator('[data-testid="start"]:not(.ending)')).toBeVisible();
}

/** Starts a game with the given first player ("computer" or "me") and computer level. */
export async function start(page, first, level = 'classic') {
  await openSetup(page);
  await page.getByTestId('level').selectOption(level);
  await page.getByTestId(`first-${first}`).check();
  await startButton(page).click();
  await expect(startButton(page)).toHaveClass(/ending/);
}

/**
 * Plays the person's stone at `point` and, unless that ends the game, waits for the
 * computer's answer to appear.
 */
export async function playAndWait(game, point, testInfo) {
  const { page } = game;
  const before = await stones(page).count();
  const dialogsBefore = game.dialogs.length;
  await press(page, point, testInfo);
  // At least the person's stone: on a loaded machine the reply (250 ms later) may already
  // be there when this is first looked at.
  await expect.poll(() => stones(page).count()).toBeGreaterThanOrEqual(before + 1);
  await expect
    .poll(async () => game.dialogs.length > dialogsBefore || (await stones(page).count()) === before + 2)
    .toBe(true);
}

/** The board as the DOM shows it: a SIZE x SIZE array of "black", "white" or null. */
export async function readBoard(page) {
  const cells = await page.locator('[data-row][data-col]').evaluateAll((els) =>
    els.map((el) => [Number(el.dataset.row), Number(el.dataset.col), el.dataset.stone ?? null]),
  );
  const board = Array.from({ length: SIZE }, () => Array(SIZE).fill(null));
  for (const [row, col, stone] of cells) board[row][col] = stone;
  return board;
}

/** Whether `colour` has five or more in a row anywhere on `board`. */
export function hasFive(board, colour) {
  const directions = [[0, 1], [1, 0], [1, 1], [-1, 1]];
  for (let row = 0; row < SIZE; row++) {
    for (let col = 0; col < SIZE; col++) {
      for (const [dr, dc] of directions) {
        let n = 0;
        while (board[row + dr * n]?.[col + dc * n] === colour) n++;
        if (n >= 5) return true;
      }
    }
  }
  return false;
}

/** Checks what every test must leave behind: no console error, no panic, no foreign request. */
export function expectCleanRun(game) {
  expect(game.errors, 'console errors').toEqual([]);
  const foreign = game.requests.filter((url) => !url.startsWith('http://127.0.0.1:'));
  expect(foreign, 'requests to other origins').toEqual([]);
}

export async function screenshot(page, name) {
  await page.screenshot({ path: `target/screenshots/${name}.png`, fullPage: true });
}

/**
 * Plays a point as the test's device would: a click, or on a touch screen a tap; where
 * the points are too small for a finger, the first tap shows a preview stone and a second
 * tap places it.
 */
export async function press(page, point, testInfo) {
  const target = cell(page, point);
  if (!testInfo?.project.use.hasTouch) return target.click();
  await target.tap();
  if ((await target.getAttribute('data-preview')) === 'true') await target.tap();
}

/** The moves of a game that fills the board without five (see engine/tests/win.rs). */
export function drawnGame() {
  const black = [];
  const white = [];
  for (let row = 0; row < SIZE; row++) {
    for (let col = 0; col < SIZE; col++) ((col + 2 * row) % 4 < 2 ? black : white).push({ row, col });
  }
  const moves = [];
  black.forEach((b, i) => {
    moves.push(b);
    if (white[i]) moves.push(white[i]);
  });
  return moves;
}

/** A point in gomoku notation. */
export const notation = ({ row, col }) => `${String.fromCharCode(97 + col)}${SIZE - row}`;

/** The page's long tasks (50 ms or more) that started after `since` (performance.now()). */
/**
 * Waits until the service worker controls the page: it is installed (the offline copy made)
 * and has claimed the page. It registers once the page is up and idle.
 */
export async function controlledBySW(page) {
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 15_000 })
    .toBe(true);
}

export const longTasksSince = (page, since) =>
  page.evaluate((t) => window.__longTasks.filter((task) => task.start >= t), since);

export const pageTime = (page) => page.evaluate(() => performance.now());

/**
 * Serves `dir` (default: the built site) under the path `base` on its own port, for tests
 * that need a sub-path or a server they can stop. Resolves once it answers.
 */
export async function serveSite({ port, base = '/', dir = 'dist' }) {
  const server = spawn('node', ['tests/e2e/serve.mjs', dir, String(port), base], { stdio: 'ignore' });
  const url = `http://127.0.0.1:${port}${base}`;
  await expect
    .poll(async () => {
      try {
        return (await fetch(url)).status;
      } catch {
        return 0;
      }
    })
    .toBe(200);
  return {
    url,
    stop: () =>
      new Promise((resolve) => {
        server.once('exit', resolve);
        server.kill();
      }),
  };
}
