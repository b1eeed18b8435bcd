/* The app-shell service worker; scripts/service-worker-plugin.ts fills in the build's facts below. */
/* BUILD */

/**
 * Rules (issue 24, docs/storage.md "The app's files on the phone"):
 *   - the page itself (a navigation): this build's index.html from the cache, without asking the network
 *     (a repeat open costs only Home's calls); the network only when it is not cached yet, for at most
 *     NAVIGATION_TIMEOUT_MS, then the offline page in the borrower's language;
 *   - the build's hashed files: from the cache first (a hashed name never changes its content, so there is
 *     nothing to revalidate), from the network the first time, then kept;
 *   - anything else (the API under /api and /cou, the sandbox's controls): never touched, never cached.
 * Updates: a new build changes this file (its VERSION and lists). The browser compares sw.js on opens of
 * the app, through the HTTP cache (`updateViaCache: 'all'`, src/boot/service-worker.ts), so the host's
 * `Cache-Control: max-age` on sw.js is how often it asks (an hour: docs/native-app.md). A new worker
 * installs beside the running one and takes over on the next open of the app (no skipWaiting): a page that
 * is running keeps the files it started with, so a screen it loads later still comes from its own build.
 * The new worker then deletes the old build's cache.
 */
const NAVIGATION_TIMEOUT_MS = 4000;
const CACHE = `tzloan-shell-${VERSION}`;
const scope = self.registration.scope;
const at = (name) => new URL(name, scope).href;
const INDEX = at('index.html');
const HASHED = new Set(ASSETS.map(at));
/**
 * A hashed file the page has just loaded is taken from the HTTP cache as it is, without asking the server
 * whether it changed (its name says it did not): installing costs no request for it.
 */
const fromHttpCache = (url) => new Request(url, { cache: url === INDEX ? 'default' : 'force-cache' });

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches.open(CACHE).then((cache) => cache.addAll(SHELL.map((name) => fromHttpCache(at(name))))),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) =>
        Promise.all(
          keys.filter((k) => k.startsWith('tzloan-shell-') && k !== CACHE).map((k) => caches.delete(k)),
        ),
      )
      // The first install controls the page that registered it at once, so its later screens are kept too.
      .then(() => self.clients.claim()),
  );
});

/** The page names the hashed files it loaded before this worker controlled it (src/boot/service-worker.ts). */
self.addEventListener('message', (event) => {
  const data = event.data;
  if (!data || data.type !== 'tzloan:used' || !Array.isArray(data.urls)) return;
  const wanted = data.urls.filter((url) => HASHED.has(url));
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) =>
        Promise.all(
          wanted.map((url) =>
            cache
              .match(url)
              .then((hit) => (hit ? undefined : cache.add(fromHttpCache(url)).catch(() => undefined))),
          ),
        ),
      ),
  );
});

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.mode === 'navigate') {
    if (!request.url.startsWith(scope) || /\/(api|cou|__sandbox)\//.test(url.pathname)) return;
    event.respondWith(navigation(request));
    return;
  }
  const plain = url.origin + url.pathname;
  if (HASHED.has(plain)) event.respondWith(cacheFirst(request, plain));
});

async function cacheFirst(request, plain) {
  const cache = await caches.open(CACHE);
  const hit = await cache.match(plain);
  if (hit) return hit;
  const response = await fetch(request);
  if (response.ok) await cache.put(plain, response.clone()).catch(() => undefined);
  return response;
}

async function navigation(request) {
  const cached = await caches.match(INDEX, { cacheName: CACHE });
  if (cached) return cached;
  try {
    return await withTimeout(fetch(request), NAVIGATION_TIMEOUT_MS);
  } catch {
    return offlinePage();
  }
}

function withTimeout(promise, ms) {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('timeout')), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

/** The language the borrower chose (the app's `tzloan:device` record in its IndexedDB journal), else the phone's. */
async function language() {
  const stored = await new Promise((resolve) => {
    try {
      const open = indexedDB.open('tzloan');
      open.onerror = () => resolve('');
      open.onupgradeneeded = () => open.transaction.abort(); // no journal yet: do not create one
      open.onsuccess = () => {
        const db = open.result;
        try {
          const get = db.transaction('records').objectStore('records').get('tzloan:device');
          get.onsuccess = () => {
            db.close();
            try {
              resolve(JSON.parse(get.result ?? '{}').language ?? '');
            } catch {
              resolve('');
            }
          };
          get.onerror = () => resolve('');
        } catch {
          db.close();
          resolve('');
        }
      };
    } catch {
      resolve('');
    }
  });
  const wanted = [stored, ...(self.navigator.languages ?? [self.navigator.language])];
  for (const tag of wanted) {
    const lang = String(tag ?? '')
      .toLowerCase()
      .split('-')[0];
    if (lang && OFFLINE[lang]) return lang;
  }
  return 'en';
}

const escapeHtml = (text) =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);

async function offlinePage() {
  const lang = await language();
  const t = OFFLINE[lang] ?? OFFLINE.en;
  const html = `<!doctype html><html lang="${lang}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(t.title)}</title>
<style>body{font:16px/1.5 system-ui,sans-serif;margin:0;padding:32px 20px;color:#1d2a24;overflow-wrap:anywhere}
h1{font-size:22px;margin:0 0 12px}a{display:inline-block;margin-top:20px;padding:12px 24px;min-height:44px;
box-sizing:border-box;background:#0b6b4f;color:#fff;border-radius:8px;text-decoration:none;font-weight:600}</style>
</head><body><main><h1>${escapeHtml(t.title)}</h1><p>${escapeHtml(t.body)}</p>
<a href="">${escapeHtml(t.retry)}</a></main></body></html>`;
  return new Response(html, {
    status: 503,
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'",
    },
  });
}
