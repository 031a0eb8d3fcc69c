// Runs a wasm32-wasip1 program in Node's WASI: tools/wasm-profile.sh uses it to time the
// engine's search in V8 (the engine of Chromium's worker) without a browser.
// Usage: node tools/wasi-run.mjs PROGRAM.wasm [ARGS...]
import { readFileSync } from 'node:fs';
import { WASI } from 'node:wasi';

const [file, ...args] = process.argv.slice(2);
if (!file) {
  console.error('usage: node tools/wasi-run.mjs PROGRAM.wasm [ARGS...]');
  process.exit(2);
}
const wasi = new WASI({ version: 'preview1', args: [file, ...args], env: {} });
const module = await WebAssembly.compile(readFileSync(file));
const instance = await WebAssembly.instantiate(module, wasi.getImportObject());
process.exitCode = wasi.start(instance);
