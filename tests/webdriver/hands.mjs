// The soak's hands (tests/e2e/soak.mjs) over WebDriver: the page in one `Game` (game.mjs),
// driven as the Playwright soak drives Chromium, in Firefox and WebKit.
import { waitFor } from './webdriver.mjs';

/** Hands for the soak on `game`'s page, already open. */
export function webdriverHands(game) {
  const { session } = game;
  const byTestId = (id) => `[data-testid="${id}"]`;
  // A control found and clicked within 5 s, or a fault (as Playwright's click timeout).
  const element = (selector) => session.element(selector, 5_000);
  // How many of the game's errors the soak has been given.
  let reported = game.errors.length;
  return {
    evaluate: (fn) => session.execute(fn),
    click: async (selector) => (await element(selector)).click(),
    doubleClick: async (selector) => (await element(selector)).doubleClick(),
    clickOutside: async () => {
      await (await element('.title h1')).click();
      await session.clickAt(2, 2);
    },
    select: async (id, value) => {
      // The option clicked, as a person picks it; a select already showing it is left alone.
      const shown = () => session.execute((selector) => document.querySelector(selector).value, byTestId(id));
      if ((await shown()) === value) return;
      await (await element(`${byTestId(id)} option[value="${value}"]`)).click();
      await waitFor(async () => (await shown()) === value, `${id} to show ${value}`);
    },
    check: async (id) => {
      await (await element(byTestId(id))).click();
      await waitFor(() => session.execute((selector) => document.querySelector(selector).checked, byTestId(id)), `${id} ticked`);
    },
    enabled: (id) =>
      session.execute((selector) => {
        const control = document.querySelector(selector);
        return control !== null && !control.disabled;
      }, byTestId(id)),
    reload: () => game.reload({ cells: null }),
    openSetup: () => game.openSetup(),
    endGame: async () => {
      if (await game.inGame()) await game.end();
    },
    dialogs: async () => {
      while (await session.acceptAlert());
      return session.dialogs;
    },
    errors: async () => {
      await game.collectErrors();
      const fresh = game.errors.slice(reported);
      reported += fresh.length;
      return fresh;
    },
    wait: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  };
}
