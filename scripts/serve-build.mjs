// The built app served with the sandbox, as `npm run serve` does, for the benchmarks (scripts/bench*.mjs):
// built in production mode into a scratch folder that also holds the sandbox's fresh database.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, preview } from 'vite';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * Builds the app (sandbox mode) and serves it on a free port of 127.0.0.1.
 * @param {string} name the scratch folder's prefix
 * @param {{ https?: boolean }} [options] `https`: over TLS with a self-signed certificate, where Vite's
 *   server speaks HTTP/2 (as `SERVE_HTTPS=1 npm run serve`); a browser must ignore certificate errors
 * @returns {Promise<{ base: string, runDir: string, server: import('vite').PreviewServer, close: () => Promise<void> }>}
 *   `base` ends with `/`; `server` for a benchmark that counts what crosses the wire (scripts/bench-journey.mjs)
 */
export async function serveSandboxBuild(name, { https = false } = {}) {
  const runDir = mkdtempSync(path.join(os.tmpdir(), `${name}-`));
  // The sandbox plugin opens its database when the config loads; NODE_ENV=production keeps React's
  // development build out of the bundle whatever the shell says.
  process.env.SANDBOX_DB = path.join(runDir, 'sandbox.db');
  process.env.NODE_ENV = 'production';
  const outDir = path.join(runDir, 'app');
  await build({ root, mode: 'sandbox', logLevel: 'warn', build: { outDir, emptyOutDir: true } });
  // vite.config.ts reads SERVE_HTTPS when the preview loads it; put back as it was afterwards.
  const before = process.env.SERVE_HTTPS;
  process.env.SERVE_HTTPS = https ? '1' : '0';
  const server = await preview({
    root,
    mode: 'sandbox',
    logLevel: 'warn',
    preview: { host: '127.0.0.1', port: 0 },
    build: { outDir },
  }).finally(() => {
    if (before === undefined) delete process.env.SERVE_HTTPS;
    else process.env.SERVE_HTTPS = before;
  });
  return {
    base: `${https ? 'https' : 'http'}://127.0.0.1:${server.httpServer.address().port}/`,
    runDir,
    server,
    close: async () => {
      await server.close();
      rmSync(runDir, { recursive: true, force: true });
    },
  };
}
