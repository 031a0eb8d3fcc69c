// What the Playwright tests share: opening the page with its alerts, console and requests
// recorded, reading the board from its test hooks, and playing as a person would. What the
// WebDriver suite needs too lives in board.mjs, recorder.mjs and site.mjs.
import { expect } from '@playwright/test';
import { SIZE, boardOf, pointsInPage } from './board.mjs';
import { recordInPage } from './recorder.mjs';

export { FAR_POINTS, SIZE, drawnGame, hasFive, notation, parsePoint, winningLines } from './board.mjs';
export { serveSite } from './site.mjs';

/**
 * Opens the page. Every alert is accepted and recorded, with the number of stones in the
 * DOM and the animation frames since the last stone appeared, taken when it was raised.
 */
export async function openGame(page, url = './', { cells = SIZE * SIZE, size = SIZE, pointer = false } = {}) {
  const game = await watchPage(page, { size, pointer });
  await page.goto(url);
  await appIsUp(page, cells);
  return game;
}

/**
 * Records what `expectCleanRun` checks (console errors, uncaught errors, Content-Security-
 * Policy violations, requests) and every alert, accepted, from the page's next load on: for
 * a test that opens the page itself (openGame does this, then opens it). The board size
 * `size` is the one chosen before (none with `size: null`); the first visit's pointer to
 * Lesson 1 put away before, unless `pointer` (its own tests).
 */
export async function watchPage(page, { size = SIZE, pointer = false } = {}) {
  const game = { page, dialogs: [], errors: [], requests: [] };
  if (!pointer) {
    await page.addInitScript(() => {
      try {
        if (localStorage.getItem('gobang.lesson-pointer') === null) localStorage.setItem('gobang.lesson-pointer', 'seen');
      } catch {}
    });
  }
  // The tests' boards are SIZE x SIZE: that size chosen before, as a person may have (a
  // fresh page on a phone offers 15x15). `size: null` leaves the page its own choice.
  if (size) {
    await page.addInitScript((size) => {
      try {
        if (localStorage.getItem('gobang.size') === null) localStorage.setItem('gobang.size', String(size));
      } catch {}
    }, size);
  }
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
  await page.addInitScript(recordInPage);
  await page.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (e) =>
      window.__cspViolation(`${e.violatedDirective} ${e.blockedURI}`),
    ),
  );
  return game;
}

/**
 * Waits until the app has taken the first page over: its board's points, then (a frame
 * later each) its play bar and its panel; the first page's parts look alike but are not
 * the app's. `cells`: how many points the board must have (any, if not given).
 */
export async function appIsUp(page, cells) {
  const points = page.locator('[data-row][data-col]');
  await (cells === undefined ? expect(points.first()).toBeAttached() : expect(points).toHaveCount(cells));
  await expect(page.getByTestId('start')).toBeAttached();
  await expect(page.getByTestId('setup-summary')).toBeAttached();
}

/** A progress record of 14 rated games, mostly at Advanced, won more than lost: the
 * progress page suggests Advanced for it. */
export function ratedGames() {
  const lines = ['gobang-rated 1', 'rating 71234 9120 60010 14'];
  const plan = [
    ['easy', 'b', 'freestyle', 19, 'W', 640], ['easy', 'w', 'freestyle', 19, 'W', 720], ['intermediate', 'b', 'freestyle', 19, 'L', 655],
    ['intermediate', 'b', 'standard', 15, 'W', 700], ['intermediate', 'w', 'standard', 15, 'D', 702], ['advanced', 'b', 'freestyle', 19, 'L', 660],
    ['intermediate', 'b', 'freestyle', 19, 'W', 690], ['advanced', 'w', 'renju', 15, 'W', 735], ['advanced', 'b', 'freestyle', 19, 'W', 760],
    ['advanced', 'b', 'freestyle', 19, 'L', 730], ['advanced', 'w', 'freestyle', 19, 'W', 752], ['advanced', 'b', 'freestyle', 19, 'W', 770],
    ['advanced', 'b', 'freestyle', 19, 'W', 790], ['advanced', 'w', 'freestyle', 19, 'W', 712],
  ];
  plan.forEach(([level, colour, rule, size, result, after], i) =>
    lines.push(`game 2026-12-0${1 + (i % 6)} ${1000 + i} ${level} ${colour} ${rule} ${size} ${result} ${after}`));
  return `${lines.join('\n')}\n`;
}

/** Unfolds the panel (setup, options, record, rules) where a phone folds it while a game is on. */
export async function showPanel(page) {
  const more = page.getByTestId('more');
  if ((await more.isVisible()) && (await more.getAttribute('aria-expanded')) === 'false') await more.click();
}
/** The bar of places' link to `name` (play, puzzles, lessons, progress, analysis, library). */
export const place = (page, name) => page.getByTestId('places').locator(`[data-place="${name}"]`);
/** Waits until the study module has drawn the bar of places (its features are then up). */
export const studyIsUp = (page) => expect(page.locator('#places[data-up]')).toHaveCount(1, { timeout: 15_000 });
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
  // The app's setup: the first page's (index.html), open, shows until the app's panel
  // takes its place, a frame or two after the board.
  const summary = page.getByTestId('setup-summary');
  await expect(summary).toBeAttached();
  await showPanel(page);
  const setup = page.locator('details.setup').filter({ has: summary });
  if (!(await setup.evaluate((details) => details.open))) await summary.click();
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
  // The stone itself, not the count: on a loaded machine the answer can follow before a
  // count of one more is ever seen.
  await expect(cell(page, point)).toHaveAttribute('data-stone', /./);
  await expect
    .poll(async () => game.dialogs.length > dialogsBefore || (await stones(page).count()) === before + 2)
    .toBe(true);
}

/** The board as the DOM shows it: a SIZE x SIZE array of "black", "white" or null. */
export async function readBoard(page) {
  return boardOf(await page.evaluate(pointsInPage));
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

/**
 * Waits until the service worker controls the page: it is installed (the offline copy made)
 * and has claimed the page. It registers once the page is up and idle.
 */
export async function controlledBySW(page) {
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 15_000 })
    .toBe(true);
}

/**
 * A task this long means the page was blocked by work that belongs in a worker: a search
 * on the page's thread takes hundreds of milliseconds (Grandmaster thinks up to 850 ms),
 * a review seconds. The 50 ms target for every task is the perf report's
 * (`tools/perf-report.mjs`), measured on a quiet machine: in a test run beside builds a
 * busy CPU stretches ordinary tasks past 50 ms now and then.
 */
export const BLOCKING_MS = 200;

/**
 * The page's tasks of `atLeast` ms or more (the browser reports those of 50 ms or more)
 * that started after `since` (performance.now()).
 */
export const longTasksSince = (page, since, atLeast = BLOCKING_MS) =>
  page.evaluate(([t, ms]) => window.__longTasks.filter((task) => task.start >= t && task.duration >= ms), [since, atLeast]);

export const pageTime = (page) => page.evaluate(() => performance.now());
