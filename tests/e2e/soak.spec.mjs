// The short browser soak of the test suite (scripts/soak runs the long one): random games
// with random interruptions, with every check holding after every step.
import { appendFileSync, mkdirSync, writeFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
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
  const report = await soak(page, { games, seed, log });
  writeFileSync('target/soak-report.json', JSON.stringify(report, null, 2));
  console.log(`soak: ${JSON.stringify(report.ended)}, ${report.restarts} restarts, over ${report.actions} actions`);
  expect(report.faults).toEqual([]);
  // Each game counted once, by how it ended.
  const total = Object.values(report.ended).reduce((a, b) => a + b, 0);
  expect(total).toBe(games);
});
