// Files as other programs write them, byte for byte from their formats (docs/formats.md),
// shared by the Playwright specs and the WebDriver suite.

/** A Gomocup freestyle game as Piskvork saves it: 20x20, x,y,time from 1 at the top left. */
export const GOMOCUP = ['Piskvorky 20x20, 11:11, 0', '10,10,312', '11,11,280', '20,20,501', '1,1,498', 'pbrain-a.exe', 'pbrain-b.exe', '-1'].join('\r\n');
/** A PlayOK export (its game page's PGN): swap2, the second seat takes black after three stones. */
export const PLAYOK = [
  '[Event "?"]', '[Site "PlayOK"]', '[Date "2024.03.09"]', '[Round "-"]', '[Black "anna_k"]', '[White "gomoku_fan"]',
  '[Result "0-1"]', '[TimeControl "300"]', '[BlackElo "1494"]', '[WhiteElo "1620"]', '[GameType "61,15"]', '',
  '1. n4 m2 2. k2 black 3. k5 k7 4. a1 l8 5. a2 m9 6. a3 n10 7. a4 j6 0-1', '',
].join('\n');

/** Bytes in GB2312, written out (Node encodes no Chinese code page). */
const gb = (hex) => Buffer.from(hex, 'hex');
const ascii = (text) => Buffer.from(text, 'latin1');
/**
 * A renju program's SGF as Chinese sites serve it: `GM[1]`, `CA[gb2312]` with its text in
 * that code page (players 黑方 and 白方; the game's comment 作者：五月。黑先胜。; 天元开局 on
 * the first move; 黑方提出两个五手打点 on the fourth, with black's two fifth-move offers
 * as ORC writes them, `5A`, labelled A and B), an empty last node and a line after the tree.
 */
export const GB2312_SGF = Buffer.concat([
  ascii('(;GM[1]FF[4]CA[gb2312]SZ[15]PB['), gb('badab7bd'), ascii(']PW['), gb('b0d7b7bd'),
  ascii(']C['), gb('d7f7d5dfa3bacee5d4c2a1a3badacfc8caa4a1a3'),
  ascii('];B[hh]C['), gb('ccecd4aabfaabed6'),
  ascii(']\r\n;W[ig];B[hg];W[hi]5A[jf][ii]LB[jf:A][ii:B]C['), gb('badab7bdcce1b3f6c1bdb8f6cee5cad6b4f2b5e3'),
  ascii(']\r\n;B[ii];W[jj]\r\n;)\r\n(c) export\r\n'),
]);

/** RenLib's header: its name between 0xff bytes, version 3.4, and ten 0xff bytes. */
export const RENLIB_HEADER = [0xff, ...Buffer.from('RenLib'), 0xff, 3, 4, ...Array(10).fill(0xff)];
/** A point's byte in a RenLib file: 16 * row from the top + column from 1. */
export const renlibPoint = (name) => 16 * (15 - Number(name.slice(1))) + name.charCodeAt(0) - 96;
/** As Chinese libraries are written: the comment 作者：王 ("author: Wang") in GBK, ended by
 * zero bytes to an even length as RenLib writes its texts. */
export const GBK_LIBRARY = Buffer.from([
  ...RENLIB_HEADER, 0, 0, renlibPoint('h8'), 0x48, 0xd7, 0xf7, 0xd5, 0xdf, 0xa3, 0xba, 0xcd, 0xf5, 0, 0,
]);
