// Serving the built site for a test, with no test framework (tests/e2e/serve.mjs does the
// serving).
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const SERVER = fileURLToPath(new URL('./serve.mjs', import.meta.url));

/**
 * Serves `dir` (default: the built site) under the path `base` on `port` (0: any free
 * port), in a process of its own that the test can stop. Resolves to its `url` and `stop`
 * once it listens.
 */
export function serveSite({ port = 0, base = '/', dir = 'dist' } = {}) {
  const server = spawn(process.execPath, [SERVER, dir, String(port), base], { stdio: ['ignore', 'pipe', 'inherit'] });
  const stop = () =>
    new Promise((resolve) => {
      if (server.exitCode !== null || server.signalCode !== null) return resolve();
      server.once('exit', resolve);
      server.kill();
    });
  return new Promise((resolve, reject) => {
    let said = '';
    server.stdout.on('data', (chunk) => {
      said += chunk;
      const listening = / at (http:\S+)/.exec(said);
      if (listening) resolve({ url: listening[1], stop });
    });
    server.once('exit', (code) => reject(new Error(`the site's server stopped (exit ${code}) before it listened`)));
  });
}
