// A small static file server for the built site: `node tests/e2e/serve.mjs DIR PORT [BASE]`.
// Serves DIR under the path BASE (default "/"), with the MIME types the page needs
// (application/wasm above all), on 127.0.0.1 only.
import { createReadStream, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize, resolve } from 'node:path';

const [dir = 'dist', port = '4173', base = '/'] = process.argv.slice(2);
const root = resolve(dir);
const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.wasm': 'application/wasm',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
};

function fileFor(urlPath) {
  if (!urlPath.startsWith(base)) return null;
  const relative = decodeURIComponent(urlPath.slice(base.length));
  const path = normalize(join(root, relative));
  if (!path.startsWith(root)) return null;
  try {
    const stat = statSync(path);
    if (stat.isDirectory()) return fileFor(`${urlPath.replace(/\/?$/, '/')}index.html`);
    return path;
  } catch {
    return null;
  }
}

createServer((req, res) => {
  const url = new URL(req.url, 'http://localhost');
  const path = fileFor(url.pathname);
  if (!path) {
    res.writeHead(404, { 'content-type': 'text/plain' });
    res.end('not found');
    return;
  }
  res.writeHead(200, {
    'content-type': types[extname(path)] ?? 'application/octet-stream',
    'cache-control': 'no-cache',
  });
  createReadStream(path).pipe(res);
}).listen(Number(port), '127.0.0.1', () => {
  console.log(`serving ${root} at http://127.0.0.1:${port}${base}`);
});
