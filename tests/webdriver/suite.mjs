// The game played in a browser that Playwright cannot drive, over W3C WebDriver, against
// the release build in dist/: the same page, hooks and winning lines as the Playwright
// suite, and the same checks after each test (no console error, no foreign request).
// firefox.test.mjs and webkit.test.mjs run it in each browser; screenshots go to
// target/screenshots/<browser>-*.png.
import assert from 'node:assert/strict';
import { appendFileSync, existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { after, before, beforeEach, describe, it as nodeIt } from 'node:test';
import { hasFive, winningLines } from '../e2e/board.mjs';
import { serveSite } from '../e2e/site.mjs';
import { soak } from '../e2e/soak.mjs';
import { beyondTheCore } from './beyond.mjs';
import { Game, SCREENSHOTS, at, byTestId } from './game.mjs';
import { webdriverHands } from './hands.mjs';
import { Key, waitFor } from './webdriver.mjs';

const CENTRE = { row: 9, col: 9 };
const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 390, height: 844 };
/** The soak's games in each browser (scripts/soak sets more). */
const SOAK_GAMES = Number(process.env.SOAK_GAMES ?? 20);
/** The build the suite plays: the release build, unless SITE_DIR names another. */
const SITE_DIR = process.env.SITE_DIR ?? 'dist';

/** The suite, in the browser that `launch` (from browsers.mjs) opens. */
export function browserSuite(name, launch) {
  describe(name, () => {
    let browser;
    let site;
    let game;
    before(async () => {
      assert.ok(existsSync(`${SITE_DIR}/index.html`), `no build in ${SITE_DIR}/: run \`trunk build --release\` first`);
      mkdirSync(SCREENSHOTS, { recursive: true });
      site = await serveSite({ dir: SITE_DIR });
      browser = await launch();
      await browser.session.resize(DESKTOP.width, DESKTOP.height);
    });
    after(async () => {
      await browser?.close();
      await site?.stop();
    });
    const relaunch = async () => {
      await browser.close().catch(() => {});
      browser = await launch();
      await browser.session.resize(DESKTOP.width, DESKTOP.height);
      game = new Game(browser.session, name);
      await game.open(site.url);
    };
    beforeEach(async () => {
      // A browser that stopped answering in the last test is replaced, so that one hang
      // fails one test.
      if (browser.session.broken) return relaunch();
      game = new Game(browser.session, name);
      await game.open(site.url);
    });
    /**
     * A test, run once more in a new browser when the browser's own page process died
     * during it (browsers.mjs says when: a crash in the system's graphics library, not
     * in the page) or its driver left a command unanswered for a minute (WebKitWebDriver
     * does, about one full run in ten). Any other failure, or a second failure (a page
     * that hangs hangs again), fails the test.
     */
    const it = (title, body) =>
      nodeIt(title, async () => {
        const crashes = browser.crashes();
        try {
          await body();
        } catch (error) {
          const crashed = browser.crashes() !== crashes;
          if (!crashed && !browser.session.broken) throw error;
          const what = crashed ? 'its page process crashed' : 'its driver stopped answering';
          console.log(`${name}: ${what} during "${title}" (${error.message}); run once more in a new browser`);
          await relaunch();
          await body();
        }
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
      const own = await serveSite({ dir: SITE_DIR });
      try {
        await game.open(own.url, { fresh: true });
        await waitFor(
          () => game.session.execute(() => navigator.serviceWorker.controller !== null),
          'the service worker to control the page',
          15_000,
        );
        await own.stop();
        // (The first visit's pointer to Lesson 1, at the window's foot, put away.)
        await game.session.execute(() => localStorage.setItem('gobang.lesson-pointer', 'seen'));
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

    beyondTheCore({ it, game: () => game, site: () => site, phone: PHONE, desktop: DESKTOP });

    // Each browser its own games, unless SOAK_SEED sets one for both (to replay a fault).
    const seed = Number(process.env.SOAK_SEED ?? { firefox: 20261204, webkit: 20261205 }[name] ?? 1);
    it(`soak: ${SOAK_GAMES} games of random play and interruptions, seed ${seed}`, async () => {
      const progress = `target/soak-progress-${name}.log`;
      writeFileSync(progress, '');
      const log = (line) => appendFileSync(progress, `${line}\n`);
      const report = await soak(webdriverHands(game), { games: SOAK_GAMES, seed, log });
      writeFileSync(`target/soak-report-${name}.json`, JSON.stringify(report, null, 2));
      console.log(`${name} soak: ${JSON.stringify(report.ended)}, ${report.restarts} restarts, over ${report.actions} actions`);
      assert.deepEqual(report.faults, []);
      // Each game counted once, by how it ended.
      assert.equal(Object.values(report.ended).reduce((a, b) => a + b, 0), SOAK_GAMES);
      await game.expectCleanRun();
    });
  });
}
