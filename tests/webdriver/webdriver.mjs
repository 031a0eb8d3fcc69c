// A small W3C WebDriver client over fetch: just what the browser suite uses (sessions,
// navigation, elements, scripts, keys, alerts, window size, screenshots). geckodriver and
// WebKitWebDriver both speak it; Playwright cannot drive Debian's Firefox or WebKitGTK.
import { writeFileSync } from 'node:fs';

/** The key under which WebDriver passes an element reference. */
const ELEMENT = 'element-6066-11e4-a52e-4f735466cecf';

/** Keys as WebDriver names them (the spec's table of normalised keys). */
export const Key = {
  Enter: '\uE007',
  Space: '\uE00D',
  ArrowLeft: '\uE012',
  ArrowUp: '\uE013',
  ArrowRight: '\uE014',
  ArrowDown: '\uE015',
};

/** A WebDriver error: `code` is the spec's error code, such as "no such alert". */
export class WebDriverError extends Error {
  constructor(command, { error, message }) {
    super(`${command}: ${error}${message ? `: ${message}` : ''}`);
    this.code = error;
  }
}

/**
 * Polls `check` (sync or async) every 50 ms until it returns something truthy, and returns
 * that; after `timeout` ms throws, saying what was awaited and what `check` last gave.
 */
export async function waitFor(check, what, timeout = 10_000) {
  const deadline = Date.now() + timeout;
  let last;
  for (;;) {
    last = await check();
    if (last) return last;
    if (Date.now() > deadline) {
      throw new Error(`timed out after ${timeout} ms waiting for ${what} (last: ${JSON.stringify(last)})`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** One browser session. Every alert is accepted as it is met, and its text kept in `dialogs`. */
export class Session {
  /** Opens a session on the driver at `driver` (its base URL) with these capabilities. */
  static async start(driver, capabilities) {
    const response = await send(driver, 'POST', '/session', { capabilities: { alwaysMatch: capabilities } });
    return new Session(driver, response.sessionId, response.capabilities);
  }

  constructor(driver, id, capabilities) {
    this.base = `${driver}/session/${id}`;
    this.capabilities = capabilities;
    this.dialogs = [];
  }

  /**
   * Sends a command of this session. An alert that stands in the way is accepted (and
   * recorded) and the command sent again, as a person would close it to go on.
   */
  async command(method, path, body) {
    try {
      return await this.#send(method, path, body);
    } catch (error) {
      if (error.code !== 'unexpected alert open' || !(await this.acceptAlert())) throw error;
      return this.#send(method, path, body);
    }
  }

  /** Accepts the alert on the page, if there is one; says whether there was. */
  async acceptAlert() {
    try {
      const text = await this.#send('GET', '/alert/text');
      await this.#send('POST', '/alert/accept', {});
      this.dialogs.push(text);
      return true;
    } catch (error) {
      if (error.code === 'no such alert') return false;
      throw error;
    }
  }

  /** Once the driver has left a command unanswered, the session is `broken` for good. */
  async #send(method, path, body) {
    if (this.broken) throw new Error(`${method} ${path}: the driver stopped answering earlier`);
    try {
      return await send(this.base, method, path, body);
    } catch (error) {
      if (error.code === NO_ANSWER) this.broken = true;
      throw error;
    }
  }

  /**
   * Goes to `url`. With the page load strategy "none" (browsers.mjs) it returns at once,
   * and the caller waits for what it needs of the new page.
   */
  navigate(url) {
    return this.command('POST', '/url', { url });
  }

  /**
   * Runs `script` (a function, or the body of one) in the page with `args` and returns its
   * result; elements in the result come back as `Element`s. A script may run twice (see
   * below): it should only read.
   */
  async execute(script, ...args) {
    const body = typeof script === 'function' ? `return (${script}).apply(null, arguments);` : script;
    let value = await this.command('POST', '/execute/sync', { script: body, args });
    // An alert that opens while the script runs makes geckodriver answer null: the alert
    // is accepted and the script run again.
    if (value === null && (await this.acceptAlert())) value = await this.command('POST', '/execute/sync', { script: body, args });
    return this.#wrap(value);
  }

  /** The first element matching the CSS `selector`, or null. */
  async find(selector) {
    const found = await this.command('POST', '/elements', { using: 'css selector', value: selector });
    return found.length > 0 ? new Element(this, found[0][ELEMENT]) : null;
  }

  /** The first element matching `selector`, waited for. */
  element(selector, timeout) {
    return waitFor(() => this.find(selector), `an element ${selector}`, timeout);
  }

  /**
   * Presses and releases each key in turn on the focused element. An alert that a key
   * raises is accepted: WebKitWebDriver answers the command only once the alert is closed.
   */
  async keys(...keys) {
    const actions = keys.flatMap((value) => [
      { type: 'keyDown', value },
      { type: 'keyUp', value },
    ]);
    let pressed = false;
    const pressing = this.command('POST', '/actions', { actions: [{ type: 'key', id: 'keyboard', actions }] }).finally(
      () => {
        pressed = true;
      },
    );
    while (!pressed) {
      await Promise.race([pressing, new Promise((resolve) => setTimeout(resolve, 100))]);
      if (!pressed) await this.acceptAlert();
    }
    await pressing;
    await this.command('DELETE', '/actions');
  }

  /**
   * Performs a pointer's `steps` (WebDriver pointer actions) with a "mouse", "touch" or
   * "pen", then releases what is held.
   */
  async pointer(steps, pointerType = 'mouse') {
    const actions = [{ type: 'pointer', id: pointerType, parameters: { pointerType }, actions: steps }];
    await this.command('POST', '/actions', { actions });
    await this.command('DELETE', '/actions');
  }

  /** Clicks the viewport's point (`x`, `y`), whatever is there. */
  clickAt(x, y) {
    return this.pointer([
      { type: 'pointerMove', duration: 0, origin: 'viewport', x, y },
      { type: 'pointerDown', button: 0 },
      { type: 'pointerUp', button: 0 },
    ]);
  }

  /** Sets the window's outer size; returns the size of the page's viewport that results. */
  async resize(width, height) {
    await this.command('POST', '/window/rect', { width, height });
    return this.execute(() => ({ width: innerWidth, height: innerHeight }));
  }

  /** Saves a PNG of the viewport to `path`. */
  async screenshot(path) {
    const png = await this.command('GET', '/screenshot');
    writeFileSync(path, Buffer.from(png, 'base64'));
  }

  async quit() {
    await this.#send('DELETE', '');
  }

  #wrap(value) {
    if (Array.isArray(value)) return value.map((v) => this.#wrap(v));
    if (value && typeof value === 'object') {
      if (ELEMENT in value) return new Element(this, value[ELEMENT]);
      return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, this.#wrap(v)]));
    }
    return value;
  }
}

/** An element of the page. */
export class Element {
  constructor(session, id) {
    this.session = session;
    this.id = id;
  }

  /** Scrolls the element into view and clicks its centre, as a person would. */
  click() {
    return this.session.command('POST', `/element/${this.id}/click`, {});
  }

  /** Moves the mouse onto the element's centre, as a person would before a click. */
  hover() {
    return this.session.pointer([{ type: 'pointerMove', duration: 0, origin: this.toJSON(), x: 0, y: 0 }]);
  }

  /** Clicks the element's centre twice in a row, as a person's double click. */
  doubleClick() {
    const press = [
      { type: 'pointerDown', button: 0 },
      { type: 'pointerUp', button: 0 },
    ];
    const move = { type: 'pointerMove', duration: 0, origin: this.toJSON(), x: 0, y: 0 };
    return this.session.pointer([move, ...press, ...press]);
  }

  /** How an element is passed to a script. */
  toJSON() {
    return { [ELEMENT]: this.id };
  }
}

/** The longest a command may take: far more than any should, but a hang ends. */
const COMMAND_TIMEOUT = 60_000;
const NO_ANSWER = 'no answer';

async function send(base, method, path, body) {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(COMMAND_TIMEOUT),
  }).catch((error) => {
    throw new WebDriverError(`${method} ${path}`, { error: NO_ANSWER, message: error.message });
  });
  const { value } = await response.json();
  if (!response.ok) throw new WebDriverError(`${method} ${path}`, value);
  return value;
}
