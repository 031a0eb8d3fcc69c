// The game played in a browser that Playwright cannot drive, over W3C WebDriver, against
// the release build in dist/: the same page, hooks and winning lines as the Playwright
// suite, and the same checks after each test (no console error, no foreign request).
// firefox.test.mjs and webkit.test.mjs run it in each browser; screenshots go to
// target/screenshots/<browser>-*.png.
import assert from 'node:assert/strict';
import { existsSync, mkdirSync } from 'node:fs';
import { after, before, beforeEach, describe, it } from 'node:test';
import { FAR_POINTS, SIZE, boardOf, hasFive, pointsInPage, winningLines } from '../e2e/board.mjs';
import { recordInPage } from '../e2e/recorder.mjs';
import { serveSite } from '../e2e/site.mjs';
import { Key, waitFor } from './webdriver.mjs';

const CENTRE = { row: 9, col: 9 };
const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 390, height: 844 };
const SCREENSHOTS = 'target/screenshots';

const at = ({ row, col }) => `[data-row="${row}"][data-col="${col}"]`;
const byTestId = (id) => `[data-testid="${id}"]`;

/** The suite, in the browser that `launch` (from browsers.mjs) opens. */
export function browserSuite(name, launch) {
  describe(name, () => {
    let browser;
    let site;
    let game;
    before(async () => {
      assert.ok(existsSync('dist/index.html'), 'no release build in dist/: run `trunk build --release` first');
      mkdirSync(SCREENSHOTS, { recursive: true });
      site = await serveSite();
      browser = await launch();
      await browser.session.resize(DESKTOP.width, DESKTOP.height);
    });
    after(async () => {
      await browser?.close();
      await site?.stop();
    });
    beforeEach(async () => {
      // A browser that stopped answering in the last test is replaced, so that one hang
      // fails one test.
      if (browser.session.broken) {
        await browser.close();
        browser = await launch();
        await browser.session.resize(DESKTOP.width, DESKTOP.height);
      }
      game = new Game(browser.session, name);
      await game.open(site.url);
    });

    it('a click before Start asks to press Start and places nothing', async () => {
      assert.equal(await game.text('start'), 'Start game');
      await game.screenshot('before-start');
      await game.play(CENTRE);
      const alert = await game.nthAlert(1);
      assert.match(alert.message, /Start game/);
      assert.equal(await game.stones(), 0);
      await game.expectCleanRun();
    });

    it('computer first: black opens at the centre and the computer answers', async () => {
      await game.start('computer');
      assert.equal(await game.stoneAt(CENTRE), 'black');
      await game.statusSays('You: white');
      assert.equal(await game.cursor(CENTRE), 'not-allowed');
      assert.equal(await game.cursor({ row: 0, col: 0 }), 'pointer');
      // The faint white stone under the mouse where the person can play, on a screen with
      // a pointer that hovers (WebKit here; Firefox under Xvfb reports none, like a touch screen).
      const canHover = await game.session.execute(() => matchMedia('(hover: hover)').matches);
      const faint = await game.hovered({ row: 0, col: 0 }, 'background-image');
      assert.match(faint, canHover ? /255, 255, 255, 0\.6/ : /^none$/);
      await game.play(CENTRE);
      assert.equal(await game.stones(), 1, 'a click on a stone places nothing');
      await game.playAndWait({ row: 8, col: 9 });
      assert.equal(await game.stoneAt({ row: 8, col: 9 }), 'white');
      assert.equal(await game.stones('black'), 2);
      await game.statusSays('your turn');
      await game.screenshot('computer-first');
      await game.end();
      await waitFor(async () => (await game.stones()) === 0, 'End to clear the board');
      assert.deepEqual(game.session.dialogs, []);
      await game.expectCleanRun();
    });

    it('me first: the person holds black and the computer answers with white', async () => {
      await game.start('me');
      assert.equal(await game.stones(), 0);
      await game.statusSays('You: black');
      await game.playAndWait({ row: 5, col: 5 });
      assert.equal(await game.stoneAt({ row: 5, col: 5 }), 'black');
      assert.equal(await game.stones('white'), 1);
      await game.expectCleanRun();
    });

    it('every level answers; the searching ones from the search worker', async () => {
      // Classic answers on the page and the searching levels from the worker; any level
      // added to the menu must answer too.
      const fromWorker = Object.fromEntries(
        ['classic', 'beginner', 'easy', 'intermediate', 'advanced', 'expert', 'master', 'grandmaster'].map(
          (level) => [level, level !== 'classic'],
        ),
      );
      const levels = await game.session.execute(
        (selector) => [...document.querySelectorAll(selector)].map((option) => option.value),
        `${byTestId('level')} option`,
      );
      assert.ok(Object.keys(fromWorker).every((level) => levels.includes(level)), `the levels: ${levels}`);
      for (const level of levels) {
        await game.start('me', level);
        const before = await game.workerMessages();
        await game.playAndWait(CENTRE);
        assert.equal(await game.stones('white'), 1, level);
        const answers = (await game.workerMessages()) - before;
        if (level in fromWorker) {
          assert.equal(answers > 0, fromWorker[level], `${level}: ${answers} messages from the worker`);
        }
        assert.equal(await game.session.find(byTestId('notice')), null, `${level}: no notice (the worker works)`);
        await game.end();
      }
      await game.expectCleanRun();
    });

    for (const first of ['me', 'computer']) {
      it(`the person wins (${first} first), announced once the last stone is drawn`, async () => {
        const line = winningLines()[first];
        await game.start(first);
        for (const point of line) await game.playAndWait(point);
        const alert = await game.nthAlert(1);
        assert.match(alert.message, /you won/);
        const total = (first === 'computer' ? 1 : 0) + 2 * line.length - 1;
        assert.equal(alert.stones, total);
        assert.ok(alert.framesSinceLastStone >= 1, 'the alert comes after the last stone is drawn');
        const colour = first === 'me' ? 'black' : 'white';
        assert.ok(hasFive(await game.board(), colour));
        assert.ok((await game.stones(colour, '[data-win="true"]')) >= 5, 'the winning line is marked');
        await game.statusSays('You won');
        assert.equal(await game.text('start'), 'Start game');
        await game.screenshot(`person-wins-${first}-first`);
        await game.expectCleanRun();
      });
    }

    it('the computer wins when the person plays far away, with its alert', async () => {
      await game.start('computer');
      await game.loseAGame();
      const alert = await game.nthAlert(1);
      assert.equal(alert.stones, await game.stones());
      assert.ok(alert.framesSinceLastStone >= 1, 'the alert comes after the last stone is drawn');
      assert.ok(hasFive(await game.board(), 'black'));
      await game.statusSays('The computer won');
      await game.screenshot('computer-wins');
      assert.equal(game.session.dialogs.length, 1);
      await game.expectCleanRun();
    });

    it('undo takes back a move and its reply, also after a loss', async () => {
      const undo = byTestId('undo');
      assert.equal(await game.disabled(undo), true);
      await game.start('computer');
      await game.playAndWait({ row: 0, col: 0 });
      await game.click(undo);
      await waitFor(async () => (await game.stones()) === 1, 'undo to leave the opening stone');
      await waitFor(() => game.disabled(undo), 'undo to be disabled');
      await game.loseAGame();
      const lost = await game.stones();
      await game.click(undo);
      await waitFor(async () => (await game.stones()) === lost - 2, 'undo after the loss');
      assert.equal(await game.text('start'), 'End game');
      await game.statusSays('your turn');
      await game.playAndWait({ row: 5, col: 5 });
      assert.equal(await game.stones(), lost);
      await game.expectCleanRun();
    });

    it('a reload brings back the game in progress', async () => {
      await game.start('me');
      await game.playAndWait(CENTRE);
      await game.playAndWait({ row: 10, col: 10 });
      const board = await game.board();
      await game.reload();
      assert.deepEqual(await game.board(), board);
      assert.equal(await game.text('start'), 'End game');
      await game.statusSays('your turn');
      await game.playAndWait({ row: 2, col: 2 });
      assert.equal(await game.stones(), 6);
      await game.expectCleanRun();
    });

    it('after the first visit the game loads and plays with the server gone', async () => {
      const own = await serveSite();
      try {
        await game.open(own.url, { fresh: true });
        await waitFor(
          () => game.session.execute(() => navigator.serviceWorker.controller !== null),
          'the service worker to control the page',
          15_000,
        );
        await own.stop();
        await game.reload();
        await game.start('me', 'advanced');
        await game.playAndWait(CENTRE);
        assert.equal(await game.stones(), 2);
        assert.ok((await game.workerMessages()) > 0, 'the search worker answered offline');
        await game.screenshot('offline');
        await game.expectCleanRun();
      } finally {
        await own.stop();
      }
    });

    it('the keyboard: arrows move between points, Enter and Space play', async () => {
      await game.focus(CENTRE);
      await game.session.keys(Key.Enter);
      assert.match((await game.nthAlert(1)).message, /Start game/);
      await game.start('me');
      await game.focus(CENTRE);
      await game.session.keys(Key.ArrowUp, Key.ArrowUp, Key.ArrowLeft);
      const target = { row: 7, col: 8 };
      assert.equal(await game.focused(), at(target));
      await game.session.keys(Key.Space);
      await waitFor(async () => (await game.stones()) === 2, 'the move and its answer');
      assert.equal(await game.stoneAt(target), 'black');
      await game.session.keys(Key.ArrowDown, Key.Enter);
      await waitFor(async () => (await game.stones()) === 4, 'the second move and its answer');
      assert.equal(await game.stoneAt({ row: 8, col: 8 }), 'black');
      await game.expectCleanRun();
    });

    it('a phone-sized window: the board fits across, and a game plays', async () => {
      try {
        // As narrow as the browser's window goes: Firefox's stops at 500 px, MiniBrowser's
        // (its toolbar) at 447 px; Chromium's suite plays at 390 px.
        const viewport = await game.session.resize(PHONE.width, PHONE.height);
        assert.ok(viewport.width <= 500, `a phone's width (${viewport.width} px)`);
        await game.reload();
        const fit = await game.session.execute(() => {
          const root = document.documentElement;
          const board = document.querySelector('[role="grid"]').getBoundingClientRect();
          return { overflow: root.scrollWidth - root.clientWidth, left: board.left, right: board.right };
        });
        assert.ok(fit.overflow <= 0, `no sideways scrolling (${fit.overflow} px)`);
        const across = `the board fits across (${fit.left} to ${fit.right} px)`;
        assert.ok(fit.left >= 0 && fit.right <= viewport.width, across);
        await game.start('me');
        await game.playAndWait(CENTRE);
        await game.session.execute(() => window.scrollTo(0, 0));
        await game.screenshot('phone');
        await game.expectCleanRun();
      } finally {
        await game.session.resize(DESKTOP.width, DESKTOP.height);
      }
    });
  });
}

/** The page in one browser session, read through its test hooks and played as a person would. */
class Game {
  constructor(session, browser) {
    this.session = session;
    this.browser = browser;
    this.errors = [];
    session.dialogs = [];
  }

  /**
   * Opens `url` with nothing kept from an earlier test (no saved game or settings); with
   * `fresh`, the origin is new and there is nothing to clear.
   */
  async open(url, { fresh = false } = {}) {
    while (await this.session.acceptAlert());
    this.session.dialogs = [];
    await this.#leave(() => this.session.navigate(url));
    if (!fresh) {
      await this.session.execute(() => localStorage.clear());
      await this.reload();
    }
  }

  /**
   * Reloads the page as a person would. (WebDriver's own refresh is a forced reload in
   * Firefox, which goes around the service worker: a person's F5 does not.)
   */
  async reload() {
    await this.collectErrors();
    await this.#leave(() => this.session.execute(() => setTimeout(() => location.reload())));
  }

  /** Leaves the page by `go`, and waits for the next one's board and panel. */
  async #leave(go) {
    await this.session.execute(() => {
      window.__left = true;
    });
    await go();
    const drawn = (points) =>
      !window.__left &&
      document.querySelectorAll('[data-row][data-col]').length === points &&
      document.querySelector('[data-testid="start"]') !== null &&
      // The panel: the app's takes the first page's place a frame after the play bar.
      document.querySelector('[data-testid="level"]') !== null;
    // While the page changes, a script may find no document to run in.
    const check = () =>
      this.session.execute(drawn, SIZE * SIZE).catch((error) => {
        if (this.session.broken) throw error;
        return false;
      });
    await waitFor(check, 'the board and the panel');
    await this.session.execute(recordInPage);
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
    const ended = async () => (await this.text('start')) === 'Start game';
    await waitFor(async () => (await ended()) || asked(), 'End to end the game or ask first');
    if (!(await ended())) await this.click(confirm);
    await waitFor(ended, 'the game to end');
  }

  /** Starts a game with the given first player ("computer" or "me") and computer level. */
  async start(first, level = 'classic') {
    await this.openSetup();
    await this.choose('level', level);
    await this.click(byTestId(`first-${first}`));
    await this.click(byTestId('start'));
    await waitFor(async () => (await this.text('start')) === 'End game', 'the game to start');
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
    const answered = async () =>
      (await this.stones()) === before + 2 && (await this.text('start')) === 'End game';
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

  async collectErrors() {
    this.errors.push(...(await this.session.execute(() => window.__errors ?? [])));
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
