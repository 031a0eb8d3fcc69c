// Builds the two wasm modules that Trunk cannot build with flags of their own, into Trunk's
// staging folder; called by the post-build hook (tools/post-build.mjs).
//
// - The study module (src/bin/study.rs), as study.js and study_bg.wasm, the names its
//   loader (assets/study_loader.js) fetches: built with Leptos's `erase_components` (views
//   type-erased: far fewer copies of the rendering code, 19 KB gzipped off the module), a
//   compiler flag that must not reach the page's own build (it adds 6 KB there, which a
//   first visit downloads). The `page` profile and the page's wasm-opt settings (index.html's
//   data-wasm-opt-params).
// - The search worker with WebAssembly SIMD (src/bin/worker.rs with
//   `-C target-feature=+simd128`), as worker_simd.js and worker_simd_bg.wasm: the value
//   network's loops run four to eight lanes at a time. Trunk builds the scalar worker for
//   browsers without SIMD (index.html); the worker's loader (assets/worker_loader.js) and
//   the service worker pick one of the two. A global flag would make the page's own wasm
//   fail to load where SIMD is missing. The `worker` profile and wasm-opt -O3, as Trunk's
//   worker.
//
// Each has a target folder of its own (target/study, target/worker-simd), so that the
// builds do not rebuild each other's crates. The same steps as Trunk's: cargo, wasm-bindgen
// for a classic script, wasm-opt in release builds.
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

/** The page's wasm-opt settings, as index.html gives them to Trunk. */
function pageOptimiserSettings() {
  const html = readFileSync(join(root, 'index.html'), 'utf8');
  const params = /data-bin="gobang"[^>]*data-wasm-opt-params="([^"]*)"/.exec(html);
  if (!params) throw new Error('build-modules: no data-wasm-opt-params for the page in index.html');
  return params[1].split(/\s+/).filter(Boolean);
}

/**
 * Builds the binary `bin` as `name`.js and `name`_bg.wasm into `staging`: `profile` for a
 * release build, `flags` for rustc, `optimise` wasm-opt's arguments in release builds.
 */
function buildModule(staging, release, { bin, name, profile, flags, optimise }) {
  const target = join(root, 'target', name.replace('_', '-'));
  const run = (command, args, env = process.env) =>
    execFileSync(command, args, { cwd: root, stdio: ['ignore', 'inherit', 'inherit'], env });
  run('cargo', ['build', '--target', 'wasm32-unknown-unknown', '--bin', bin, '--profile', release ? profile : 'dev'], {
    ...process.env,
    CARGO_TARGET_DIR: target,
    CARGO_ENCODED_RUSTFLAGS: flags.join('\x1f'),
  });
  const built = join(target, 'wasm32-unknown-unknown', release ? profile : 'debug', `${bin}.wasm`);
  const bound = join(target, 'bindgen');
  mkdirSync(bound, { recursive: true });
  run('wasm-bindgen', ['--target=no-modules', `--out-dir=${bound}`, `--out-name=${name}`, '--no-typescript', built]);
  copyFileSync(join(bound, `${name}.js`), join(staging, `${name}.js`));
  const wasm = join(bound, `${name}_bg.wasm`);
  if (release) run('wasm-opt', [`--output=${join(staging, `${name}_bg.wasm`)}`, ...optimise, wasm]);
  else copyFileSync(wasm, join(staging, `${name}_bg.wasm`));
}

/** Builds the study module into `staging`; `release` as Trunk's build. */
export function buildStudy(staging, release) {
  buildModule(staging, release, {
    bin: 'study',
    name: 'study',
    profile: 'page',
    flags: ['--cfg', 'erase_components'],
    optimise: ['-Oz', ...pageOptimiserSettings()],
  });
}

/** Builds the search worker with SIMD into `staging`; `release` as Trunk's build. */
export function buildSimdWorker(staging, release) {
  buildModule(staging, release, {
    bin: 'worker',
    name: 'worker_simd',
    profile: 'worker',
    flags: ['-C', 'target-feature=+simd128'],
    optimise: ['-O3', '--enable-simd'],
  });
}
