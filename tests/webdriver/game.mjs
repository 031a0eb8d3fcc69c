// The page in one WebDriver session, read through its test hooks and played as a person
// would: what the browser suite (suite.mjs) and the soak's hands (hands.mjs) share.
import assert from 'node:assert/strict';
import { FAR_POINTS, SIZE, boardOf, pointsInPage } from '../e2e/board.mjs';
import { recordInPage } from '../e2e/recorder.mjs';
import { waitFor } from './webdriver.mjs';

export const SCREENSHOTS = 'target/screenshots';
export const at = ({ row, col }) => `[data-row="${row}"][data-col="${col}"]`;
export const byTestId = (id) => `[data-testid="${id}"]`;
/** The bar of places' link to `name` (see tests/e2e/gobang.mjs, place). */
export const placeLink = (name) => `#places [data-place="${name}"]`;

/** The page in one browser session, read through its test hooks and played as a person would. */
export class Game {
  #earlierErrors;
  #pageErrors;

  constructor(session, browser) {
    this.session = session;
    this.browser = browser;
    this.#earlierErrors = [];
    this.#pageErrors = [];
    session.dialogs = [];
  }

  /**
   * Opens `url` with nothing kept from an earlier test (no saved game or settings); with
   * `fresh`, the origin is new and there is nothing to clear.
   */
  async open(url, { fresh = false } = {}) {
    while (await this.session.acceptAlert());
    this.session.dialogs = [];
    // The last test's game may have been on a board of another size.
    await this.#leave(() => this.session.navigate(url), null);
    if (!fresh) {
      // The tests' boards are 19x19, chosen before (a fresh phone-sized page offers 15x15),
      // and the first visit's pointer to Lesson 1 is put away.
      await this.session.execute(() => {
        localStorage.clear();
        localStorage.setItem('gobang.size', '19');
        localStorage.setItem('gobang.lesson-pointer', 'seen');
      });
      await this.reload();
    }
  }

  /**
   * Reloads the page as a person would, and waits for a board of `cells` points (any, if
   * null). (WebDriver's own refresh is a forced reload in Firefox, which goes around the
   * service worker: a person's F5 does not.)
   */
  async reload({ cells = SIZE * SIZE } = {}) {
    await this.#keepErrors();
    await this.#leave(() => this.session.execute(() => setTimeout(() => location.reload())), cells);
  }

  /** Keeps the errors of the page about to be left. */
  async #keepErrors() {
    await this.collectErrors();
    this.#earlierErrors.push(...this.#pageErrors);
    this.#pageErrors = [];
  }

  /** Leaves the page by `go`, and waits for the next one's board (of `cells` points, any if null) and panel. */
  async #leave(go, cells = SIZE * SIZE) {
    await this.session.execute(() => {
      window.__left = true;
    });
    await go();
    const drawn = (points) =>
      !window.__left &&
      (points === null
        ? document.querySelectorAll('[data-row][data-col]').length > 0
        : document.querySelectorAll('[data-row][data-col]').length === points) &&
      document.querySelector('[data-testid="start"]') !== null &&
      // The panel: the app's takes the first page's place a frame after the play bar.
      document.querySelector('[data-testid="level"]') !== null;
    // While the page changes, a script may find no document to run in.
    const check = () =>
      this.session.execute(drawn, cells).catch((error) => {
        if (this.session.broken) throw error;
        return false;
      });
    try {
      await waitFor(check, 'the board and the panel');
    } catch (error) {
      // Where the browser stayed, to tell a navigation that never happened from a page
      // that did not draw.
      const where = await this.session
        .execute(() => `${location.href}, ${document.readyState}, ${document.querySelectorAll('[data-row]').length} points`)
        .catch((reason) => reason.message);
      error.message += ` (at ${where})`;
      throw error;
    }
    await this.session.execute(recordInPage);
  }

  /**
   * Opens `url` (a link into the game, say) as a new page, keeping what is stored; waits
   * for a board of `cells` points (any, if null: a puzzle's link adds the puzzle's board).
   */
  async openLink(url, { cells = SIZE * SIZE } = {}) {
    await this.#keepErrors();
    await this.#leave(async () => {
      // Through a blank page, so that a link differing only in its fragment loads anew;
      // the next navigation waits for it, so that the two do not run into each other.
      await this.session.navigate('about:blank');
      const blank = () => this.session.execute(() => location.href === 'about:blank').catch(() => false);
      await waitFor(blank, 'the blank page');
      await this.session.navigate(url);
    }, cells);
  }

  /** The first element matching `selector`, waited for up to `timeout` ms. */
  element(selector, timeout) {
    return this.session.element(selector, timeout);
  }

  /** How many elements match `selector`. */
  count(selector) {
    return this.session.execute((s) => document.querySelectorAll(s).length, selector);
  }

  /** The attribute `name` of the first element matching `selector` (null without one). */
  attribute(selector, name) {
    return this.session.execute((s, n) => document.querySelector(s)?.getAttribute(n) ?? null, selector, name);
  }

  /** Waits for the control `testId` to be there and pressable (a study button, say, once its module is loaded). */
  enabledSoon(testId, timeout = 20_000) {
    const enabled = (s) => {
      const control = document.querySelector(s);
      return control !== null && !control.disabled;
    };
    return waitFor(() => this.session.execute(enabled, byTestId(testId)), `${testId} to be enabled`, timeout);
  }

  /** Waits for the text of `testId` to be `expected` (a string, whole) or to match it (a RegExp). */
  textSoon(testId, expected, timeout) {
    const matches = (text) => (expected instanceof RegExp ? expected.test(text ?? '') : text === expected);
    return waitFor(async () => matches(await this.text(testId)), `${testId} to read ${expected}`, timeout);
  }

  /** Whether a game is on (its button says End), in any language. */
  inGame() {
    return this.session.execute(() => document.querySelector('[data-testid="start"]').classList.contains('ending'));
  }

  /**
   * Taps `point` with a finger: a touch pointer's press and release. WebKitGTK's driver
   * has no touch (it turns every pointer into a mouse), so in WebKit the tap is what a
   * finger's press sends the page: a touch `pointerdown` and then a `click`, dispatched.
   */
  async tap(point) {
    if (this.browser === 'webkit') {
      await this.session.execute((selector) => {
        const target = document.querySelector(selector);
        target.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, pointerType: 'touch', isPrimary: true }));
        target.click();
      }, at(point));
      return;
    }
    // A finger taps what is on the screen: the point is brought into view first (a
    // pointer's move to an element off the screen is refused).
    await this.session.execute((selector) => document.querySelector(selector).scrollIntoView({ block: 'center' }), at(point));
    const element = await this.session.element(at(point));
    await this.session.pointer(
      [
        { type: 'pointerMove', duration: 0, origin: element.toJSON(), x: 0, y: 0 },
        { type: 'pointerDown', button: 0 },
        { type: 'pointerUp', button: 0 },
      ],
      'touch',
    );
  }

  async click(selector) {
    await (await this.session.element(selector)).click();
  }

  play(point) {
    return this.click(at(point));
  }

  /** Selects `value` in the select `testId`, as a person would pick an option. */
  async choose(testId, value) {
    await this.click(`${byTestId(testId)} option[value="${value}"]`);
    const chosen = () => this.session.execute((selector) => document.querySelector(selector).value, byTestId(testId));
    await waitFor(async () => (await chosen()) === value, `${testId} to be ${value}`);
  }

  /** Opens the setup, which folds into a one-line summary while a game is on. */
  async openSetup() {
    const open = () => this.session.execute(() => document.querySelector('details.setup').open);
    if (!(await open())) await this.click('details.setup > summary');
    await waitFor(open, 'the setup to open');
  }

  /**
   * Ends the game in progress as a person would: End, and "End game" again when the page
   * asks first (it does once the person has moved).
   */
  async end() {
    await this.click(byTestId('start'));
    const confirm = byTestId('confirm-end');
    const asked = () => this.session.execute((selector) => document.querySelector(selector)?.checkVisibility() ?? false, confirm);
    const ended = async () => !(await this.inGame());
    await waitFor(async () => (await ended()) || asked(), 'End to end the game or ask first');
    if (!(await ended())) await this.click(confirm);
    // A click that WebKit lands while the question is still coming in can be lost: while
    // the question stays up, it is answered again, as a person would click again.
    await waitFor(async () => {
      if (await ended()) return true;
      if (await asked()) await this.click(confirm).catch(() => {});
      return false;
    }, 'the game to end');
  }

  /** Starts a game with the given first player ("computer" or "me") and computer level. */
  async start(first, level = 'classic') {
    await this.openSetup();
    await this.choose('level', level);
    await this.click(byTestId(`first-${first}`));
    await this.click(byTestId('start'));
    await waitFor(() => this.inGame(), 'the game to start');
  }

  /**
   * Plays the person's stone at `point` and, unless that ends the game, waits for the
   * computer's answer.
   */
  async playAndWait(point) {
    const before = await this.stones();
    const dialogs = this.session.dialogs.length;
    await this.play(point);
    await waitFor(() => this.stoneAt(point), `a stone at ${at(point)}`);
    // The answer is on the board with the game going on, or the game has ended with its
    // alert (which comes a frame after the last stone).
    const answered = async () => (await this.stones()) === before + 2 && (await this.inGame());
    await waitFor(async () => this.session.dialogs.length > dialogs || answered(), "the computer's answer");
  }

  /** Plays far from the computer (Classic, computer first) until it wins. */
  async loseAGame() {
    for (const point of FAR_POINTS) {
      if (this.session.dialogs.length > 0) break;
      await this.playAndWait(point);
    }
    assert.match((await this.nthAlert(1)).message, /computer won/);
  }

  /** Waits for the `n`th alert (1-based), accepts it, and returns what the page recorded. */
  async nthAlert(n) {
    await waitFor(async () => {
      await this.session.acceptAlert();
      return this.session.dialogs.length >= n;
    }, `alert ${n}`);
    return (await this.session.execute(() => window.__alerts))[n - 1];
  }

  /** How many stones (of `colour`, if given; matching `also`, if given) are on the board. */
  stones(colour, also = '') {
    return this.session.execute(
      (selector) => document.querySelectorAll(selector).length,
      `${colour ? `[data-stone="${colour}"]` : '[data-stone]'}${also}`,
    );
  }

  /** A style property of `point` under the mouse, moved onto it first (a point's cursor and faint stone are its own under the mouse). */
  async hovered(point, property) {
    await (await this.session.element(at(point))).hover();
    const hovered = (selector) => document.querySelector(selector).matches(':hover');
    await waitFor(() => this.session.execute(hovered, at(point)), 'the mouse over the point');
    return this.session.execute(
      (selector, name) => getComputedStyle(document.querySelector(selector)).getPropertyValue(name),
      at(point),
      property,
    );
  }

  /** The cursor over `point`. */
  cursor(point) {
    return this.hovered(point, 'cursor');
  }

  stoneAt(point) {
    return this.session.execute((selector) => document.querySelector(selector).dataset.stone ?? null, at(point));
  }

  async board() {
    return boardOf(await this.session.execute(pointsInPage));
  }

  text(testId) {
    return this.session.execute((selector) => document.querySelector(selector)?.textContent ?? null, byTestId(testId));
  }

  statusSays(text) {
    return waitFor(async () => (await this.text('status'))?.includes(text), `the status to say "${text}"`);
  }

  disabled(selector) {
    return this.session.execute((s) => document.querySelector(s).disabled, selector);
  }

  workerMessages() {
    return this.session.execute(() =>
      window.__workers.filter((w) => w.url.endsWith('worker_loader.js')).reduce((n, w) => n + w.messages, 0),
    );
  }

  focus(point) {
    return this.session.execute((selector) => document.querySelector(selector).focus(), at(point));
  }

  /** The focused point, as its selector. */
  focused() {
    return this.session.execute(() => {
      const { row, col } = document.activeElement.dataset;
      return `[data-row="${row}"][data-col="${col}"]`;
    });
  }

  /** Saves what the window shows, once the stones have finished appearing. */
  async screenshot(name) {
    const settled = () =>
      document
        .getAnimations()
        .every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity);
    await waitFor(() => this.session.execute(settled), 'animations to finish');
    await this.session.screenshot(`${SCREENSHOTS}/${this.browser}-${name}.png`);
  }

  /** Reads the errors the page has recorded so far (see `errors`). */
  async collectErrors() {
    const found = await this.session.execute(() => window.__errors ?? []);
    if (Array.isArray(found)) this.#pageErrors = found;
  }

  /** The console errors met in this test, on the pages it left and as last read on this one. */
  get errors() {
    return [...this.#earlierErrors, ...this.#pageErrors];
  }

  /** What every test must leave behind: no console error, no panic, no foreign request. */
  async expectCleanRun() {
    await this.collectErrors();
    assert.deepEqual(this.errors, [], 'console errors');
    const foreign = await this.session.execute(() =>
      performance
        .getEntriesByType('resource')
        .map((entry) => entry.name)
        .filter((url) => !url.startsWith(location.origin)),
    );
    assert.deepEqual(foreign, [], 'requests to other origins');
  }
}
