// Starts the search worker: loads wasm-bindgen's glue (which defines `wasm_bindgen`), then
// the module, whose start function installs the message handler. Where the browser has
// WebAssembly SIMD, the worker built with it (worker_simd.js, tools/build-modules.mjs),
// else the scalar one (worker.js, Trunk's). The probe is the smallest module that uses
// SIMD: one function returning a v128 constant. The service worker (assets/sw.js) keeps
// the same choice offline.
const SIMD_PROBE = new Uint8Array([
  0, 97, 115, 109, 1, 0, 0, 0, 1, 5, 1, 96, 0, 1, 123, 3, 2, 1, 0, 10, 22, 1, 20, 0, 253, 12, 0, 0, 0, 0, 0, 0, 0, 0,
  0, 0, 0, 0, 0, 0, 0, 0, 11,
]);
const name = WebAssembly.validate(SIMD_PROBE) ? 'worker_simd' : 'worker';
importScripts(`./${name}.js`);
wasm_bindgen({ module_or_path: `./${name}_bg.wasm` });
