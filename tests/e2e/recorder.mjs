// What a test needs to know that only the page sees, recorded inside it. Playwright runs
// it before the page's own scripts (addInitScript); WebDriver, which has no such hook, runs
// it once the board is up, before the test touches anything.

/**
 * Runs in the page. Records in `window`:
 * - `__alerts`: every alert, with the number of stones in the DOM and the animation frames
 *   since the last stone appeared, taken when it was raised;
 * - `__errors`: console errors, uncaught errors and rejections, and CSP violations;
 * - `__workers`: each web worker started, with the messages it has sent;
 * - `__longTasks`: tasks that kept the page's thread busy 50 ms or more (where the browser
 *   reports them: Chromium does, Firefox and WebKit do not).
 */
export function recordInPage() {
  if (window.__alerts) return;
  window.__alerts = [];
  window.__errors = [];
  window.__workers = [];
  window.__longTasks = [];

  const consoleError = console.error.bind(console);
  console.error = (...args) => {
    window.__errors.push(args.map(String).join(' '));
    consoleError(...args);
  };
  window.addEventListener('error', (e) => window.__errors.push(`uncaught: ${e.message}`));
  window.addEventListener('unhandledrejection', (e) => window.__errors.push(`unhandled rejection: ${e.reason}`));
  document.addEventListener('securitypolicyviolation', (e) =>
    window.__errors.push(`CSP violation: ${e.violatedDirective} ${e.blockedURI}`),
  );

  const PageWorker = window.Worker;
  window.Worker = class extends PageWorker {
    constructor(url, options) {
      super(url, options);
      const record = { url: String(url), messages: 0 };
      window.__workers.push(record);
      this.addEventListener('message', () => {
        record.messages += 1;
      });
    }
  };

  if (PerformanceObserver.supportedEntryTypes?.includes('longtask')) {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) window.__longTasks.push({ start: entry.startTime, duration: entry.duration });
    }).observe({ type: 'longtask', buffered: true });
  }

  let frames = 0;
  let frameOfLastStone = 0;
  const countFrames = () => {
    frames += 1;
    requestAnimationFrame(countFrames);
  };
  requestAnimationFrame(countFrames);
  new MutationObserver((records) => {
    if (records.some((r) => r.attributeName === 'data-stone')) frameOfLastStone = frames;
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-stone'] });
  const alert = window.alert.bind(window);
  window.alert = (message) => {
    window.__alerts.push({
      message: String(message),
      stones: document.querySelectorAll('[data-stone]').length,
      framesSinceLastStone: frames - frameOfLastStone,
    });
    alert(message);
  };
}
