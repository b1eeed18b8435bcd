/**
 * Sandbox builds only (`npm start`, `npm run serve`, the end-to-end tests): puts the fake native shell's
 * loader (src/bridge/fake-native/install.ts) in index.html before the app's entry, so `?fakeNative=1`
 * can install `window.JSBridge` before the app starts. A production build (`npm run build`) never has it.
 * The name starts with `tz-loan-sandbox`, so Storybook leaves it out with the sandbox (.storybook/main.ts).
 */
import type { Plugin } from 'vite';

export const FAKE_NATIVE_LOADER = '/src/bridge/fake-native/install.ts';

export function fakeNativePlugin(): Plugin {
  return {
    name: 'tz-loan-sandbox-fake-native',
    transformIndexHtml: {
      // Before Vite bundles the page's scripts, so the loader becomes part of the entry, first in line.
      order: 'pre',
      handler: () => [
        { tag: 'script', attrs: { type: 'module', src: FAKE_NATIVE_LOADER }, injectTo: 'head' },
      ],
    },
  };
}
