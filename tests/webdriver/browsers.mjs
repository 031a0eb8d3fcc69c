// The browsers the WebDriver suite drives, from Debian's packages: Firefox ESR through
// geckodriver (from crates.io), headless; and WebKitGTK's MiniBrowser (Safari's engine)
// through WebKitWebDriver, in a virtual X display of its own (Xvfb), since MiniBrowser has
// no headless mode. Each driver's log goes to target/webdriver/.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, openSync, readFileSync, readdirSync } from 'node:fs';
import { createServer } from 'node:net';
import { Session, waitFor } from './webdriver.mjs';

const LOGS = 'target/webdriver';

/**
 * Firefox's own traffic (its settings service, experiments and the like) goes to a proxy
 * where nothing listens, so that it stays on this machine; loopback, where the site is
 * served, never goes through a proxy.
 */
const FIREFOX_PREFS = {
  'network.proxy.type': 1,
  'network.proxy.http': '127.0.0.1',
  'network.proxy.http_port': 9,
  'network.proxy.ssl': '127.0.0.1',
  'network.proxy.ssl_port': 9,
  'services.settings.server': 'data:,#remote-settings-dummy/v1',
  'app.normandy.enabled': false,
  // The page follows the browser's language; the tests read its English texts.
  'intl.accept_languages': 'en-US',
};

/** Firefox ESR: `FIREFOX` and `GECKODRIVER` may name other binaries. */
export async function firefox() {
  const port = await freePort();
  const driver = start(process.env.GECKODRIVER ?? 'geckodriver', ['--port', String(port)], 'geckodriver');
  try {
    const session = await open(driver, port, {
      browserName: 'firefox',
      'moz:firefoxOptions': {
        binary: process.env.FIREFOX ?? '/usr/bin/firefox-esr',
        args: ['-headless'],
        prefs: FIREFOX_PREFS,
      },
    });
    // Firefox's content processes are not watched: it has never crashed here.
    return { session, close: () => close(session, [driver]), crashes: () => 0 };
  } catch (error) {
    await stop(driver);
    throw error;
  }
}

/** WebKitGTK's MiniBrowser: `MINIBROWSER` and `WEBKITWEBDRIVER` may name other binaries. */
export async function webkit() {
  const { display, xvfb } = await virtualDisplay();
  const port = await freePort();
  // MiniBrowser takes its language from the locale: English, as the tests read it.
  const driver = start(process.env.WEBKITWEBDRIVER ?? 'WebKitWebDriver', [`--port=${port}`], 'webkitwebdriver', {
    DISPLAY: display,
    LC_ALL: 'C.UTF-8',
    LANGUAGE: '',
  });
  try {
    const session = await open(driver, port, {
      browserName: 'MiniBrowser',
      'webkitgtk:browserOptions': { binary: process.env.MINIBROWSER ?? miniBrowser(), args: ['--automation'] },
    });
    return { session, close: () => close(session, [driver, xvfb]), crashes: () => webProcessCrashes(driver) };
  } catch (error) {
    await stop(driver);
    await stop(xvfb);
    throw error;
  }
}

/**
 * How often a WebKit web process (the one that runs the page) has died under this driver:
 * MiniBrowser's "WebProcess CRASHED" lines in the driver's log, or a web process of the
 * driver's process group gone since the last look. Mesa's software renderer (swrast)
 * segfaults now and then in WebKit's compositor thread here, outside the page's code;
 * the suite runs a test once more in a new browser when this count moved during it.
 */
function webProcessCrashes(driver) {
  let said = 0;
  try {
    said = readFileSync(`${LOGS}/webkitwebdriver.log`, 'utf8').split('WebProcess CRASHED').length - 1;
  } catch {
    // No log yet: nothing said.
  }
  const alive = webProcesses(driver.pid);
  driver.seen ??= new Set();
  driver.gone ??= 0;
  for (const pid of driver.seen) if (!alive.has(pid)) driver.gone += 1;
  driver.seen = alive;
  return Math.max(said, driver.gone);
}

/** The WebKitWebProcess ids in process group `group` (Linux's /proc). */
function webProcesses(group) {
  const found = new Set();
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      // pid (comm) state ppid pgrp ...: the name may hold spaces, so read after its ')'.
      const name = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
      const pgrp = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[2]);
      if (pgrp === group && name.startsWith('WebKitWebProces')) found.add(Number(pid));
    } catch {
      // The process ended while being read.
    }
  }
  return found;
}

/** Where Debian's libwebkit2gtk-4.1-0 keeps MiniBrowser: /usr/lib/<architecture>/... */
function miniBrowser() {
  for (const dir of readdirSync('/usr/lib')) {
    const path = `/usr/lib/${dir}/webkit2gtk-4.1/MiniBrowser`;
    if (existsSync(path)) return path;
  }
  throw new Error('MiniBrowser not found: scripts/setup --tests installs webkit2gtk-driver');
}

/** Starts Xvfb on a free display; resolves once it takes connections. */
async function virtualDisplay() {
  const args = ['-displayfd', '3', '-screen', '0', '1280x1024x24', '-nolisten', 'tcp'];
  const xvfb = start('Xvfb', args, 'xvfb', {}, 'pipe');
  const number = await new Promise((resolve, reject) => {
    let said = '';
    xvfb.stdio[3].on('data', (chunk) => {
      said += chunk;
      if (said.endsWith('\n')) resolve(said.trim());
    });
    xvfb.once('exit', (code) => reject(new Error(`Xvfb stopped (exit ${code}); see ${LOGS}/xvfb.log`)));
    xvfb.once('error', (error) => reject(new Error(`Xvfb could not start: ${error.message}`)));
  });
  return { display: `:${number}`, xvfb };
}

/**
 * Opens a session once the driver answers. Alerts are left for the test to handle, and
 * navigation returns at once: the test waits for the page it expects. (WebKitWebDriver
 * once never answered a reload, in one run of about ten.)
 */
async function open(driver, port, capabilities) {
  const url = `http://127.0.0.1:${port}`;
  await waitFor(async () => {
    if (driver.failed) throw new Error(`${driver.spawnfile} could not start: ${driver.failed.message}`);
    if (driver.exitCode !== null) throw new Error(`${driver.spawnfile} stopped (exit ${driver.exitCode})`);
    try {
      return (await (await fetch(`${url}/status`)).json()).value.ready;
    } catch {
      return false;
    }
  }, `${driver.spawnfile} to start`);
  return Session.start(url, { ...capabilities, unhandledPromptBehavior: 'ignore', pageLoadStrategy: 'none' });
}

function start(command, args, log, env = {}, fd3 = 'ignore') {
  mkdirSync(LOGS, { recursive: true });
  const out = openSync(`${LOGS}/${log}.log`, 'w');
  // A process group of its own, so that stopping the driver stops the browser it started.
  const child = spawn(command, args, {
    stdio: ['ignore', out, out, fd3],
    env: { ...process.env, ...env },
    detached: true,
  });
  child.on('error', (error) => {
    child.failed = error;
  });
  return child;
}

async function close(session, processes) {
  try {
    if (!session.broken) await session.quit();
  } finally {
    for (const child of processes) await stop(child);
  }
}

/** Stops `child` and whatever it started (its process group); killed if it lingers. */
function stop(child) {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) return resolve();
    const signal = (name) => {
      try {
        process.kill(-child.pid, name);
      } catch {
        // The group has already gone.
      }
    };
    const lingering = setTimeout(() => signal('SIGKILL'), 5_000);
    child.once('exit', () => {
      clearTimeout(lingering);
      resolve();
    });
    signal('SIGTERM');
  });
}

/** A port that nothing listens on now (the driver takes it a moment later). */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}
