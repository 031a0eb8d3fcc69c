// Trunk's post-build hook (see Trunk.toml). On the built site in $TRUNK_STAGING_DIR it
//  0. builds the study module and the search worker with SIMD (tools/build-modules.mjs:
//     each with compiler flags of its own);
//  1. moves every inline <script> of index.html into a file of its own, so that the
//     Content-Security-Policy can allow scripts from the page's own origin only;
//  2. writes the coordinates of the board that index.html shows before the app is up
//     (the same classes as the app's board, src/board/mod.rs; the stylesheet draws
//     that board's lines and star points without its 361 points), and has
//     the app fetched only once that first page is on screen (no preloading of the app's
//     code: the first paint neither waits for it nor shares the network with it), its
//     wasm and its JavaScript at once; the study module's loader (assets/study_loader.js)
//     goes into the same file;
//  3. drops the comments and the indentation of index.html, of the stylesheets (their
//     spaces too) and of the manifest, and minifies the scripts (the service worker's too)
//     with terser in release builds (they are for whoever reads the sources, and a first
//     visit downloads them);
//  4. in release builds, writes the service worker (assets/sw.js with the list of every
//     file of the site and a version taken from their contents) and registers it once the
//     page is up, so that the game loads and plays offline after the first visit.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { minify } from 'terser';
import { buildSimdWorker, buildStudy } from './build-modules.mjs';

const staging = process.env.TRUNK_STAGING_DIR;
const release = process.env.TRUNK_PROFILE === 'release';
if (!staging) {
  console.error('post-build: TRUNK_STAGING_DIR is not set; run through trunk');
  process.exit(1);
}
buildStudy(staging, release);
buildSimdWorker(staging, release);
const sha = (data) => createHash('sha256').update(data).digest('hex');
const indexPath = join(staging, 'index.html');
let html = readFileSync(indexPath, 'utf8');

// The service worker is registered once the page is up and the browser is idle, so that
// its downloads (the offline copy) do not compete with the first paint.
const register = release
  ? `
if ('serviceWorker' in navigator) {
  const later = (f) => ('requestIdleCallback' in window ? requestIdleCallback(f, { timeout: 2000 }) : setTimeout(f, 500));
  const register = () => later(() => navigator.serviceWorker.register('./sw.js'));
  if (document.readyState === 'complete') register();
  else addEventListener('load', register, { once: true });
}
`
  : '';
// Whole-line comments out of the page's own scripts.
const uncommented = (code) => code.replace(/^\s*\/\/.*\n/gm, '');
// A script without comments or indentation; in release builds minified by terser
// (wasm-bindgen's script 7.7 -> 5.8 KB gzipped). Only a module's own names are shortened:
// a classic script's top-level names (the worker's `wasm_bindgen`) are read by others.
const minified = async (code) => {
  if (!release) return unindented(uncommented(code).replace(/^\s*\/\*\*[\s\S]*?\*\/\n/gm, ''));
  const module = /^\s*(?:import|export)\b|\bimport\.meta\b|\bawait import\(/m.test(code);
  const result = await minify(code, { module, compress: true, mangle: true, format: { comments: false } });
  return result.code;
};
// No indentation and no blank lines (none of the site's files has a <pre> or a multi-line
// string).
const unindented = (text) => text.replace(/\n\s+/g, '\n');
// Loads the study module once the page is up (its buttons standing in until then).
const studyLoader = uncommented(readFileSync(new URL('../assets/study_loader.js', import.meta.url), 'utf8'));
// The letters and numbers of the edges of the board shown before the app is up.
const coordinates = (size) => {
  const letters = Array.from({ length: size }, (_, i) => `<span>${String.fromCharCode(65 + i)}</span>`);
  const numbers = Array.from({ length: size }, (_, i) => `<span>${size - i}</span>`);
  return `<div class="coords-cols" aria-hidden="true">${letters.join('')}</div>` +
    `<div class="coords-rows" aria-hidden="true">${numbers.join('')}</div>`;
};
html = html.replace(/<!-- coordinates (\d+) -->/, (_, size) => coordinates(Number(size)));

// The first page in the player's language, before it is drawn: the app's own choice (a
// saved language, else the first of the browser's that the page speaks: src/shell/text.rs,
// Lang::preferred) and its texts for the parts of the first page that have words. The
// end-to-end tests check that the app, taking over, shows the same words.
const firstPageLanguage = `
{
  const saved = (() => { try { return localStorage.getItem('gobang.lang'); } catch { return null; } })();
  const tag = saved ?? navigator.languages.find((t) => /^(zh|en)/i.test(t)) ?? 'en';
  if (/^zh/i.test(tag)) {
    const set = (selector, text) => { const el = document.querySelector(selector); if (el) el.textContent = text; };
    document.documentElement.lang = 'zh-CN';
    document.title = '五子棋';
    const title = document.querySelector('#page h1')?.firstChild;
    if (title) title.textContent = '五子棋 ';
    set('#page .tagline span:first-child', '是时候表演真正的技术了，');
    set('#page .tagline span:last-child', '快来一场人机大战吧！');
    set('#page .lang option', '简体中文');
    document.querySelector('#page .lang')?.setAttribute('aria-label', '语言');
    document.querySelector('#page .board')?.setAttribute('aria-label', '棋盘');
    set('#page .status', '选好对局设置，然后点击“开始游戏”。');
    set('#page .actions .start', '开始游戏');
    set('#page .actions button:nth-of-type(2)', '悔棋');
    set('#page .actions button:nth-of-type(3)', '提示');
    set('#page .setup-title', '对局设置');
    set('#page .setting:nth-of-type(1) span', '对手');
    set('#page .setting:nth-of-type(2) span', '电脑难度');
    set('#page .game-line', '黑白双方轮流落子，先在横、竖或斜线上连成五子的一方获胜。');
    set('#page .game-line ~ .setup-note', '括号里的数字（等级分）是各难度在对局中实测的棋力：原版的经典难度为 0，高出 200 分的一方约四局赢三局。');
  }
}
`;

// The app is fetched once the first page is on screen: once the browser says it has shown
// it (its first contentful paint), then after a frame. Not sooner, since the app takes the
// first page over: on a loaded machine a frame painted is shown late, and the first
// page's largest text, taken away before it was shown, would not count as painted, so
// that the app's copy would be a later largest contentful paint (seen in Lighthouse).
const firstPageShown = `
// The app is fetched once the first page is on screen (see tools/post-build.mjs).
await new Promise((shown) => {
  const next = () => requestAnimationFrame(() => setTimeout(shown));
  const painted = () => performance.getEntriesByName('first-contentful-paint').length > 0;
  if (painted() || !PerformanceObserver.supportedEntryTypes?.includes('paint')) return next();
  let waiting = true;
  const go = () => waiting && (waiting = false, observer.disconnect(), next());
  const observer = new PerformanceObserver(() => painted() && go());
  observer.observe({ type: 'paint' });
  // A browser that lists paint timings but does not report this one waits no longer.
  setTimeout(go, 1000);
});
`;

let registered = false;
html = html.replace(/<script([^>]*)>([\s\S]*?)<\/script>/g, (tag, attrs, body) => {
  if (/\ssrc=/.test(attrs) || body.trim() === '') return tag;
  // Trunk's live-reload script (under `trunk serve`) names its server by placeholders that
  // trunk fills in only inside index.html: moved into a file, it reads them from the page's
  // own address instead.
  let code = body
    .replace("'{{__TRUNK_ADDRESS__}}'", 'window.location.host')
    .replace("'{{__TRUNK_WS_BASE__}}'", "window.location.pathname.replace(/[^/]*$/, '')");
  // Trunk's loader imports the app at once: wait for a frame of the first page first,
  // which is in the player's language. Then the app's wasm is fetched together with its
  // JavaScript, not once that has run: one round trip less before the board is playable.
  const wasm = /module_or_path: '([^']+)'/.exec(code)?.[1];
  code = code.replace(
    /import init, \* as bindings from '([^']+)';/,
    (_, file) =>
      uncommented(firstPageLanguage) +
      uncommented(firstPageShown) +
      (wasm ? `const appWasm = fetch('${wasm}');\n` : '') +
      `const bindings = await import('${file}');\n` +
      'const init = bindings.default;',
  );
  if (wasm) code = code.replace(`module_or_path: '${wasm}'`, 'module_or_path: appWasm');
  // What Trunk's loader offers other scripts once the app is up (the bindings on window, an
  // event): nothing here reads them, and a first visit would download them.
  code = code
    .replace(/^\s*window\.wasmBindings\s*=\s*bindings;?\s*$/m, '')
    .replace(/^\s*dispatchEvent\(new CustomEvent\(["']TrunkApplicationStarted["'][^\n]*$/m, '');
  if (!registered && /type="module"/.test(attrs)) {
    // The study module's loader rides in the same file: one download fewer on a first
    // visit (0.26 KB gzipped less than a file of its own).
    code = studyLoader + code + uncommented(register);
    registered = true;
  }
  code = unindented(code);
  const name = `boot-${sha(code).slice(0, 16)}.js`;
  writeFileSync(join(staging, name), code);
  return `<script${attrs} src="./${name}"></script>`;
});
// The app's code is fetched by the loader once the first page is on screen, not preloaded.
html = html.replace(/<link rel="(?:modulepreload|preload)" href="\.\/gobang-[^"]*"[^>]*>\n?/g, '');
html = unindented(html.replace(/\s*<!--[\s\S]*?-->/g, ''));
// The comments of the stylesheets and of the scripts wasm-bindgen writes (its JSDoc) go too:
// 2 KB gzipped of a first visit. A stylesheet's integrity in index.html follows its contents.
for (const name of readdirSync(staging)) {
  const path = join(staging, name);
  if (name.endsWith('.css')) {
    // No spaces around braces, semicolons, commas and child combinators either, nor after
    // colons (none is in a string; a space before a colon may be a descendant combinator,
    // as in `.board :focus`, so it stays): 0.12 KB gzipped.
    const css = unindented(readFileSync(path, 'utf8').replace(/\/\*[\s\S]*?\*\//g, ''))
      .replace(/\s*([{};,>])\s*/g, '$1')
      .replace(/:\s+/g, ':')
      .replace(/;}/g, '}')
      .trim();
    writeFileSync(path, css);
    const integrity = `sha384-${createHash('sha384').update(css).digest('base64')}`;
    html = html.replace(new RegExp(`(href="\\./${name.replaceAll('.', '\\.')}" integrity=")[^"]*`), `$1${integrity}`);
  } else if (name.endsWith('.webmanifest')) {
    writeFileSync(path, JSON.stringify(JSON.parse(readFileSync(path, 'utf8'))));
  } else if (name.endsWith('.js')) {
    writeFileSync(path, await minified(readFileSync(path, 'utf8')));
  }
}
writeFileSync(indexPath, html);

// The value network's check vectors are for the engine's tests (docs/learning.md, "The
// .gvn file"): the copy the search worker fetches goes without them (k = 0).
const networkPath = join(staging, 'network.gvn');
if (existsSync(networkPath)) writeFileSync(networkPath, withoutChecks(readFileSync(networkPath)));

/** A `.gvn` file cut after its weights, with no check vectors. */
function withoutChecks(gvn) {
  const u32 = (at) => gvn.readUInt32LE(at);
  if (gvn.toString('latin1', 0, 4) !== 'GBVN' || u32(4) !== 1) throw new Error('post-build: network.gvn is not a version 1 .gvn');
  const [m, d, h] = [u32(8), u32(12), u32(16)];
  // The header, then A and B (i16 [M][D]), c (i16 [D]), W1 (i16 [H][2D]), b1 (i32 [H]),
  // w2 (i16 [H]) and b2 (i32).
  const weights = 32 + 2 * (2 * m * d + d + 2 * h * d + 2 * h + h + 2);
  if (gvn.length < weights + 4) throw new Error(`post-build: network.gvn ends at byte ${gvn.length}, inside its weights`);
  return Buffer.concat([gvn.subarray(0, weights), Buffer.alloc(4)]);
}

if (release) {
  const files = [];
  const walk = (dir) => {
    for (const entry of readdirSync(dir)) {
      const path = join(dir, entry);
      if (statSync(path).isDirectory()) walk(path);
      else files.push(relative(staging, path).split('\\').join('/'));
    }
  };
  walk(staging);
  // The install icons are only fetched when the page is installed, and the value network
  // when the strongest level first moves: both cached when used.
  const assets = files.filter((f) => f !== 'sw.js' && !f.startsWith('icons/') && f !== 'network.gvn').sort();
  const version = sha(assets.map((f) => f + sha(readFileSync(join(staging, f)))).join('\n')).slice(0, 16);
  const template = readFileSync(new URL('../assets/sw.js', import.meta.url), 'utf8');
  const worker = template
    .replace("'__VERSION__'", JSON.stringify(version))
    .replace("['__ASSETS__']", JSON.stringify(['./', ...assets.map((f) => `./${f}`)], null, 2));
  writeFileSync(join(staging, 'sw.js'), await minified(worker));
}
