// The performance report (a benchmark, not a test): what a first visit downloads, how soon
// the board is painted and takes a click, how long the computer takes at each level, and
// the search's speed in the browser against native. Run through scripts/perf, which builds
// the site and measures the native speed first.
//
//   node tools/perf-report.mjs [--sizes-only] [--native NODES_PER_SECOND]
//
// --sizes-only prints the download sizes and exits non-zero if the first visit is over
// budget: scripts/test runs it that way, since sizes do not depend on the machine.
import { chromium } from '@playwright/test';
import { readdirSync, readFileSync, statSync, writeFileSync, mkdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import { spawn } from 'node:child_process';

const BUDGET_BYTES = 150 * 1024;
const BUDGET_PAINT_MS = 300;
const RUNS = 7;
const args = process.argv.slice(2);
const sizesOnly = args.includes('--sizes-only');
const nativeArg = args.indexOf('--native');
const native = nativeArg >= 0 ? Number(args[nativeArg + 1]) : null;

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const p95 = (xs) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.round((xs.length - 1) * 0.95))];
const lines = [];
const say = (line = '') => {
  lines.push(line);
  console.log(line);
};

// Sizes of every file of the site, raw and gzipped (level 9, as a server would send them).
const files = {};
const walk = (dir) => {
  for (const entry of readdirSync(dir)) {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) walk(path);
    else {
      const data = readFileSync(path);
      files[relative('dist', path)] = { raw: data.length, gzip: gzipSync(data, { level: 9 }).length };
    }
  }
};
walk('dist');

// What the page itself loads (before the service worker fetches the rest): index.html and
// what it links to, found by reading the built files; the worker's files are loaded by the
// service worker in the background and by the page when the computer first searches.
const index = readFileSync('dist/index.html', 'utf8');
const linked = new Set(['index.html']);
for (const [, href] of index.matchAll(/(?:href|src)="\.\/([^"]+)"/g)) linked.add(href);
for (const name of [...linked]) {
  if (name.startsWith('boot-')) {
    const boot = readFileSync(join('dist', name), 'utf8');
    for (const [, href] of boot.matchAll(/'\.\/([^']+)'/g)) linked.add(href);
  }
}
linked.add('manifest.webmanifest');
const page = [...linked].filter((f) => files[f]);
const worker = ['worker_loader.js', 'worker.js', 'worker_bg.wasm'];
const sw = readFileSync('dist/sw.js', 'utf8');
const precached = [...sw.matchAll(/"\.\/([^"]*)"/g)].map((m) => m[1]).filter((f) => f && files[f]);
const background = precached.filter((f) => !page.includes(f) && !worker.includes(f));
const sum = (list) => list.reduce((n, f) => n + files[f].gzip, 0);
const pageBytes = sum(page);
const workerBytes = sum(worker);
// The budget counts what a first visit downloads apart from the search worker, which
// loads lazily, after the page is up (the service worker fetches it for offline play once
// the page has loaded, or the page at the computer's first search), and is counted apart.
const firstVisit = pageBytes + sum(background) + files['sw.js'].gzip;

say('### Download sizes (gzip -9)');
say();
say('| file | bytes | gzipped |');
say('|---|---:|---:|');
for (const f of Object.keys(files).sort()) say(`| ${f} | ${files[f].raw} | ${files[f].gzip} |`);
say();
say(`- the page (what it needs to show the board and play Classic): **${kb(pageBytes)}** (${page.length} files)`);
say(`- a first visit in all, the search worker apart: **${kb(firstVisit)}** (budget ${kb(BUDGET_BYTES)}; the page, the service worker and its offline copy)`);
say(`- the search worker, loaded lazily once the page is up: **${kb(workerBytes)}** (with it, a first visit downloads ${kb(firstVisit + workerBytes)})`);
say();
const overBudget = firstVisit > BUDGET_BYTES;
if (sizesOnly) {
  if (overBudget) console.error(`first visit ${kb(firstVisit)} is over the budget of ${kb(BUDGET_BYTES)}`);
  process.exit(overBudget ? 1 : 0);
}

// Beside the end-to-end tests' port when one is set, so that both can run at once.
const port = process.env.E2E_PORT ? Number(process.env.E2E_PORT) + 5 : 4190;
const server = spawn('node', ['tests/e2e/serve.mjs', 'dist', String(port)], { stdio: 'ignore' });
const url = `http://127.0.0.1:${port}/`;
for (let i = 0; i < 100; i++) {
  try {
    await fetch(url);
    break;
  } catch {
    await new Promise((r) => setTimeout(r, 50));
  }
}
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking',
    '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
});
try {
  // Time to first board paint and to the first click taken, each on a first visit.
  const paint = [];
  const click = [];
  for (let run = 0; run < RUNS; run++) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const tab = await context.newPage();
    await tab.addInitScript(() => {
      new MutationObserver((_, observer) => {
        if (!window.__painting && document.querySelectorAll('[data-row]').length === 361) {
          window.__painting = true;
          // The second frame's start time: the board's frame has been presented by then.
          requestAnimationFrame(() => requestAnimationFrame((frame) => (window.__painted = frame)));
        }
        const button = document.querySelector('[data-testid="start"]');
        if (button?.textContent === 'End game' && !window.__clicked) {
          window.__clicked = performance.now();
          observer.disconnect();
        }
      }).observe(document, { subtree: true, childList: true, characterData: true });
    });
    await tab.goto(url);
    await tab.getByTestId('start').click();
    await tab.waitForFunction(() => window.__painted && window.__clicked);
    const [p, c] = await tab.evaluate(() => [window.__painted, window.__clicked]);
    paint.push(p);
    click.push(c);
    await context.close();
  }
  say(`### Page load (headless Chromium, loopback, first visit, median of ${RUNS})`);
  say();
  say(`- board painted: **${median(paint).toFixed(0)} ms** after navigation (budget ${BUDGET_PAINT_MS} ms)`);
  say(`- first click taken (Start pressed as soon as it shows): **${median(click).toFixed(0)} ms**`);
  say();

  // The computer's reply time at each level, as the person sees it.
  say('### The computer\'s reply in the browser (click to stone, 8 moves per level)');
  say();
  say('| level | median | p95 |');
  say('|---|---:|---:|');
  for (const level of ['classic', 'medium', 'hard']) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const tab = await context.newPage();
    tab.on('dialog', (d) => d.accept());
    await tab.goto(url);
    await tab.getByTestId('level').selectOption(level);
    await tab.getByTestId('first-me').check();
    await tab.getByTestId('start').click();
    const times = [];
    const points = [];
    for (let r = 6; r <= 12; r++) for (let c = 6; c <= 12; c++) points.push([r, c]);
    for (const [r, c] of points) {
      if (times.length >= 8) break;
      const target = tab.locator(`[data-row="${r}"][data-col="${c}"]`);
      if ((await target.getAttribute('data-stone')) !== null) continue;
      if ((await tab.getByTestId('start').textContent()) !== 'End game') break;
      const before = await tab.locator('[data-stone]').count();
      const t0 = Date.now();
      await target.click();
      await tab.waitForFunction(
        (n) => document.querySelectorAll('[data-stone]').length >= n || document.querySelector('[data-testid="start"]').textContent !== 'End game',
        before + 2,
      );
      if ((await tab.locator('[data-stone]').count()) >= before + 2) times.push(Date.now() - t0);
    }
    say(`| ${level} | ${median(times)} ms | ${p95(times)} ms |`);
    await context.close();
  }
  say();
  say('The reply is never shown sooner than 250 ms after the click, so that the person\'s stone is seen first; Hard thinks for at most 1 s.');
  say();

  // The search's speed in the worker.
  const context = await browser.newContext();
  const tab = await context.newPage();
  await tab.goto(url);
  const runs = [];
  for (let i = 0; i < 7; i++) {
    runs.push(
      await tab.evaluate(
        () =>
          new Promise((resolve, reject) => {
            const w = new Worker('./worker_loader.js');
            w.onerror = (e) => reject(String(e.message));
            w.onmessage = (event) => {
              if (event.data === 'ready') return w.postMessage('bench 6');
              const [, nodes, millis] = event.data.split(' ');
              w.terminate();
              resolve({ nodes: Number(nodes), millis: Number(millis) });
            };
          }),
      ),
    );
  }
  const best = runs.reduce((a, b) => (b.millis < a.millis ? b : a));
  const wasm = (best.nodes / best.millis) * 1000;
  say('### Search speed (Hard, benchmark games to depth 6, best of 7)');
  say();
  say(`- wasm in Chromium's worker: **${Math.round(wasm).toLocaleString('en')} nodes/s** (${best.nodes} nodes in ${best.millis.toFixed(0)} ms)`);
  if (native) say(`- native: **${Math.round(native).toLocaleString('en')} nodes/s**; wasm runs at **${((100 * wasm) / native).toFixed(0)}%** of native`);
  say();
  await context.close();
} finally {
  await browser.close();
  server.kill();
}
mkdirSync('target', { recursive: true });
writeFileSync('target/perf-report.md', lines.join('\n') + '\n');
console.log('(written to target/perf-report.md)');
