// A small static file server for the built site: `node tests/e2e/serve.mjs DIR PORT [BASE]`.
// Serves DIR under the path BASE (default "/"), with the MIME types the page needs
// (application/wasm above all), gzipped when the browser accepts it (as static hosts such
// as GitHub Pages send them, so that Lighthouse measures what visitors download), on
// 127.0.0.1 only. PORT 0 takes any free port; the line it prints once it listens gives
// the address.
import { readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

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

const gzipped = new Map();

const server = createServer((req, res) => {
  const url = new URL(req.url, 'http://localhost');
  const path = fileFor(url.pathname);
  if (!path) {
    res.writeHead(404, { 'content-type': 'text/plain' });
    res.end('not found');
    return;
  }
  const type = types[extname(path)] ?? 'application/octet-stream';
  let body = readFileSync(path);
  const headers = { 'content-type': type, 'cache-control': 'no-cache', vary: 'accept-encoding' };
  if (/gzip/.test(req.headers['accept-encoding'] ?? '') && !/^image\/png/.test(type)) {
    const key = `${path} ${statSync(path).mtimeMs}`;
    if (!gzipped.has(key)) gzipped.set(key, gzipSync(body, { level: 9 }));
    body = gzipped.get(key);
    headers['content-encoding'] = 'gzip';
  }
  res.writeHead(200, headers);
  res.end(body);
});
server.listen(Number(port), '127.0.0.1', () => {
  console.log(`serving ${root} at http://127.0.0.1:${server.address().port}${base}`);
});
