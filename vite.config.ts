import { fileURLToPath } from 'node:url';
import { defineConfig, loadEnv } from 'vite';
import { projectPlugins } from './scripts/plugins.ts';
import { buildTargets } from './scripts/browser-target.mjs';

/** The project folder: .env files are read from here, whatever the current directory. */
const root = fileURLToPath(new URL('.', import.meta.url));

/**
 * The oldest Android System WebView we support, from package.json's `browserslist` (the one place it is
 * stated; the compat lint reads it too): `chrome80` today. Why that one: docs/native-app.md.
 */
const OLDEST_BROWSERS = buildTargets(root);

export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, root, '');
  const sandbox = env.VITE_SANDBOX === '1';
  // One build setting picks the market: its markets/<id>.json, schemas/<id>/ and regions/<id>.json.
  const market = env.VITE_MARKET || 'tz';
  const port = Number(process.env.PORT ?? 5173);
  // SERVE_HTTPS=1 npm run serve: HTTPS with a self-signed certificate, which makes Vite's server speak
  // HTTP/2 as a production host does (scripts/bench-lighthouse.mjs measures Home over both).
  const https = sandbox && process.env.SERVE_HTTPS === '1';
  // The build id every client error report carries and the source maps are kept under (issue 25).
  const buildId = process.env.BUILD_ID || `${new Date().toISOString().replace(/\D/g, '').slice(0, 14)}`;
  const { plugins, alias, define, chunkGroups } = projectPlugins({
    root,
    target: 'app',
    market,
    sandbox,
    https,
    apiOrigin: env.VITE_API_ORIGIN,
    buildId,
  });
  return {
    root,
    envDir: root,
    base: './',
    plugins,
    define,
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
        output: { codeSplitting: { groups: chunkGroups } },
      },
    },
    resolve: { alias },
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
