// The short browser soak of the test suite in Chromium (the WebDriver suite runs it in
// Firefox and WebKit, scripts/soak the long one): random games with random interruptions,
// with every check holding after every step.
import { appendFileSync, mkdirSync, writeFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { appIsUp, endGame, openSetup } from './gobang.mjs';
import { soak } from './soak.mjs';

const games = Number(process.env.SOAK_GAMES ?? 6);
const seed = Number(process.env.SOAK_SEED ?? 20261130);

test(`soak: ${games} games of random play and interruptions, seed ${seed}`, async ({ page }) => {
  test.setTimeout(games * 120_000);
  await page.goto('./');
  await expect(page.locator('[data-row][data-col]').first()).toBeVisible();
  mkdirSync('target', { recursive: true });
  writeFileSync('target/soak-progress.log', '');
  const log = (line) => appendFileSync('target/soak-progress.log', `${line}\n`);
  const hands = playwrightHands(page);
  const report = await soak(hands, { games, seed, log });
  hands.finish();
  writeFileSync('target/soak-report.json', JSON.stringify(report, null, 2));
  console.log(`soak: ${JSON.stringify(report.ended)}, ${report.restarts} restarts, over ${report.actions} actions`);
  expect(report.faults).toEqual([]);
  // Each game counted once, by how it ended.
  const total = Object.values(report.ended).reduce((a, b) => a + b, 0);
  expect(total).toBe(games);
});

/** The soak's hands (soak.mjs) over Playwright; `finish()` once the soak is done. */
function playwrightHands(page) {
  const dialogs = [];
  const errors = [];
  page.on('console', (msg) => msg.type() === 'error' && errors.push(msg.text()));
  page.on('pageerror', (err) => errors.push(`page error: ${err}`));
  // An alert may still open as the test ends (a click's answer in flight), when it can no
  // longer be accepted: only then is a failure to accept it not a fault.
  let finished = false;
  page.on('dialog', async (dialog) => {
    dialogs.push(dialog.message());
    try {
      await dialog.accept();
    } catch (error) {
      if (!finished) throw error;
    }
  });
  const byTestId = (id) => page.getByTestId(id);
  return {
    evaluate: (fn) => page.evaluate(fn),
    click: (selector) => page.locator(selector).first().click({ timeout: 5_000 }),
    doubleClick: (selector) => page.locator(selector).first().dblclick(),
    clickOutside: async () => {
      await page.locator('.title h1').click();
      await page.mouse.click(2, 2);
    },
    select: (id, value) => byTestId(id).selectOption(value),
    check: (id) => byTestId(id).check(),
    enabled: async (id) => (await byTestId(id).count()) > 0 && byTestId(id).isEnabled(),
    reload: async () => {
      await page.reload();
      await appIsUp(page);
    },
    openSetup: () => openSetup(page),
    endGame: () => endGame(page),
    dialogs: async () => dialogs,
    errors: async () => errors.splice(0),
    wait: (ms) => page.waitForTimeout(ms),
    finish: () => {
      finished = true;
    },
  };
}
