/**
 * Gives app builds src/boot/module-preload.ts as the helper that Vite's build wraps around every
 * `import()` (Vite's own is 0.5 KB gzipped larger on the first load, for browsers and CSP nonces this app
 * does not have). Vite injects its helper as the module `\0vite/preload-helper.js`; this resolves that
 * module to the app's file first. tests/e2e/bundle.e2e.test.ts fails when a Vite update renames it and
 * Vite's helper comes back.
 */
import path from 'node:path';
import type { Plugin } from 'vite';

export const VITE_PRELOAD_HELPER = '\0vite/preload-helper.js';

export function preloadHelperPlugin(root: string): Plugin {
  const helper = path.join(root, 'src/boot/module-preload.ts');
  return {
    name: 'tz-loan-preload-helper',
    enforce: 'pre',
    apply: 'build',
    resolveId: (source) => (source === VITE_PRELOAD_HELPER ? helper : null),
  };
}
