import { startFirstScreen } from './early-calls.ts';
import { registerShellWorker } from './service-worker.ts';

/**
 * The page's first script (index.html), a few KB that run as soon as they arrive, while the app's own code
 * (src/main.tsx) still downloads: see ./early-calls.ts. Once the page has loaded, it registers the
 * app-shell cache (./service-worker.ts).
 */
startFirstScreen(location.hash.replace(/^#/, '').split('?')[0] || '/');
registerShellWorker();
