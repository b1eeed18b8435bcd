/**
 * Registers the app-shell service worker (`sw.js`, written by scripts/service-worker-plugin.ts) once the
 * page has loaded and painted, so it never competes with the first screen for the line. Imported by the
 * page's first script (./early.ts) after the page's load, only in a build (the dev server has no sw.js) and
 * only where the browser offers service workers (HTTPS, or localhost and 127.0.0.1, which browsers treat as
 * secure; plain http elsewhere has no `navigator.serviceWorker`); this file's code is not in the first
 * load. Not in the APK's packaged mode (WebViewAssetLoader, https://appassets.androidplatform.net/): there the
 * files are on the phone already and a worker would only keep a second copy (docs/native-app.md).
 */
const PACKAGED_HOST = 'appassets.androidplatform.net';

/** A second after the page's load: the first screen's files and calls have the line to themselves. */
const AFTER_LOAD_MS = 1000;

function register(): void {
  navigator.serviceWorker
    // 'all': the browser's check for a new build reads sw.js through the HTTP cache, so an open of the app
    // within the host's max-age on sw.js costs no request at all (docs/native-app.md).
    .register('./sw.js', { scope: './', updateViaCache: 'all' })
    .then(() => navigator.serviceWorker.ready)
    .then((registration) => {
      // The files this page loaded before the worker was there (the language's texts, the first screen's
      // code): the worker keeps those of the build's list, from the HTTP cache.
      const urls = performance
        .getEntriesByType('resource')
        .map((entry) => entry.name.split(/[?#]/)[0] ?? '')
        .filter((url) => url.startsWith(location.origin));
      registration.active?.postMessage({ type: 'tzloan:used', urls });
    })
    .catch(() => undefined); // no worker: the app works as before, online only
}

/** Called once the page has loaded (./early.ts). */
export function registerShellWorker(): void {
  if (location.hostname !== PACKAGED_HOST) setTimeout(register, AFTER_LOAD_MS);
}
