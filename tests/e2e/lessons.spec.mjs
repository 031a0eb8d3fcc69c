// The lesson page: a first visit's pointer to lesson 1 (followed, put away, not beside a
// game); opened from the main page, lesson 1's first task (a wrong move told why
// and taken back, the right one counted), the next task by keyboard, the progress kept
// over a reload; a fight answered by the computer (from a small set served in place of
// lessons.txt, so that the test does not hang on the shipped content), with a move that
// lets the win go shown and taken back; a set that cannot be read, a corrupt progress
// reset with a notice, the page in Chinese, screenshots at a phone's and a desktop's size
// in both themes; and the lessons offline after a first visit.
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { controlledBySW, expectCleanRun, openGame, place, screenshot, serveSite, start, studyIsUp, watchPage } from './gobang.mjs';

/** The shipped set's lessons and tasks, as far as the test needs them. */
const SET = readFileSync(new URL('../../assets/lessons.txt', import.meta.url), 'utf8');
const LESSONS = SET.split('\n').filter((line) => line.startsWith('lesson ')).length;
const TASKS = SET.split('\n').filter((line) => line.startsWith('task ')).length;
const ASKS = SET.split('\n')
  .filter((line) => line.startsWith('ask '))
  .map((line) => line.slice(4).split(' | ').map((s) => s.trim()));

/** A small set: lesson 1 places a stone, lesson 2 is a win by fours (puzzle f15p0092),
 * lesson 3 a defence against white's open three (the ends hold, a far move does not). */
const SMALL_SET = `lesson place
title Place a stone | 落子
text A first lesson. | 第一课。
task at h8
ask Place a stone on H8. | 请下在 H8。
position 15 freestyle black
lesson fight
title A fight | 对攻
text Win by fours. | 连续冲四取胜。
task vcf
ask White to play: win with fours. | 白先：用连续冲四取胜。
position 15 freestyle white
black f10 i7 h6 j8
white h9 h8 h10
lesson defend
title Defend | 防守
text Stop the three. | 挡住活三。
task defend
ask Black to play: defend. | 黑先：防守。
position 15 freestyle black
black a1 a3 c1
white g8 h8 i8
`;

const view = (page) => page.locator('section.lessons');
const stones = (page) => view(page).locator('[data-stone]');
const feedback = (page) => page.getByTestId('lesson-feedback');
const progress = (page) => page.getByTestId('lesson-progress');
/** The lesson board's point in notation (`h8`) on a 15x15 board. */
const point = (page, name) => view(page).locator(`[data-row="${15 - Number(name.slice(1))}"][data-col="${name.charCodeAt(0) - 97}"]`);

/** Serves `text` in place of lessons.txt (the tests that do so keep the service worker
 * out: its own fetch would pass the page's route by). */
const serveSet = (page, text) => page.route('**/lessons.txt', (route) => route.fulfill({ body: text, contentType: 'text/plain' }));

test('a first visit points to Lesson 1: followed, it opens lesson 1 and is gone for good', async ({ page }) => {
  const game = await openGame(page, './', { pointer: true });
  const pointer = page.getByTestId('lesson-pointer');
  await expect(pointer).toBeVisible();
  await expect(pointer).toContainText('Lesson 1');
  await screenshot(page, 'lessons-pointer');
  await page.getByTestId('lesson-pointer-start').click();
  await expect(view(page)).toBeVisible();
  await expect(view(page).locator('[data-lesson="1"]')).toHaveAttribute('aria-current', 'step');
  await expect(page.getByTestId('lesson-task')).toHaveText(ASKS[0][0]);
  await page.reload();
  await studyIsUp(page);
  await expect(pointer).toHaveCount(0);

  expectCleanRun(game);
});

test('the pointer to Lesson 1 is not beside a game, and put away it stays away', async ({ page }) => {
  const game = await openGame(page, './', { pointer: true });
  const pointer = page.getByTestId('lesson-pointer');
  await expect(pointer).toBeVisible();
  await start(page, 'me', 'classic');
  await expect(pointer).toHaveCount(0);
  await page.evaluate(() => localStorage.clear());
  await page.reload();
  await expect(pointer).toBeVisible();
  await page.getByTestId('lesson-pointer-dismiss').click();
  await expect(pointer).toHaveCount(0);
  await page.reload();
  await studyIsUp(page);
  await expect(pointer).toHaveCount(0);
  expectCleanRun(game);
});

test('opened from the main page: a wrong move is told why and taken back, the right one counts, and the progress is kept', async ({ page }) => {
  const game = await openGame(page);
  await place(page, 'lessons').click();
  await expect(view(page)).toBeVisible();
  await expect(page.locator('#page')).toBeHidden();
  await expect(page.locator('#lessons-heading')).toBeFocused();
  await expect(view(page).locator('[data-lesson]')).toHaveCount(LESSONS);
  await expect(view(page).locator('[data-lesson="1"]')).toHaveAttribute('aria-current', 'step');
  await expect(page.getByTestId('lesson-task')).toHaveText(ASKS[0][0]);
  await expect(progress(page)).toHaveText(`0 / ${TASKS}`);
  await expect(feedback(page)).toHaveText('');
  // Wrong: told why in the lesson's words, the stone taken back, nothing lost.
  await point(page, 'g9').click();
  await expect(feedback(page)).toHaveAttribute('data-verdict', 'wrong');
  await expect(feedback(page)).toContainText('That is G9, not H8');
  await expect(stones(page)).toHaveCount(0);
  await expect(progress(page)).toHaveText(`0 / ${TASKS}`);
  await screenshot(page, 'lessons-desktop-light-wrong');
  // Right: the stone stays, the task counts.
  await point(page, 'h8').click();
  await expect(feedback(page)).toHaveAttribute('data-verdict', 'right');
  await expect(feedback(page)).toHaveText('Right: that is H8.');
  await expect(stones(page)).toHaveCount(1);
  await expect(progress(page)).toHaveText(`1 / ${TASKS}`);
  await expect(view(page).locator('[data-lesson="1"]')).toContainText('1/3');
  await screenshot(page, 'lessons-desktop-light-right');
  // The next task, played by keyboard (Enter on its point).
  await page.getByTestId('lesson-next').click();
  await expect(page.getByTestId('lesson-task')).toHaveText(ASKS[1][0]);
  await expect(feedback(page)).toHaveText('');
  await point(page, 'j10').focus();
  await page.keyboard.press('Enter');
  await expect(feedback(page)).toHaveAttribute('data-verdict', 'right');
  await expect(progress(page)).toHaveText(`2 / ${TASKS}`);
  // Another lesson from the list, then back to the game; after a reload, the same place.
  await view(page).locator('[data-lesson="4"]').click();
  await expect(view(page).locator('[data-lesson="4"]')).toHaveAttribute('aria-current', 'step');
  await expect(page.locator('#lesson-title')).toBeFocused();
  const fourth = await page.getByTestId('lesson-task').textContent();
  await page.getByTestId('lessons-back').click();
  await expect(view(page)).toBeHidden();
  await expect(page.locator('#page')).toBeVisible();
  await expect(place(page, 'lessons')).toBeFocused();
  await page.reload();
  await place(page, 'lessons').click();
  await expect(page.getByTestId('lesson-task')).toHaveText(fourth);
  await expect(progress(page)).toHaveText(`2 / ${TASKS}`);
  await expect(view(page).locator('[data-lesson="1"]')).toContainText('2/3');
  expectCleanRun(game);
});

test.describe('with a set of the test\'s own', () => {
test.use({ serviceWorkers: 'block' });

test('a fight: the computer answers with its best defence; a move that lets the win go is shown, then taken back', async ({ page }) => {
  await serveSet(page, SMALL_SET);
  const game = await openGame(page);
  await place(page, 'lessons').click();
  await expect(progress(page)).toHaveText('0 / 3');
  await view(page).locator('[data-lesson="2"]').click();
  await expect(page.getByTestId('lesson-task')).toHaveText('White to play: win with fours.');
  await expect(stones(page)).toHaveCount(7);
  // Not a four: wrong at once.
  await point(page, 'b2').click();
  await expect(feedback(page)).toHaveAttribute('data-verdict', 'wrong');
  await expect(feedback(page)).toContainText('every move must be a four');
  await expect(stones(page)).toHaveCount(7);
  // A four that lets the win go (H7: its only five point is H11): black holds there, ringed;
  // the next move takes both back first.
  await point(page, 'h7').click();
  await expect(feedback(page)).toHaveText('That lets the win go: black holds with H11. Play another move; this one is taken back.');
  await expect(feedback(page)).toHaveAttribute('data-verdict', 'wrong');
  await expect(point(page, 'h11')).toHaveAttribute('data-hint', 'true');
  await expect(stones(page)).toHaveCount(9);
  await screenshot(page, 'lessons-desktop-light-let-go');
  // The open four: the computer blocks one end, the other makes five.
  await point(page, 'h11').click();
  await expect(feedback(page)).toHaveAttribute('data-verdict', 'right');
  await expect(stones(page)).toHaveCount(9);
  await expect(point(page, 'h11')).toHaveAttribute('data-stone', 'white');
  // An open four: either end is blocked, and the other makes five.
  await expect(feedback(page)).toHaveText(/^An open four: black blocks one end at H(7|12), and the other makes five\.$/);
  const blocked = (await feedback(page).textContent()).includes('H7') ? 'h7' : 'h12';
  await point(page, blocked === 'h7' ? 'h12' : 'h7').click();
  await expect(feedback(page)).toHaveText('Five in a row: you win!');
  await expect(view(page).locator('[data-win="true"]')).toHaveCount(5);
  await expect(progress(page)).toHaveText('1 / 3');
  await expect(page.getByTestId('lesson-next')).toHaveText('Next lesson');
  // Start again: the position as it was, the task still done.
  await page.getByTestId('lesson-retry').click();
  await expect(stones(page)).toHaveCount(7);
  await expect(progress(page)).toHaveText('1 / 3');
  expectCleanRun(game);
});

test('a defence is checked by the solver: one that lets the win stand is taken back, one that holds counts', async ({ page }) => {
  await serveSet(page, SMALL_SET);
  const game = await openGame(page);
  await place(page, 'lessons').click();
  await view(page).locator('[data-lesson="3"]').click();
  await expect(page.getByTestId('lesson-task')).toHaveText('Black to play: defend.');
  await point(page, 'o15').click();
  await expect(feedback(page)).toHaveAttribute('data-verdict', 'wrong');
  await expect(feedback(page)).toContainText(/^That does not hold: white still wins by force, starting at [A-O]\d+\.$/);
  await expect(stones(page)).toHaveCount(6);
  await point(page, 'f8').click();
  await expect(feedback(page)).toHaveText('Well defended: white has no forced win any more.');
  await expect(feedback(page)).toHaveAttribute('data-verdict', 'right');
  await expect(stones(page)).toHaveCount(7);
  await expect(progress(page)).toHaveText('1 / 3');
  await expect(page.getByTestId('lesson-next')).toBeDisabled();
  expectCleanRun(game);
});

test('a set that cannot be read is said and logged, not half shown', async ({ page }) => {
  const warnings = [];
  page.on('console', (msg) => msg.type() === 'warning' && warnings.push(msg.text()));
  await serveSet(page, SMALL_SET.replace('position 15 freestyle white', 'position 16 freestyle white'));
  const game = await openGame(page);
  await place(page, 'lessons').click();
  await expect(page.getByTestId('lessons-load')).toContainText('The lessons could not be read: line 12:');
  await expect(view(page).locator('[data-lesson]')).toHaveCount(0);
  expect(warnings.some((w) => /lessons\.txt: line 12: /.test(w)), warnings.join('\n')).toBe(true);
  expectCleanRun(game);
});
});

test('a corrupt progress is reset with a notice; the page in Chinese; screenshots at a phone\'s and a desktop\'s size, light and dark', async ({ page }) => {
  const game = await watchPage(page);
  await page.addInitScript(() => {
    if (!sessionStorage.getItem('seeded')) {
      sessionStorage.setItem('seeded', '1');
      localStorage.setItem('gobang.lessons', 'gobang-lessons 1\ndone board banana\n');
    }
  });
  await page.goto('./');
  await place(page, 'lessons').click();
  await expect(page.getByTestId('lessons-reset')).toContainText('could not be read');
  await expect(progress(page)).toHaveText(`0 / ${TASKS}`);
  await point(page, 'a1').click();
  await expect(feedback(page)).toHaveAttribute('data-verdict', 'wrong');
  for (const scheme of ['light', 'dark']) {
    await page.emulateMedia({ colorScheme: scheme });
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, `lessons-phone-${scheme}-wrong`);
    await page.setViewportSize({ width: 1280, height: 900 });
    await screenshot(page, `lessons-desktop-${scheme}-wrong-notice`);
  }
  await point(page, 'h8').click();
  await expect(feedback(page)).toHaveAttribute('data-verdict', 'right');
  await page.setViewportSize({ width: 390, height: 844 });
  await screenshot(page, 'lessons-phone-dark-right');
  // In Chinese, after a reload (the notice is gone: the reset was kept).
  await page.evaluate(() => localStorage.setItem('gobang.lang', 'zh-CN'));
  await page.setViewportSize({ width: 360, height: 780 });
  await page.reload();
  // A reload stays on the lessons, in the page's language.
  await expect(view(page)).toBeVisible();
  await expect(page.getByTestId('lesson-task')).toHaveText(ASKS[0][1]);
  await expect(page.getByTestId('lessons-reset')).toHaveCount(0);
  await expect(progress(page)).toHaveText(`1 / ${TASKS}`);
  await page.getByTestId('lesson-next').click();
  await expect(page.getByTestId('lesson-task')).toHaveText(ASKS[1][1]);
  await point(page, 'h8').click();
  await expect(feedback(page)).toHaveText('这个点上已经有棋子了，要下在空着的交叉点上。');
  await screenshot(page, 'lessons-phone-dark-zh-wrong');
  await page.emulateMedia({ colorScheme: 'light' });
  await point(page, 'j10').click();
  await expect(feedback(page)).toHaveText('对，这就是 J10。');
  await screenshot(page, 'lessons-phone-light-zh-right');
  expectCleanRun(game);
});

test('after a first visit the lessons open with the server gone', async ({ page }) => {
  const site = await serveSite({ port: Number(process.env.E2E_PORT ?? 4173) + 1 });
  let stopped = false;
  try {
    const game = await openGame(page, site.url);
    await controlledBySW(page);
    await site.stop();
    stopped = true;
    await page.reload();
    await place(page, 'lessons').click();
    await expect(page.getByTestId('lesson-task')).toHaveText(ASKS[0][0]);
    await point(page, 'h8').click();
    await expect(feedback(page)).toHaveAttribute('data-verdict', 'right');
    expectCleanRun(game);
  } finally {
    if (!stopped) await site.stop();
  }
});
