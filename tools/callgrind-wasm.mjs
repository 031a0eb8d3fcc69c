// Instructions by function of a wasm program run in Node under callgrind: the JIT's code
// has no symbols for callgrind, so each instruction's address is looked up in the map V8
// writes with --perf-basic-prof (/tmp/perf-PID.map). Everything outside the JIT's code
// (V8's own C++, memory.copy and memory.fill, Node's start-up) counts as "native".
// Usage: node tools/callgrind-wasm.mjs CALLGRIND.OUT PERF.MAP [ROWS]
import { readFileSync } from 'node:fs';

const [out, map, rows = '20'] = process.argv.slice(2);
if (!out || !map) {
  console.error('usage: node tools/callgrind-wasm.mjs CALLGRIND.OUT PERF.MAP [ROWS]');
  process.exit(2);
}
const ranges = readFileSync(map, 'utf8')
  .split('\n')
  .filter(Boolean)
  .map((line) => {
    const [start, size, ...name] = line.split(' ');
    return { start: BigInt(`0x${start}`), end: BigInt(`0x${start}`) + BigInt(`0x${size}`), name: name.join(' ') };
  })
  .sort((a, b) => (a.start < b.start ? -1 : 1));
// Rust's legacy mangling (_ZN, then each path segment as its length and text, then the
// hash segment and E) read back as a path, without the hash.
function demangle(name) {
  const match = /^_ZN(.*)E$/.exec(name);
  if (!match) return name;
  const parts = [];
  for (let rest = match[1]; rest.length > 0; ) {
    const length = /^\d+/.exec(rest);
    if (!length) return name;
    const start = length[0].length;
    parts.push(rest.slice(start, start + Number(length[0])));
    rest = rest.slice(start + Number(length[0]));
  }
  if (/^h[0-9a-f]{16}$/.test(parts.at(-1))) parts.pop();
  return parts.join('::').replace(/\$LT\$/g, '<').replace(/\$GT\$/g, '>').replace(/\$u20\$/g, ' ').replace(/\$C\$/g, ',').replace(/\.\./g, '::');
}
function nameOf(address) {
  let lo = 0;
  let hi = ranges.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (ranges[mid].start <= address) lo = mid + 1;
    else hi = mid - 1;
  }
  const range = ranges[hi];
  return range && address < range.end ? demangle(range.name.replace(/^JS:/, '').replace(/-\d+-turbofan$/, '')) : 'native';
}
// The callgrind format with --dump-instr=yes: "positions: instr line", each cost line an
// address (absolute, +/- relative to the last, or * for the same), a line and the cost; the
// line after "calls=" is a call's inclusive cost and is not the function's own.
const costs = new Map();
let total = 0n;
let last = 0n;
let afterCall = false;
for (const line of readFileSync(out, 'utf8').split('\n')) {
  if (line === '' || /^[a-z]/.test(line)) {
    if (line.startsWith('calls=')) afterCall = true;
    continue;
  }
  const [position, , cost = '0'] = line.split(' ');
  if (position.startsWith('0x')) last = BigInt(position);
  else if (position.startsWith('+')) last += BigInt(position.slice(1));
  else if (position.startsWith('-')) last -= BigInt(position.slice(1));
  else if (position !== '*') continue;
  if (afterCall) {
    afterCall = false;
    continue;
  }
  const ir = BigInt(cost);
  total += ir;
  const name = nameOf(last);
  costs.set(name, (costs.get(name) ?? 0n) + ir);
}
console.log(`${(Number(total) / 1e6).toFixed(1)}M instructions`);
for (const [name, ir] of [...costs].sort((a, b) => (a[1] < b[1] ? 1 : -1)).slice(0, Number(rows))) {
  console.log(`${((100 * Number(ir)) / Number(total)).toFixed(1).padStart(5)}% ${(Number(ir) / 1e6).toFixed(1).padStart(9)}M  ${name.slice(0, 100)}`);
}
