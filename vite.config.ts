import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, loadEnv } from 'vite';
import react from '@vitejs/plugin-react';
import basicSsl from '@vitejs/plugin-basic-ssl';
import { formsPlugin, rjsfTrimPlugin } from './scripts/forms/vite-plugin.ts';
import { cryptoTrimPlugin } from './scripts/crypto-trim-plugin.ts';
import { cspPlugin } from './scripts/csp-plugin.ts';
import { compileHintsPlugin } from './scripts/compile-hints-plugin.ts';
import { preloadHelperPlugin } from './scripts/preload-helper-plugin.ts';
import { fakeNativePlugin } from './scripts/fake-native-plugin.ts';
import { earlyScriptPlugin } from './scripts/early-script-plugin.ts';
import { firstLoadChunkPlugin } from './scripts/first-load-chunk-plugin.ts';
import { screenTextsPlugin } from './scripts/screen-texts-plugin.ts';
import { serviceWorkerPlugin } from './scripts/service-worker-plugin.ts';
import { sourceMapsPlugin } from './scripts/sourcemaps-plugin.ts';
import { buildTargets } from './scripts/browser-target.mjs';
import { sandboxPlugin } from './sandbox/plugin.ts';
import { SANDBOX_VERIFY_CODE } from './sandbox/config.ts';

/** The project folder: .env files are read from here, whatever the current directory. */
const root = fileURLToPath(new URL('.', import.meta.url));

/**
 * The oldest Android System WebView we support, from package.json's `browserslist` (the one place it is
 * stated; the compat lint reads it too): `chrome80` today. Why that one: docs/native-app.md.
 */
const OLDEST_BROWSERS = buildTargets(root);

/** The app version error reports carry: package.json's. */
const APP_VERSION = (JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { version: string })
  .version;

export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, root, '');
  const sandbox = env.VITE_SANDBOX === '1';
  // One build setting picks the market: its markets/<id>.json, schemas/<id>/ and regions/<id>.json.
  const market = env.VITE_MARKET || 'tz';
  const port = Number(process.env.PORT ?? 5173);
  // SERVE_HTTPS=1 npm run serve: HTTPS with a self-signed certificate, which makes Vite's server speak
  // HTTP/2 as a production host does (scripts/bench-lighthouse.mjs measures Home over both).
  const https = sandbox && process.env.SERVE_HTTPS === '1';
  const earlyEntry = 'src/boot/early.ts';
  // The build id every client error report carries and the source maps are kept under (issue 25).
  const buildId = process.env.BUILD_ID || `${new Date().toISOString().replace(/\D/g, '').slice(0, 14)}`;
  const firstLoad = firstLoadChunkPlugin({
    firstScreen: path.join(root, 'src/features/home/HomeScreen.tsx'),
    earlyEntry: path.join(root, earlyEntry),
  });
  return {
    root,
    envDir: root,
    base: './',
    plugins: [
      react(),
      formsPlugin({ root, market, splitLocales: true }),
      screenTextsPlugin({ root, split: true }),
      rjsfTrimPlugin(root),
      cryptoTrimPlugin(root),
      preloadHelperPlugin(root),
      cspPlugin({ apiOrigin: env.VITE_API_ORIGIN }),
      firstLoad.plugin,
      compileHintsPlugin({ entry: path.join(root, 'index.html') }),
      earlyScriptPlugin({ root, entry: earlyEntry }),
      // Before the service worker's list is made: the maps leave the bundle (scripts/sourcemaps-plugin.ts).
      sourceMapsPlugin({ buildId }),
      // The app-shell cache: sw.js with this build's file list (issue 24); `vite build` only.
      serviceWorkerPlugin({ root }),
      sandbox ? sandboxPlugin({ root, market }) : null,
      // Testers' stand-in for the Android app (docs/native-app.md); never in a production build.
      sandbox ? fakeNativePlugin({ root, market }) : null,
      https ? basicSsl({ name: 'tz-loan-sandbox', domains: ['127.0.0.1', 'localhost'] }) : null,
    ],
    define: {
      __SANDBOX_VERIFY_CODE__: JSON.stringify(sandbox ? SANDBOX_VERIFY_CODE : ''),
      __BUILD_ID__: JSON.stringify(buildId),
      __APP_VERSION__: JSON.stringify(APP_VERSION),
    },
    build: {
      target: OLDEST_BROWSERS,
      cssTarget: OLDEST_BROWSERS,
      // Hidden: made for every build, named by no shipped file, moved out of outDir (sourcemaps-plugin.ts).
      sourcemap: 'hidden',
      // scripts/size.mjs and the bundle budget test read the manifest to map routes to chunks.
      manifest: true,
      // Android's WebView (Chromium) and every browser we support know <link rel="modulepreload">:
      // the polyfill would cost every borrower 0.5 KB gzipped on the first load for nothing.
      modulePreload: { polyfill: false },
      rolldownOptions: {
        // The modules of the first load and Home in one chunk (scripts/first-load-chunk-plugin.ts).
        output: {
          codeSplitting: {
            groups: [
              // Not its dependencies too: those of the page's first script stay in a chunk of their own.
              { name: 'first-load', test: firstLoad.isFirstLoad, includeDependenciesRecursively: false },
              { name: 'start', test: firstLoad.isEarlyShared, includeDependenciesRecursively: false },
            ],
          },
        },
      },
    },
    resolve: {
      alias: [
        // The one market file the app ships (src/store/market.ts).
        { find: '#market', replacement: path.join(root, 'markets', `${market}.json`) },
        // React 19 has the hook wouter imports this shim for (src/lib/stubs/use-sync-external-store-shim.ts).
        {
          find: 'use-sync-external-store/shim/index.js',
          replacement: path.join(root, 'src/lib/stubs/use-sync-external-store-shim.ts'),
        },
        // wouter's default address-bar router, which the app never uses (src/lib/stubs/wouter-browser-location.ts);
        // only wouter's own index imports this file name.
        {
          find: /^\.\/use-browser-location\.js$/,
          replacement: path.join(root, 'src/lib/stubs/wouter-browser-location.ts'),
        },
      ],
    },
    // The dev server's dependency scan reads the app's page only, not the benchmark's stock RJSF page
    // (bench/stock/), whose virtual modules exist only under scripts/bench-forms.mjs: scanning it failed
    // and left `npm start` without pre-bundled dependencies.
    optimizeDeps: { entries: ['index.html'] },
    server: { port, strictPort: true },
    // No CORS for the built files (Vite's default adds `Vary: Origin`, which makes the app-shell worker revalidate
    // files the page has just loaded); the sandbox answers CORS for its own calls (sandbox/http.ts).
    preview: { port, strictPort: true, cors: false },
  };
});
