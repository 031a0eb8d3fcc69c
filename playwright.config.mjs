// End-to-end tests: Debian's Chromium (no browser download) against the release build in
// dist/, served on loopback. scripts/test builds dist/ first. The features are tested at a
// desktop and a phone size, each in the light and the dark theme.
import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 4173);
const desktop = { viewport: { width: 1280, height: 900 } };
const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };
const features = /features\.spec/;

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'target/e2e-results',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // One test at a time: the search worker takes a core of its own, and a second browser
  // beside it would starve the page and spoil the timing checks on a two-core machine.
  workers: 1,
  // A stray test.only would run one test and pass: it fails the run instead.
  forbidOnly: true,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}/`,
    // An action that cannot happen (a hidden control, say) fails instead of waiting.
    actionTimeout: 10_000,
    launchOptions: {
      executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  projects: [
    { name: 'desktop', testIgnore: features, use: { ...desktop, colorScheme: 'light' } },
    { name: 'desktop-light', testMatch: features, use: { ...desktop, colorScheme: 'light' } },
    { name: 'desktop-dark', testMatch: features, use: { ...desktop, colorScheme: 'dark' } },
    { name: 'phone-light', testMatch: features, use: { ...phone, colorScheme: 'light' } },
    { name: 'phone-dark', testMatch: features, use: { ...phone, colorScheme: 'dark' } },
  ],
  webServer: {
    command: `node tests/e2e/serve.mjs dist ${port}`,
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: false,
    stdout: 'ignore',
  },
});
