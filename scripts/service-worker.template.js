// Service worker of the site (spec 01 §7; generated into build/client/sw.js by scripts/postbuild.ts).
// - Static shell and hashed assets are cached so pages already seen can be read offline.
// - API answers are never cached or even touched: the browser fetches them as if there were no
//   service worker (sessions, leads and admin data stay live and private).
// - Every build has its own VERSION: the new worker takes over at once and drops old caches, so a
//   release is picked up on the next navigation.
// - Pages rendered in the browser (sign-in, reset and verification links, dashboard, admin) are
//   never touched either, and pages are cached by path alone: a query can hold a token or a
//   lead's e-mail (issue 12 finding 8), and nothing of it may outlive the visit in CacheStorage.
const VERSION = '__VERSION__';
const PRECACHE = JSON.parse('__PRECACHE__');
const CACHE = `nexus-${VERSION}`;
const NEVER = /^\/(api|healthz|readyz)(\/|$)/;
const PRIVATE = new RegExp('__PRIVATE__');

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll(PRECACHE))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) =>
        Promise.all(
          keys.filter((k) => k.startsWith('nexus-') && k !== CACHE).map((k) => caches.delete(k)),
        ),
      )
      .then(() => self.clients.claim()),
  );
});

function cacheable(response) {
  return response.ok && response.type === 'basic' && !response.redirected;
}

async function cacheFirst(request) {
  const cached = await caches.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (cacheable(response)) (await caches.open(CACHE)).put(request, response.clone());
  return response;
}

/** A page is kept under its path; any other file with a query is not kept at all. */
function cacheKey(request) {
  const url = new URL(request.url);
  if (request.mode === 'navigate') return `${url.origin}${url.pathname}`;
  return url.search ? null : request;
}

async function networkFirst(request) {
  const key = cacheKey(request);
  try {
    const response = await fetch(request);
    if (key && cacheable(response)) (await caches.open(CACHE)).put(key, response.clone());
    return response;
  } catch (error) {
    const cached = await caches.match(key ?? request, {
      ignoreSearch: request.mode === 'navigate',
    });
    if (cached) return cached;
    if (request.mode === 'navigate') {
      const shell = await caches.match('/');
      if (shell) return shell;
    }
    throw error;
  }
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || NEVER.test(url.pathname)) return;
  if (PRIVATE.test(url.pathname)) return;
  if (url.pathname.startsWith('/assets/')) {
    event.respondWith(cacheFirst(request));
  } else {
    event.respondWith(networkFirst(request));
  }
});
