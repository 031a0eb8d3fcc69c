// The browser soak: whole games with random moves and random interruptions (Start/End
// spam, undo spam, clicks while the computer thinks, level, mode and language switches,
// reloads, double clicks, clicks outside the board), checking after every step that
// nothing is broken. It drives the page through `hands` (below), which soak.spec.mjs gives
// over Playwright (Chromium) and tests/webdriver/hands.mjs over WebDriver (Firefox and
// WebKit); scripts/soak runs the long soak in all three.

/** A small seeded random number generator (mulberry32), so that a failing soak replays. */
export function random(seed) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const pick = (items) => items[Math.floor(next() * items.length)];
  const weighted = (table) => {
    const total = table.reduce((n, [w]) => n + w, 0);
    let r = next() * total;
    for (const [w, value] of table) {
      if ((r -= w) < 0) return value;
    }
    return table.at(-1)[1];
  };
  return { next, pick, weighted };
}

const THINKING = /thinking|思考|Looking for|正在寻找/;

/** What the page shows and what it has saved, read in one go. */
function snapshot(hands) {
  return hands.evaluate(() => {
    const cells = [...document.querySelectorAll('[data-row][data-col]')];
    const stones = {};
    for (const cell of cells) {
      if (cell.dataset.stone) stones[`${cell.dataset.row},${cell.dataset.col}`] = cell.dataset.stone;
    }
    const save = localStorage.getItem('gobang.save');
    const fields = Object.fromEntries(
      (save ?? '').split('\n').slice(1).filter(Boolean).map((line) => {
        const i = line.indexOf(' ');
        return i < 0 ? [line, ''] : [line.slice(0, i), line.slice(i + 1)];
      }),
    );
    return {
      size: Math.round(Math.sqrt(cells.length)),
      stones,
      save: save ? fields : null,
      status: document.querySelector('[data-testid="status"]').textContent,
      inGame: document.querySelector('[data-testid="start"]').classList.contains('ending'),
      // While the computer plays itself, Step is pressable only when the game is paused.
      paused: document.querySelector('[data-testid="step"]')?.disabled === false,
    };
  });
}

/** The checks made after every step; a broken one is a fault, described. */
function check(snap) {
  const faults = [];
  const count = Object.keys(snap.stones).length;
  if (snap.save) {
    const moves = snap.save.moves ? snap.save.moves.split(' ') : [];
    if (moves.length !== count) faults.push(`${count} stones on the board but ${moves.length} moves saved`);
    const size = Number(snap.save.size);
    moves.forEach((move, i) => {
      const col = move.charCodeAt(0) - 97;
      const row = size - Number(move.slice(1));
      const colour = i % 2 === 0 ? 'black' : 'white';
      if (snap.stones[`${row},${col}`] !== colour) faults.push(`move ${i + 1} (${move}) is not a ${colour} stone on the board`);
    });
  } else if (count > 0 && snap.inGame) {
    faults.push(`${count} stones on the board of a game that is not saved`);
  }
  // Every pause is resumed at once: a game left paused would never end.
  if (snap.inGame && snap.paused) faults.push('the game is left paused');
  return faults;
}

/** How a game's alert says it ended, or null for another alert. */
function outcome(message) {
  if (/you won|你赢了|wins|获胜/.test(message)) return 'won';
  if (/computer won|电脑赢了/.test(message)) return 'lost';
  if (/draw|和棋/.test(message)) return 'draw';
  return null;
}

/** The levels a person picks, with how often: the quick ones more, the strongest less. */
const LEVELS = [
  [3, 'classic'], [2, 'beginner'], [2, 'easy'], [2, 'intermediate'], [2, 'advanced'], [1, 'expert'], [1, 'master'], [1, 'grandmaster'],
];

/**
 * What the soak does with a browser, the same over Playwright and WebDriver:
 * - `evaluate(fn)`: runs `fn` in the page, resolves to its result;
 * - `click(selector)`, `doubleClick(selector)`: a person's click on the first match (the
 *   first fails after 5 s if it cannot be clicked); `clickOutside()`: on the title, then on
 *   the page's top-left corner;
 * - `select(testId, value)`, `check(testId)`: picks an option, ticks a radio button;
 * - `enabled(testId)`: whether that control is there and can be pressed;
 * - `reload()`: reloads as a person would, resolving once the app is up again;
 * - `openSetup()`, `endGame()`: as the suites' helpers of those names;
 * - `dialogs()`: every alert's message so far (each accepted as it came);
 * - `errors()`: the console errors and uncaught errors since the last call;
 * - `wait(ms)`.
 * @typedef {object} Hands
 */

/**
 * Plays `games` games through `hands` (the page showing the game) as an impatient person
 * would, and returns { games, seed, ended: {won, lost, draw, end}, restarts, faults,
 * actions }: each game counted once in `ended` (by its alert, or `end` when the soak ended
 * it after its steps), and every End-and-Start of the interruptions in `restarts`.
 */
export async function soak(hands, { games, seed, watchLevels = ['classic', 'beginner', 'easy', 'advanced'], log = () => {} }) {
  const rng = random(seed);
  const faults = [];
  const ended = { won: 0, lost: 0, draw: 0, end: 0 };
  let restarts = 0;
  let actions = 0;
  let alertsBefore = 0;
  const testId = (id) => `[data-testid="${id}"]`;
  const cellAt = (row, col) => `[data-row="${row}"][data-col="${col}"]`;
  const clickIfEnabled = async (id) => {
    if (await hands.enabled(id)) await hands.click(testId(id));
  };

  /**
   * Waits until the computer is not thinking (or, watching, until the game ended). Stuck,
   * a fault: no new stone for 15 s (a watched game, at 0.7 s a move, may take minutes).
   */
  const settle = async (watching) => {
    let [stones, deadline] = [-1, 0];
    for (;;) {
      const snap = await snapshot(hands);
      if (!snap.inGame || !THINKING.test(snap.status) || snap.paused) return snap;
      if (watching && (await hands.dialogs()).length > alertsBefore) return snap;
      const count = Object.keys(snap.stones).length;
      if (count !== stones) [stones, deadline] = [count, Date.now() + 15_000];
      if (Date.now() > deadline) {
        faults.push(`the computer stayed thinking: ${snap.status}`);
        return snap;
      }
      await hands.wait(25);
    }
  };

  for (let game = 0; game < games; game++) {
    if ((await snapshot(hands)).inGame) await hands.endGame();
    await hands.openSetup();
    const opponent = rng.weighted([[6, 'computer'], [2, 'person'], [1, 'watch']]);
    const size = rng.weighted([[3, '19'], [1, '15']]);
    const rule = rng.weighted([[3, 'freestyle'], [1, 'standard'], [1, 'renju']]);
    const level = opponent === 'watch' ? rng.pick(watchLevels) : rng.weighted(LEVELS);
    await hands.select('opponent', opponent);
    await hands.select('size', size);
    await hands.select('rule', rule);
    if (opponent !== 'person') await hands.select('level', level);
    if (opponent === 'watch') await hands.select('level-white', rng.pick(watchLevels));
    if (opponent === 'computer') await hands.check(rng.next() < 0.5 ? 'first-me' : 'first-computer');
    alertsBefore = (await hands.dialogs()).length;
    await hands.click(testId('start'));
    log(`game ${game + 1}: ${opponent} ${size} ${rule} ${level}`);
    const watching = opponent === 'watch';
    let over = false;
    for (let step = 0; step < 120 && !over; step++) {
      actions++;
      const n = Number(size);
      const action = watching
        ? rng.weighted([[6, 'wait'], [1, 'pause'], [1, 'reload'], [1, 'language']])
        : rng.weighted([
            [60, 'play'], [3, 'double'], [2, 'outside'], [3, 'spam-start'], [5, 'undo'],
            [3, 'level'], [2, 'language'], [3, 'reload'], [3, 'hint'], [4, 'hurry'],
          ]);
      log(`  ${action}`);
      switch (action) {
        case 'play':
        case 'hurry': {
          // A random empty point, near the middle more often than not; 'hurry' clicks
          // again at once, while the computer may be thinking.
          const spread = rng.next() < 0.7 ? 4 : n;
          const row = Math.min(n - 1, Math.max(0, Math.floor(n / 2 - spread / 2 + rng.next() * spread)));
          const col = Math.min(n - 1, Math.max(0, Math.floor(n / 2 - spread / 2 + rng.next() * spread)));
          await hands.click(cellAt(row, col));
          if (action === 'hurry') await hands.click(cellAt((row + 1) % n, col));
          break;
        }
        case 'double':
          await hands.doubleClick(cellAt(Math.floor(rng.next() * n), Math.floor(rng.next() * n)));
          break;
        case 'outside':
          await hands.clickOutside();
          break;
        case 'spam-start':
          // End (confirmed when asked) and Start again at once; the old game's answer must
          // not reach the new one.
          await hands.endGame();
          alertsBefore = (await hands.dialogs()).length;
          await hands.click(testId('start'));
          restarts++;
          break;
        case 'undo':
          for (let k = 1 + Math.floor(rng.next() * 3); k > 0; k--) await clickIfEnabled('undo');
          break;
        case 'level':
          // Between two people there is no computer, and no level to choose.
          if (opponent !== 'person') {
            await hands.openSetup();
            await hands.select('level', rng.weighted(LEVELS));
          }
          break;
        case 'language':
          await hands.select('lang', rng.pick(['en', 'zh-CN']));
          break;
        case 'hint':
          await clickIfEnabled('hint');
          break;
        case 'pause': {
          // Pause, step once, and resume (unless the step ended the game).
          if (!(await hands.enabled('pause'))) break;
          await hands.click(testId('pause'));
          await clickIfEnabled('step');
          await clickIfEnabled('pause');
          break;
        }
        case 'wait':
          await hands.wait(200);
          break;
        case 'reload': {
          const before = await snapshot(hands);
          await hands.reload();
          const after = await snapshot(hands);
          const same = JSON.stringify(before.stones) === JSON.stringify(after.stones);
          // A reload may come just as the computer answers: the saved game is then one move on.
          if (!same && before.save?.moves === after.save?.moves) faults.push('the game after a reload is not the one before');
          if (after.inGame !== before.inGame && before.save) faults.push('a reload lost the game');
          break;
        }
      }
      const snap = await settle(watching);
      faults.push(...check(snap), ...(await hands.errors()).map((error) => `console error: ${error}`));
      if (!snap.inGame) over = true;
      if (faults.length > 0) break;
    }
    if (faults.length > 0) {
      faults.push(`(game ${game + 1} of seed ${seed})`);
      break;
    }
    if (!over) {
      await hands.endGame();
      ended.end++;
      continue;
    }
    // A game over has its alert, shown once the last stone has been drawn: wait for it.
    const deadline = Date.now() + 10_000;
    let how = null;
    let alerts = [];
    while (!(how = (alerts = (await hands.dialogs()).slice(alertsBefore)).map(outcome).find(Boolean)) && Date.now() < deadline) {
      await hands.wait(25);
    }
    if (!how) {
      faults.push(`game ${game + 1} of seed ${seed} ended without its alert (alerts: ${JSON.stringify(alerts)})`);
      break;
    }
    ended[how]++;
  }
  faults.push(...(await hands.errors()).map((error) => `console error: ${error}`));
  return { games, seed, ended, restarts, faults, actions };
}
