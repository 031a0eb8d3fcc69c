// What the browser suites know about the game, with no test framework: the board's size
// and notation, the board read from its test hooks, five in a row, the lines that beat the
// Classic level, points far from everything, and a drawn game. Shared by the Playwright
// suite (gobang.mjs) and the WebDriver suite (tests/webdriver/).
import { readFileSync } from 'node:fs';

export const SIZE = 19;

/** Row and column (0-based, row 0 at the top) of a point in gomoku notation, e.g. "j10". */
export function parsePoint(text) {
  const col = text.charCodeAt(0) - 'a'.charCodeAt(0);
  const row = SIZE - Number(text.slice(1));
  return { row, col };
}

/** A point in gomoku notation. */
export const notation = ({ row, col }) => `${String.fromCharCode(97 + col)}${SIZE - row}`;

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
 * Points far from each other and from the centre: a person who plays them in turn, with
 * the computer first, loses to the Classic level.
 */
export const FAR_POINTS = [
  [0, 0], [0, 18], [18, 0], [18, 18], [0, 9], [18, 9], [9, 0], [9, 18],
  [0, 4], [0, 14], [18, 4], [18, 14], [4, 0], [14, 0], [4, 18], [14, 18],
].map(([row, col]) => ({ row, col }));

/** Runs in the page: every point's `[row, col, stone]`, from its test hooks. */
export function pointsInPage() {
  return [...document.querySelectorAll('[data-row][data-col]')].map((el) => [
    Number(el.dataset.row),
    Number(el.dataset.col),
    el.dataset.stone ?? null,
  ]);
}

/** The board from `pointsInPage`: a SIZE x SIZE array of "black", "white" or null. */
export function boardOf(points) {
  const board = Array.from({ length: SIZE }, () => Array(SIZE).fill(null));
  for (const [row, col, stone] of points) board[row][col] = stone;
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
