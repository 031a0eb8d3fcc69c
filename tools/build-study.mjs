// Builds the study module (src/bin/study.rs) into Trunk's staging folder: called by the
// post-build hook (tools/post-build.mjs), as study.js and study_bg.wasm, the names the
// study module's loader (assets/study_loader.js) fetches.
//
// Built here rather than by a Trunk <link>, because it is built with Leptos's
// `erase_components` (views type-erased: far fewer copies of the rendering code, 19 KB
// gzipped off the module), a compiler flag that must not reach the page's own build (it
// adds 6 KB there, which a first visit downloads). Its own target folder (target/study)
// keeps the two builds from rebuilding each other's crates. The same steps as Trunk's:
// cargo with the `page` profile in release builds, wasm-bindgen for a classic script,
// wasm-opt with the page's settings (index.html's data-wasm-opt-params).
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

/** The study module's wasm-opt settings: the page's, as index.html gives them to Trunk. */
function optimiserSettings() {
  const html = readFileSync(join(root, 'index.html'), 'utf8');
  const params = /data-bin="gobang"[^>]*data-wasm-opt-params="([^"]*)"/.exec(html);
  if (!params) throw new Error('build-study: no data-wasm-opt-params for the page in index.html');
  return params[1].split(/\s+/).filter(Boolean);
}

/** Builds the study module into `staging`; `release` as Trunk's build. */
export function buildStudy(staging, release) {
  const target = join(root, 'target', 'study');
  const profile = release ? 'page' : 'dev';
  const run = (command, args, env = process.env) =>
    execFileSync(command, args, { cwd: root, stdio: ['ignore', 'inherit', 'inherit'], env });
  run('cargo', ['build', '--target', 'wasm32-unknown-unknown', '--bin', 'study', '--profile', profile], {
    ...process.env,
    CARGO_TARGET_DIR: target,
    CARGO_ENCODED_RUSTFLAGS: ['--cfg', 'erase_components'].join('\x1f'),
  });
  const built = join(target, 'wasm32-unknown-unknown', release ? 'page' : 'debug', 'study.wasm');
  const bound = join(target, 'bindgen');
  mkdirSync(bound, { recursive: true });
  run('wasm-bindgen', ['--target=no-modules', `--out-dir=${bound}`, '--out-name=study', '--no-typescript', built]);
  copyFileSync(join(bound, 'study.js'), join(staging, 'study.js'));
  const wasm = join(bound, 'study_bg.wasm');
  if (release) run('wasm-opt', [`--output=${join(staging, 'study_bg.wasm')}`, '-Oz', wasm, ...optimiserSettings()]);
  else copyFileSync(wasm, join(staging, 'study_bg.wasm'));
}
