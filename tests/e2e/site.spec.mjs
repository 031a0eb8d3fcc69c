// The page as a hosted site: from a sub-path, offline after the first visit, installable,
// replaced cleanly by a new version, and talking to nobody but its own origin.
import { expect, test } from '@playwright/test';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { cell, controlledBySW, expectCleanRun, openGame, playAndWait, serveSite, start, stones } from './gobang.mjs';

test('the site works from a sub-path, the worker included', async ({ page }) => {
  const site = await serveSite({ port: 4181, base: '/some/path/' });
  try {
    const game = await openGame(page, site.url);
    await start(page, 'me', 'intermediate');
    await playAndWait(game, { row: 9, col: 9 });
    await expect(stones(page)).toHaveCount(2);
    const outside = game.requests.filter((url) => !url.startsWith(site.url));
    expect(outside, 'requests outside the sub-path').toEqual([]);
    expect(game.requests.some((url) => url.endsWith('/some/path/worker_simd_bg.wasm'))).toBe(true);
    expectCleanRun(game);
  } finally {
    await site.stop();
  }
});

test('after the first visit the game loads and plays with the server gone', async ({ page }) => {
  const site = await serveSite({ port: 4182 });
  let stopped = false;
  try {
    const game = await openGame(page, site.url);
    await controlledBySW(page);
    await site.stop();
    stopped = true;
    await page.reload();
    await expect(page.locator('[data-row][data-col]')).toHaveCount(361);
    await start(page, 'me', 'intermediate');
    await playAndWait(game, { row: 9, col: 9 });
    await expect(stones(page)).toHaveCount(2);
    await cell(page, { row: 5, col: 5 }).click();
    await expect(stones(page)).toHaveCount(4);
    expectCleanRun(game);
  } finally {
    if (!stopped) await site.stop();
  }
});

test('a new version replaces the old one and its cached files', async ({ page }) => {
  const dir = mkdtempSync(join(tmpdir(), 'gobang-site-'));
  cpSync('dist', dir, { recursive: true });
  const site = await serveSite({ port: 4183, dir });
  try {
    const game = await openGame(page, site.url);
    await controlledBySW(page);
    const cachesBefore = await page.evaluate(() => caches.keys());
    expect(cachesBefore).toHaveLength(1);
    // A "new release": another service worker version and a page that says so.
    const sw = readFileSync(join(dir, 'sw.js'), 'utf8');
    expect(sw).toMatch(/const VERSION ?= ?"[^"]+"/);
    writeFileSync(join(dir, 'sw.js'), sw.replace(/const VERSION ?= ?"[^"]+"/, 'const VERSION="next-version"'));
    const index = readFileSync(join(dir, 'index.html'), 'utf8');
    writeFileSync(join(dir, 'index.html'), index.replace('<title>', '<meta name="release" content="next" /><title>'));
    await page.reload();
    await expect.poll(() => page.evaluate(() => caches.keys()), { timeout: 15_000 }).toEqual(['gobang-next-version']);
    await page.reload();
    await expect(page.locator('meta[name="release"]')).toHaveAttribute('content', 'next');
    await expect(page.locator('[data-row][data-col]')).toHaveCount(361);
    // The swap of versions (caches dropped under a running page, a reload from the new
    // service worker) is where a stale file would fail to load or throw.
    expectCleanRun(game);
  } finally {
    await site.stop();
    rmSync(dir, { recursive: true, force: true });
  }
});

test('the page is installable: a manifest with icons, and Chromium finds no problem', async ({ page }) => {
  const game = await openGame(page);
  const manifest = await (await page.request.get('manifest.webmanifest')).json();
  expect(manifest.start_url).toBe('./');
  for (const icon of manifest.icons) {
    const response = await page.request.get(icon.src);
    expect(response.status(), icon.src).toBe(200);
    expect(response.headers()['content-type']).toBe('image/png');
  }
  // Playwright's browser contexts are private windows, where nothing installs: that one
  // complaint is about the test's browser, not the page.
  const cdp = await page.context().newCDPSession(page);
  const problems = async () =>
    (await cdp.send('Page.getInstallabilityErrors')).installabilityErrors
      .map((e) => e.errorId)
      .filter((id) => id !== 'in-incognito');
  await expect.poll(problems, { timeout: 15_000 }).toEqual([]);
  expectCleanRun(game);
});
