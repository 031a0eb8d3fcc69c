// The service worker: keeps a copy of every file of the site so that the game loads and
// plays with the network off. tools/post-build.mjs fills in the version and the list of
// files at each release build; a new build has a new version, which replaces the old copy
// as soon as it is installed.
const VERSION = '__VERSION__';
const ASSETS = ['__ASSETS__'];
const CACHE = `gobang-${VERSION}`;
// The search worker comes in two builds, with WebAssembly SIMD and without; the copy keeps
// the one this browser runs (the probe is assets/worker_loader.js's).
const SIMD_PROBE = new Uint8Array([
  0, 97, 115, 109, 1, 0, 0, 0, 1, 5, 1, 96, 0, 1, 123, 3, 2, 1, 0, 10, 22, 1, 20, 0, 253, 12, 0, 0, 0, 0, 0, 0, 0, 0,
  0, 0, 0, 0, 0, 0, 0, 0, 11,
]);
const unused = WebAssembly.validate(SIMD_PROBE) ? /\/worker(_bg\.wasm|\.js)$/ : /\/worker_simd(_bg\.wasm|\.js)$/;

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll(ASSETS.filter((file) => !unused.test(file))))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((k) => k.startsWith('gobang-') && k !== CACHE).map((k) => caches.delete(k))))
      .then(() => self.clients.claim()),
  );
});

// Files whose names carry a hash of their contents never change: the copy is served.
// Everything else (the page itself, the worker's files) comes from the network when it
// can, so that a new version shows at once, and from the copy when offline.
const hashed = /-[0-9a-f]{12,20}(_bg)?\.(js|wasm|css|svg)$/;

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET' || new URL(request.url).origin !== self.location.origin) return;
  if (hashed.test(new URL(request.url).pathname)) {
    event.respondWith(caches.match(request).then((copy) => copy ?? fetch(request)));
    return;
  }
  event.respondWith(
    fetch(request)
      .then((response) => {
        if (response.ok) {
          const copy = response.clone();
          caches.open(CACHE).then((cache) => cache.put(request, copy));
        }
        return response;
      })
      .catch(() =>
        caches
          .match(request, { ignoreSearch: true })
          .then((copy) => copy ?? (request.mode === 'navigate' ? caches.match('./') : Response.error())),
      ),
  );
});
