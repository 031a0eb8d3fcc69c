// The app's places as the tests of both suites see them (src/shell/places.rs): their
// names, a walk through every ordered pair, and whether the page shows one.

export const PLACES = ['play', 'puzzles', 'lessons', 'progress', 'analysis', 'library'];
/** The places drawn over the game, each setting `data-<name>` on the document element. */
export const PAGES = ['puzzles', 'lessons', 'progress', 'library'];

/**
 * A walk through every ordered pair of places, each step once (an Eulerian circuit of
 * the complete directed graph on the places), from and back to the game: 31 places, 30
 * steps.
 */
export function everyPair() {
  const left = new Map(PLACES.map((from) => [from, PLACES.filter((to) => to !== from)]));
  const stack = ['play'];
  const walk = [];
  while (stack.length) {
    const next = left.get(stack[stack.length - 1]);
    if (next.length) stack.push(next.shift());
    else walk.push(stack.pop());
  }
  return walk.reverse();
}

/**
 * Run in the page, given `{ name, pages: PAGES }`: what it shows of `name` (an empty list when it is the place shown
 * whole: the bar's mark on it alone, its page or the game's, the analysis board with the
 * analysis, and its address), else what is wrong.
 */
export function placeShown({ name, pages }) {
  const wrong = [];
  const marked = [...document.querySelectorAll('#places [aria-current="page"]')].map((a) => a.dataset.place);
  if (!document.querySelector('#places[data-up]')) wrong.push('the bar is not up');
  if (marked.join() !== name) wrong.push(`marked: ${marked.join() || 'none'}`);
  const open = pages.filter((page) => document.documentElement.hasAttribute(`data-${page}`));
  if (open.join() !== (pages.includes(name) ? name : '')) wrong.push(`pages open: ${open.join() || 'none'}`);
  const analysis = document.querySelector('[data-testid="analysis-board"]') !== null;
  if (name === 'analysis' && !analysis) wrong.push('no analysis board');
  if (name === 'play' && analysis) wrong.push('the analysis board is open');
  const game = document.getElementById('page');
  const gameShown = game !== null && game.offsetParent !== null;
  if (gameShown !== !pages.includes(name)) wrong.push(gameShown ? 'the game shows' : 'the game is hidden');
  if ((location.hash || '#play') !== `#${name}`) wrong.push(`address ${location.hash}`);
  return wrong;
}
