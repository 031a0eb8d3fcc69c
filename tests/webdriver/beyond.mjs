// What players do beyond the core game, in Firefox and WebKit as in Chromium: a review
// stepped through and run, the analysis, the board editor, a swap2 opening against the
// computer, a hint, the Chinese texts, a puzzle, a lesson's task, a rated game on the
// progress page, and taps on a
// phone-sized window. Registered inside the browser suite (suite.mjs), on its page and site.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { winningLines } from '../e2e/board.mjs';
import { PAGES, PLACES, everyPair, placeShown } from '../e2e/places.mjs';
import { GB2312_SGF, GBK_LIBRARY, GOMOCUP, PLAYOK } from '../e2e/samples.mjs';
import { at, byTestId, placeLink } from './game.mjs';
import { waitFor } from './webdriver.mjs';

// Two people: black makes an open three (j10 k10 l10), white looks away (a1: a blunder),
// black looks away too (s19: a missed win), then white blocks.
const GAME = 'j10,j9,k10,k9,l10,a1,s19,m10';
const STUDY = '.study-board';
const inStudy = (selector) => `${STUDY} ${selector}`;

/** The shipped set's shortest win by fours (the first puzzle, if none): its fields. */
function shortPuzzle() {
  const puzzles = readFileSync(new URL('../../assets/puzzles.txt', import.meta.url), 'utf8')
    .split('\n')
    .filter((line) => line.trim() && !line.startsWith('#'))
    .map((line) => {
      const [id, , size, kind, , position, solution] = line.split(' ');
      return { id, size: Number(size), kind, position: position.split(','), solution: solution.split(',') };
    });
  const vcf = puzzles.filter((p) => p.kind === 'vcf').sort((a, b) => a.solution.length - b.solution.length);
  return vcf[0] ?? puzzles[0];
}
const PUZZLE_PAGE = 'section.puzzles';
const LESSON_PAGE = 'section.lessons';
/** What the shipped lessons' first task asks, in English. */
const LESSON_ASK = readFileSync(new URL('../../assets/lessons.txt', import.meta.url), 'utf8')
  .split('\n')
  .find((line) => line.startsWith('ask '))
  .slice(4)
  .split(' | ')[0]
  .trim();

/**
 * The tests, registered with the suite's `it` (which runs a test once more after a browser
 * crash), on its current `game()` (game.mjs) and `site()`; `phone` is the window size the
 * suite asks for a phone, `desktop` the size it goes back to.
 */
export function beyondTheCore({ it, game, site, phone, desktop }) {
  it('a review: stepped through with the buttons and the move list, then run: the graph and the marks', async () => {
    const g = game();
    await g.openLink(`${site().url}#mode=person&moves=${GAME}`);
    await g.enabledSoon('review');
    assert.equal(await g.text('ply'), '8 / 8');
    await g.click(byTestId('nav-prev'));
    await g.textSoon('ply', '7 / 8');
    assert.equal(await g.count(inStudy('[data-stone]')), 7);
    await g.click(byTestId('nav-first'));
    await g.textSoon('ply', '0 / 8');
    assert.equal(await g.count(inStudy('[data-stone]')), 0);
    await g.click(`${byTestId('move-list')} [data-ply="5"]`);
    await g.textSoon('ply', '5 / 8');
    assert.equal(await g.count(inStudy('[data-stone]')), 5);
    // The review, in the analysis worker: every move on the graph, the two mistakes marked.
    await g.click(byTestId('review'));
    await g.textSoon('review', 'Close review', 30_000);
    assert.equal(await g.count(`${byTestId('eval-graph')} [data-ply]`), 8);
    assert.equal(await g.attribute(`${byTestId('move-list')} [data-ply="6"]`, 'data-mark'), 'blunder');
    assert.equal(await g.attribute(`${byTestId('move-list')} [data-ply="7"]`, 'data-mark'), 'missed-win');
    // (Its column's area: geckodriver cannot scroll an SVG group into view.)
    await g.click(`${byTestId('eval-graph')} [data-ply="6"] rect`);
    await g.textSoon('ply', '6 / 8');
    assert.match(await g.text('mark-note'), /blunder/);
    await waitFor(async () => (await g.count(inStudy('[data-ghost="best"]'))) === 1, 'the better move drawn');
    await g.screenshot('review');
    // Closing it goes back to where the game stands, and the game goes on.
    await g.click(byTestId('review'));
    await g.textSoon('ply', '8 / 8');
    await g.play({ row: 5, col: 5 });
    await waitFor(async () => (await g.stones()) === 9, 'the next move of the game');
    await g.expectCleanRun();
  });

  it('the analysis follows the position shown: the chance, a forced win, the best line', async () => {
    const g = game();
    await g.openLink(`${site().url}#mode=person&moves=${GAME}`);
    await g.enabledSoon('analysis');
    await g.click(byTestId('analysis'));
    await waitFor(async () => (await g.attribute(byTestId('analysis'), 'aria-pressed')) === 'true', 'Analysis pressed');
    await g.textSoon('eval', /Black's winning chance: \d+%|wins/, 30_000);
    await g.textSoon('best-line', /^Best line \(black to move\): ([A-S]\d+ ?){1,8}$/, 30_000);
    // On the analysis board its tree is the move list: the game's moves are its main line.
    await g.click(`${byTestId('tree')} > li > [data-ply="6"]`);
    await g.textSoon('eval', 'Black wins in 2', 30_000);
    await g.screenshot('analysis');
    await g.expectCleanRun();
  });

  it('the board editor: refuses an impossible position with its reason, plays a possible one', async () => {
    const g = game();
    await g.enabledSoon('edit');
    await g.click(byTestId('edit'));
    const stone = (value) => `${byTestId('edit-stone')}[value="${value}"]`;
    const put = async (point, colour) => {
      await g.click(inStudy(at(point)));
      await waitFor(async () => (await g.attribute(inStudy(at(point)), 'data-stone')) === colour, `${colour} at ${at(point)}`);
    };
    await g.click(stone('white'));
    await put({ row: 9, col: 9 }, 'white');
    await put({ row: 8, col: 8 }, 'white');
    await g.click(byTestId('play-from-here'));
    await g.textSoon('study-notice', /0 black and 2 white stones cannot happen/);
    assert.equal(await g.count(inStudy('[data-stone]')), 2, 'the refused position is kept');
    // Two black stones beside them: a position that can happen, black to move.
    await g.click(stone('black'));
    await put({ row: 9, col: 10 }, 'black');
    await put({ row: 9, col: 8 }, 'black');
    await g.screenshot('editor');
    await g.click(byTestId('play-from-here'));
    await waitFor(async () => (await g.stones()) === 4, 'the position on the page board');
    assert.equal(await g.stoneAt({ row: 9, col: 10 }), 'black');
    await g.expectCleanRun();
  });

  it('swap2 against the computer: it places three stones, the person takes black, and it plays on', async () => {
    const g = game();
    await g.openSetup();
    await g.choose('opponent', 'computer');
    await g.choose('size', '15');
    await g.choose('opening', 'swap2');
    await g.choose('level', 'easy');
    await g.click(byTestId('first-computer'));
    await g.click(byTestId('start'));
    await g.element(byTestId('choose-black'), 30_000);
    assert.equal(await g.count(inStudy('[data-stone]')), 3);
    assert.match(await g.text('opening-status'), /Your choice/);
    await g.screenshot('swap2');
    await g.click(byTestId('choose-black'));
    await waitFor(async () => (await g.count(byTestId('opening-panel'))) === 0, 'the opening to end');
    await waitFor(async () => (await g.stones()) === 4, "white's move", 30_000);
    await g.statusSays('your turn');
    await g.expectCleanRun();
  });

  it('a hint shows a ghost stone and says where and why, without playing it', async () => {
    const g = game();
    await g.start('computer');
    await g.click(byTestId('hint'));
    await waitFor(async () => (await g.count('[data-hint="true"]')) === 1, 'the hint on the board');
    const ghost = await g.session.execute(() => ({ ...document.querySelector('[data-hint="true"]').dataset }));
    assert.equal(ghost.stone, undefined, 'the hint is no stone');
    const name = `${String.fromCharCode(65 + Number(ghost.col))}${19 - Number(ghost.row)}`;
    await g.textSoon('hint-text', new RegExp(`^Hint: ${name} — .+\\.$`));
    assert.equal(await g.stones(), 1);
    await g.screenshot('hint');
    await g.playAndWait({ row: Number(ghost.row), col: Number(ghost.col) });
    assert.equal(await g.count('[data-hint="true"]'), 0);
    await g.expectCleanRun();
  });

  it('简体中文: chosen on the page, its alerts, status and result, remembered over a reload', async () => {
    const g = game();
    await g.choose('lang', 'zh-CN');
    await g.textSoon('start', '开始游戏');
    assert.equal(await g.session.execute(() => document.documentElement.lang), 'zh-CN');
    await g.play({ row: 9, col: 9 });
    assert.match((await g.nthAlert(1)).message, /点击“开始游戏”按钮开启对局/);
    await g.reload();
    await g.textSoon('start', '开始游戏');
    await g.start('me');
    await g.statusSays('轮到你下');
    for (const point of winningLines().me) await g.playAndWait(point);
    // (The second alert of the test, the first of the page since the reload.)
    await g.nthAlert(2);
    assert.match(g.session.dialogs[1], /你赢了/);
    await g.screenshot('chinese');
    await g.expectCleanRun();
  });

  it('taps on a phone-sized window: a first tap on a small point shows a preview, a second plays', async () => {
    const g = game();
    try {
      const viewport = await g.session.resize(phone.width, phone.height);
      await g.reload();
      await g.start('me');
      await g.session.execute(() => {
        window.__pointerTypes = [];
        document.addEventListener('pointerdown', (e) => window.__pointerTypes.push(e.pointerType), true);
      });
      const point = { row: 9, col: 9 };
      const width = await g.session.execute((s) => document.querySelector(s).offsetWidth, at(point));
      console.log(`${g.browser}: taps in a ${viewport.width}×${viewport.height} px window, on points ${width} px wide`);
      // Smaller than a fingertip's target (24 px): the first tap only shows where the stone would go.
      assert.ok(width < 24, `the points are small (${width} px)`);
      await g.tap(point);
      await waitFor(async () => (await g.attribute(at(point), 'data-preview')) === 'true', 'the preview stone');
      assert.deepEqual(await g.session.execute(() => window.__pointerTypes), ['touch'], 'a finger pressed');
      assert.equal(await g.stones(), 0);
      await g.screenshot('phone-preview');
      await g.tap(point);
      await waitFor(async () => (await g.stones()) === 2, 'the tapped stone and the answer');
      assert.equal(await g.stoneAt(point), 'black');
      await g.expectCleanRun();
    } finally {
      await g.session.resize(desktop.width, desktop.height);
    }
  });

  it('the analysis board: the bar and the best move follow, a move tried is a side line, promoted and deleted', async () => {
    const g = game();
    await g.openLink(`${site().url}#mode=person&moves=${GAME}`);
    await g.enabledSoon('analysis');
    await g.click(byTestId('analysis'));
    await g.element(byTestId('analysis-board'), 20_000);
    // The game's moves are the tree's main line; after move 6 (the blunder) black wins.
    await g.click(`${byTestId('tree')} > li > [data-ply="6"]`);
    await g.textSoon('eval', 'Black wins in 2', 30_000);
    await waitFor(async () => (await g.attribute(byTestId('eval-bar'), 'data-value')) === '100', 'the bar at 100');
    await waitFor(async () => (await g.count(inStudy('[data-ghost="best"]'))) === 1, 'the best move on the board');
    // Another move than the game's 7th (s19): a side line.
    await g.click(inStudy(at({ row: 0, col: 0 })));
    await waitFor(async () => (await g.count(byTestId('variation'))) === 1, 'a side line');
    assert.equal(await g.attribute(byTestId('variation'), 'data-ply'), '7');
    assert.equal(await g.attribute(byTestId('variation'), 'data-line'), 'a19');
    assert.equal(await g.count(inStudy('[data-stone]')), 7);
    await g.screenshot('analysis-board');
    // Promoted, it is the main line and the game's move the side line; deleted, it is gone.
    await g.click(`${byTestId('variation')} ${byTestId('promote')}`);
    await waitFor(async () => (await g.attribute(byTestId('variation'), 'data-line')) === 's19 m10', 'the game’s moves aside');
    // The game's own moves back in front, then the move tried deleted.
    await g.click(`${byTestId('variation')} ${byTestId('promote')}`);
    await waitFor(async () => (await g.attribute(byTestId('variation'), 'data-line')) === 'a19', 'the move tried aside');
    await g.click(`${byTestId('variation')} ${byTestId('delete-line')}`);
    await waitFor(async () => (await g.count(byTestId('variation'))) === 0, 'the side line deleted');
    await g.expectCleanRun();
  });

  it('after a win: the alert, the result with its next steps, a click after it, and a rematch', async () => {
    const g = game();
    // Two people, black's four j10-m10 open at n10.
    await g.openLink(`${site().url}#mode=person&moves=j10,j9,k10,k9,l10,l9,m10,a1`);
    await g.play({ row: 9, col: 13 });
    assert.match((await g.nthAlert(1)).message, /Black wins/);
    await g.textSoon('result', /^Black wins! · 9 moves$/, 20_000);
    assert.equal(await g.count('[data-win="true"]'), 5);
    await g.screenshot('result');
    // The original's alert for a click with no game on: the game is over, press Start.
    await g.play({ row: 2, col: 2 });
    assert.equal((await g.nthAlert(2)).message, 'This game is over. Press “Start game” to play another.');
    await g.click(byTestId('rematch'));
    await waitFor(() => g.inGame(), 'the rematch to start');
    assert.equal(await g.stones(), 0);
    assert.equal(await g.count(byTestId('result')), 0);
    await g.expectCleanRun();
  });

  it('the move list during a game against the computer: every move, an earlier one looked at, the game going on', async () => {
    const g = game();
    await g.start('me');
    // Two moves of the line that beats Classic: points its answers leave free.
    const [first, second, third] = winningLines().me;
    await g.playAndWait(first);
    await g.playAndWait(second);
    const listed = () => g.count(`${byTestId('move-list')} [data-ply]`);
    await waitFor(async () => (await listed()) === 4, 'four moves listed');
    assert.match(await g.session.execute((s) => document.querySelector(s).textContent, `${byTestId('move-list')} [data-ply="1"]`), /1\. J10/);
    assert.equal(await g.disabled(byTestId('analysis')), true, 'no analysis while the game is played');
    await g.click(`${byTestId('move-list')} [data-ply="1"]`);
    await waitFor(async () => (await g.count(inStudy('[data-stone]'))) === 1, 'move 1 shown');
    assert.equal(await g.inGame(), true);
    await g.click(byTestId('back-to-game'));
    await waitFor(async () => (await g.count(inStudy('[data-stone]'))) === 0, 'back to the game');
    await g.playAndWait(third);
    await waitFor(async () => (await listed()) === 6, 'six moves listed');
    await g.expectCleanRun();
  });

  it('a puzzle\'s link: its position shown, its solution played against the solver\'s defence, solved', async () => {
    const g = game();
    const puzzle = shortPuzzle();
    await g.openLink(`${site().url}?puzzle=${puzzle.id}`, { cells: null });
    const shown = () =>
      g.session.execute((s) => document.querySelector(s)?.textContent ?? null, `${PUZZLE_PAGE} .puzzle-about ${byTestId('puzzle-id')}`);
    await waitFor(async () => (await shown()) === puzzle.id, `puzzle ${puzzle.id} shown`, 20_000);
    const stones = () => g.count(`${PUZZLE_PAGE} [data-stone]`);
    await waitFor(async () => (await stones()) === puzzle.position.length, 'the puzzle\'s stones');
    assert.equal(await g.text('puzzle-result'), '');
    // The puzzle's board: rows counted from the bottom in notation, from the top on the board.
    const point = (name) => ({ row: puzzle.size - Number(name.slice(1)), col: name.charCodeAt(0) - 97 });
    for (let i = 0; i < puzzle.solution.length; i += 2) {
      await g.click(`${PUZZLE_PAGE} ${at(point(puzzle.solution[i]))}`);
      const reply = puzzle.solution[i + 1];
      if (reply === undefined) break;
      const answered = () => g.attribute(`${PUZZLE_PAGE} ${at(point(reply))}`, 'data-stone');
      await waitFor(async () => (await answered()) !== null, `the defence at ${reply}`, 20_000);
    }
    await g.textSoon('puzzle-result', 'Solved!', 20_000);
    assert.equal(await stones(), puzzle.position.length + puzzle.solution.length);
    await g.screenshot('puzzle-solved');
    await g.expectCleanRun();
  });

  it('progress: a game won against a level counts as a rated game, and the page suggests a level', async () => {
    const g = game();
    // Black (the person, to move) one move from five in row 10 against Easy; the progress
    // page counts the game once the study module is up.
    await g.openLink(`${site().url}#level=easy&moves=j10,a1,k10,a2,l10,a3,m10,a19`);
    await g.element('#progress-page', 20_000);
    await g.play({ row: 9, col: 13 });
    assert.match((await g.nthAlert(1)).message, /you won/);
    await g.click(placeLink('progress'));
    await g.textSoon('player-games', '1', 10_000);
    assert.ok(Number(await g.text('player-rating')) > 500);
    const level = await g.attribute(byTestId('level-suggestion'), 'data-level');
    assert.match(level, /^(classic|beginner|easy|intermediate|advanced|expert|master|grandmaster)$/);
    await g.screenshot('progress');
    await g.click(byTestId('progress-back'));
    await g.expectCleanRun();
  });

  it('a lesson\'s first task: a wrong move told why and taken back, the right one counted', async () => {
    const g = game();
    await g.openLink(site().url);
    await g.click(placeLink('lessons'));
    await g.textSoon('lesson-task', LESSON_ASK, 20_000);
    // Lesson 1 is on a 15x15 board: H8 is row 7 from the top, column 7; G9 one up-left.
    const point = (row, col) => `${LESSON_PAGE} ${at({ row, col })}`;
    const verdict = () => g.attribute(byTestId('lesson-feedback'), 'data-verdict');
    await g.click(point(6, 6));
    await waitFor(async () => (await verdict()) === 'wrong', 'the wrong move told');
    assert.match(await g.text('lesson-feedback'), /^That is G9, not H8/);
    assert.equal(await g.count(`${LESSON_PAGE} [data-stone]`), 0);
    await g.click(point(7, 7));
    await waitFor(async () => (await verdict()) === 'right', 'the right move told');
    await g.textSoon('lesson-progress', /^1 \/ \d+$/);
    assert.equal(await g.count(`${LESSON_PAGE} [data-stone]`), 1);
    await g.screenshot('lesson-right');
    await g.click(byTestId('lessons-back'));
    await g.expectCleanRun();
  });

  it('places: a link to each, a reload in each, Back and Forward between every pair, the first visit\'s way to Lesson 1', async () => {
    const g = game();
    const at = (name) =>
      waitFor(async () => (await g.session.execute(placeShown, { name, pages: PAGES })).length === 0, `the place ${name}`, 20_000).catch(async (error) => {
        error.message += `: ${(await g.session.execute(placeShown, { name, pages: PAGES })).join('; ')}`;
        throw error;
      });
    for (const name of PLACES) {
      await g.openLink(`${site().url}#${name}`, { cells: null });
      await at(name);
      await g.reload({ cells: null });
      await at(name);
    }
    await g.openLink(site().url);
    await at('play');
    const walk = everyPair();
    for (const name of walk.slice(1)) {
      await g.click(placeLink(name));
      await at(name);
    }
    for (let i = walk.length - 2; i >= 0; i--) {
      await g.session.execute(() => history.back());
      await at(walk[i]);
    }
    for (let i = 1; i < walk.length; i++) {
      await g.session.execute(() => history.forward());
      await at(walk[i]);
    }
    await g.screenshot('places');
    // A first visit (no lesson begun, the pointer not put away): the pointer to Lesson 1
    // leads to the lessons' place.
    await g.session.execute(() => ['gobang.lesson-pointer', 'gobang.lessons'].forEach((key) => localStorage.removeItem(key)));
    await g.openLink(`${site().url}#play`);
    await g.click(byTestId('lesson-pointer-start'));
    await at('lessons');
    await g.textSoon('lesson-task', LESSON_ASK, 20_000);
    await g.expectCleanRun();
  });

  it('on a phone-sized window, a game on fills the screen: the panel folds behind More', async () => {
    const g = game();
    try {
      const viewport = await g.session.resize(phone.width, phone.height);
      await g.reload();
      await g.start('me');
      const seen = () =>
        g.session.execute(() => {
          const panel = document.querySelector('#page > .panel');
          return { height: document.documentElement.scrollHeight, inner: innerHeight, panel: panel.offsetParent !== null };
        });
      const playing = await seen();
      console.log(`${g.browser}: a game on in a ${viewport.width}×${viewport.height} px window: the page ${playing.height} px high in ${playing.inner}`);
      assert.equal(playing.panel, false, 'the panel folded');
      assert.ok(playing.height <= playing.inner, `the page (${playing.height} px) fits the window (${playing.inner} px)`);
      assert.equal(await g.attribute(byTestId('more'), 'aria-expanded'), 'false');
      await g.click(byTestId('more'));
      assert.equal((await seen()).panel, true, 'the panel unfolded');
      await g.screenshot('phone-more');
      await g.expectCleanRun();
    } finally {
      await g.session.resize(desktop.width, desktop.height);
    }
  });

  it('the theme: dark chosen on the page, applied at once and over a reload', async () => {
    const g = game();
    await g.choose('theme', 'dark');
    const theme = () => g.session.execute(() => document.documentElement.dataset.theme ?? null);
    assert.equal(await theme(), 'dark');
    const background = () => g.session.execute(() => getComputedStyle(document.documentElement).backgroundColor);
    const dark = await background();
    await g.reload();
    assert.equal(await theme(), 'dark');
    assert.equal(await background(), dark);
    await g.choose('theme', 'light');
    assert.notEqual(await background(), dark);
    await g.expectCleanRun();
  });

  it('a game file pasted: SGF read with its side line onto the analysis board, exported as .psq', async () => {
    const g = game();
    await g.click('details.record summary');
    await g.element(byTestId('record-input'));
    // (Typed as a paste would put it: the whole text at once.)
    await g.session.execute((text) => {
      const field = document.querySelector('[data-testid="record-input"]');
      field.value = text;
      field.dispatchEvent(new Event('input', { bubbles: true }));
    }, '(;GM[4]FF[4]SZ[15];B[hh];W[ig](;B[jf];W[gi])(;B[gi]))');
    await g.click(byTestId('load-record'));
    await waitFor(async () => (await g.count('main > .board-frame [data-stone]')) === 4, 'the SGF game on the page');
    await waitFor(async () => (await g.count(byTestId('analysis-board'))) === 1, 'its side line on the analysis board');
    await g.choose('export-format', 'psq');
    const output = () => g.session.execute(() => document.querySelector('[data-testid="export-output"]').value);
    await waitFor(async () => /^Piskvorky 15x15, 0:0, 0\n8,8,0\n9,7,0\n10,6,0\n7,9,0\n/.test(await output()), 'the game as .psq');
    await g.expectCleanRun();
  });

  it('files as the field writes them open: a GB2312 SGF with its notes, a Gomocup 20x20 game, a PlayOK game, a GBK library', async () => {
    const g = game();
    await g.click('details.record summary');
    await g.element(byTestId('open-file'));
    // A file chosen, as the file picker hands it to the page.
    const open = (name, bytes) =>
      g.session.execute(
        (name, bytes) => {
          const input = document.querySelector('[data-testid="open-file"]');
          const files = new DataTransfer();
          files.items.add(new File([new Uint8Array(bytes)], name));
          input.files = files.files;
          input.dispatchEvent(new Event('change', { bubbles: true }));
        },
        name,
        [...bytes],
      );
    const stones = () => g.count('main > .board-frame [data-stone]');
    await open('renju.sgf', GB2312_SGF);
    await waitFor(async () => (await stones()) === 6, 'the SGF game on the page');
    await waitFor(async () => (await g.count(byTestId('analysis-board'))) === 1, 'its notes on the analysis board');
    await g.click(`${byTestId('tree')} [data-ply="4"]`);
    await g.textSoon('node-comment', '黑方提出两个五手打点');
    await waitFor(async () => (await g.count('.study-board [data-mark="true"]')) === 2, 'the two offers marked');
    const j10 = '.study-board [data-row="5"][data-col="9"]';
    assert.equal(await g.session.execute((s) => document.querySelector(s).textContent, j10), 'A');
    await g.screenshot('formats-gb2312-sgf');

    await open('gomocup.psq', Buffer.from(GOMOCUP));
    await waitFor(async () => (await g.count('main > .board-frame [data-row]')) === 400, 'a 20x20 board');
    await waitFor(async () => (await stones()) === 4, 'the Gomocup game on it');
    await open('game.pgn', Buffer.from(PLAYOK));
    await waitFor(async () => (await g.count('main > .board-frame [data-row]')) === 225, 'back to 15x15');
    await waitFor(async () => (await stones()) === 13, 'the PlayOK game');
    assert.equal(await g.text('import-error'), '');

    await open('gbk.lib', GBK_LIBRARY);
    await waitFor(async () => (await g.count(byTestId('library'))) === 1, 'the library open');
    await g.click(`${byTestId('library')} [data-row="7"][data-col="7"]`);
    await g.textSoon('library-comment', '作者：王');
    await g.expectCleanRun();
  });
}
