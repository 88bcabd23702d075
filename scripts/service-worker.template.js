// Service worker of the site (spec 01 §7; generated into build/client/sw.js by scripts/postbuild.ts).
// - Static shell and hashed assets are cached so pages already seen can be read offline.
// - API answers are never cached or even touched: the browser fetches them as if there were no
//   service worker (sessions, leads and admin data stay live and private).
// - Every build has its own VERSION: the new worker takes over at once and drops old caches, so a
//   release is picked up on the next navigation.
// - Pages rendered in the browser (sign-in, reset and verification links, dashboard, admin) are
//   never touched either, and pages are cached by path alone: a query can hold a token or a
//   lead's e-mail (issue 12 finding 8), and nothing of it may outlive the visit in CacheStorage.
// - Both tests read the path as the server does (decoded, trailing slashes trimmed), and a page
//   is kept only when that path is one of the public pages listed at build time, as a fresh
//   Response under its clean address: a fetched Response keeps the URL it came from, query and
//   all (issue 22 finding 6, decision 0079).
const VERSION = '__VERSION__';
const PRECACHE = JSON.parse('__PRECACHE__');
const CACHE = `nexus-${VERSION}`;
const NEVER = /^\/(api|healthz|readyz)(\/|$)/;
const PRIVATE = new RegExp('__PRIVATE__');
const PAGES = new Set(JSON.parse('__PAGES__'));

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

/**
 * The page a path names, as the server reads it (src/server/plugins/static.ts): decoded, without
 * trailing slashes, so `/reset-password//` is the reset page. A loop, not a regex: linear on any
 * input. Null when the path cannot be decoded (the server then finds no page either).
 */
function pagePath(pathname) {
  let path;
  try {
    path = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  let end = path.length;
  while (end > 1 && path[end - 1] === '/') end -= 1;
  return path.slice(0, end);
}

/**
 * A navigation is kept under its page's clean address, and only for a public page; any other file
 * with a query is not kept at all.
 */
function cacheKey(request, url, path) {
  if (request.mode === 'navigate') return PAGES.has(path) ? `${url.origin}${path}` : null;
  return url.search ? null : request;
}

/**
 * What is stored: the body, status and headers of the answer in a new Response, which has no URL
 * of its own (the fetched one would keep the query). The length and encoding headers describe the
 * bytes on the wire, not the decoded body, so they are left out.
 */
async function storable(response) {
  const headers = new Headers(response.headers);
  headers.delete('content-encoding');
  headers.delete('content-length');
  return new Response(await response.blob(), {
    status: response.status,
    statusText: response.statusText,
    headers,
  });
}

async function keep(key, response) {
  const copy = await storable(response);
  await (await caches.open(CACHE)).put(key, copy);
}

async function networkFirst(event, key) {
  const { request } = event;
  try {
    const response = await fetch(request);
    if (key && cacheable(response)) event.waitUntil(keep(key, response.clone()));
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
  if (url.origin !== self.location.origin) return;
  const path = pagePath(url.pathname);
  if (path === null) return;
  for (const candidate of [url.pathname, path]) {
    if (NEVER.test(candidate) || PRIVATE.test(candidate)) return;
  }
  if (url.pathname.startsWith('/assets/')) {
    event.respondWith(cacheFirst(request));
  } else {
    event.respondWith(networkFirst(event, cacheKey(request, url, path)));
  }
});
