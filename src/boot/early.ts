import { startFirstScreen } from './early-calls.ts';

/**
 * The page's first script (index.html), a few KB that run as soon as they arrive, while the app's own code
 * (src/main.tsx) still downloads: see ./early-calls.ts. Once the page has loaded, it registers the
 * app-shell cache (./service-worker.ts), whose code downloads only then: not part of the first load.
 */
startFirstScreen(location.hash.replace(/^#/, '').split('?')[0] || '/');

// Offline at that moment, the file does not come: no worker this time, the next open registers it.
const later = () =>
  void import('./service-worker.ts').then(
    (worker) => worker.registerShellWorker(),
    () => undefined,
  );

// Only in a build (the dev server has no sw.js) and where the browser offers service workers.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  if (document.readyState === 'complete') later();
  else addEventListener('load', later, { once: true });
}
