/**
 * Sandbox builds only (`npm start`, `npm run serve`, the end-to-end tests): puts the fake native shell's
 * loader (sandbox/fake-native/install.ts) in index.html before the app's entry, so `?fakeNative=1`
 * can install `window.JSBridge` before the app starts, and serves the shell the market's few facts it needs
 * (`virtual:fake-native-market`) without importing the app's market store: a module the shell shared with
 * the first load would be split out of it into a chunk of its own. A production build (`npm run build`)
 * never has any of it, nor does Storybook (scripts/plugins.ts gives it to sandbox app builds only).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

export const FAKE_NATIVE_LOADER = '/sandbox/fake-native/install.ts';
const MARKET_ID = 'virtual:fake-native-market';

export function fakeNativePlugin({ root, market }: { root: string; market: string }): Plugin {
  return {
    name: 'tz-loan-sandbox-fake-native',
    resolveId: (id) => (id === MARKET_ID ? `\0${MARKET_ID}` : null),
    load(id) {
      if (id !== `\0${MARKET_ID}`) return null;
      const file = path.join(root, 'markets', `${market}.json`);
      const data = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
      const { packageName, appName, callingCode, collectionSteps } = data;
      return `export default ${JSON.stringify({ packageName, appName, callingCode, collectionSteps })};`;
    },
    transformIndexHtml: {
      // Before Vite bundles the page's scripts, so the loader becomes part of the entry, first in line.
      order: 'pre',
      handler: () => [
        { tag: 'script', attrs: { type: 'module', src: FAKE_NATIVE_LOADER }, injectTo: 'head' },
      ],
    },
  };
}
