/**
 * Runs once per `npm run test:e2e`: builds the app in sandbox mode into a temp folder, serves it with
 * Vite preview (the sandbox plugin mounted, on a fresh database), and hands the tests what they need
 * through `inject()`. Everything is thrown away afterwards (E2E_KEEP=1 keeps the folder for a look).
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, preview, type PreviewServer, type Rolldown } from 'vite';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Origin of the preview server with a trailing slash, e.g. `http://127.0.0.1:41234/`. */
    baseURL: string;
    /** The build served to the tests; `<outDir>/.vite/manifest.json` maps sources to chunks. */
    outDir: string;
    /** JSON file: output chunk file name → ids of the modules rendered into it (see {@link chunkModules}). */
    chunkModulesFile: string;
    /** Scratch folder of this run (sandbox database, reserved mobile numbers). */
    runDir: string;
  }
}

const root = fileURLToPath(new URL('../..', import.meta.url));

/**
 * Which modules ended up in which chunk, from Rolldown's own output. The manifest only names chunks, so
 * this is how the bundle test can tell reliably whether a library (RJSF) is in the first load: module ids
 * are resolved file paths (`…/node_modules/@rjsf/core/…`), independent of minification and chunk naming.
 * Modules tree-shaken to nothing (rendered length 0) are left out.
 */
function chunkModules(output: Awaited<ReturnType<typeof build>>): Record<string, string[]> {
  const outputs = (Array.isArray(output) ? output : [output]) as Rolldown.RolldownOutput[];
  const result: Record<string, string[]> = {};
  for (const { output: files } of outputs) {
    if (!files) throw new Error('vite build returned a watcher, not a bundle');
    for (const file of files) {
      if (file.type !== 'chunk') continue;
      result[file.fileName] = file.moduleIds.filter((id) => (file.modules[id]?.renderedLength ?? 0) > 0);
    }
  }
  return result;
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  // vite.config.ts reads the .env files from process.cwd(): from anywhere else the sandbox plugin would
  // silently be left out.
  if (path.resolve(process.cwd()) !== path.resolve(root)) {
    throw new Error(`Run the end-to-end tests from the repository root (${root}), not ${process.cwd()}`);
  }

  const runDir = mkdtempSync(path.join(os.tmpdir(), 'tz-loan-e2e-'));
  const outDir = path.join(runDir, 'dist');
  // The sandbox plugin opens its database when the config loads, so this must be set before build().
  process.env.SANDBOX_DB = path.join(runDir, 'sandbox.db');

  // Vitest sets NODE_ENV=test, and Vite would bake that into the bundle (`process.env.NODE_ENV` → React's
  // development build, far over budget). Build and serve as production, then put it back for the workers.
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  let server: PreviewServer;
  try {
    const started = Date.now();
    const output = await build({
      root,
      mode: 'sandbox',
      logLevel: 'warn',
      build: { outDir, emptyOutDir: true },
    });
    const chunkModulesFile = path.join(runDir, 'chunk-modules.json');
    writeFileSync(chunkModulesFile, JSON.stringify(chunkModules(output), null, 1));
    console.log(`[e2e] built the app (mode sandbox) into ${outDir} in ${Date.now() - started} ms`);

    server = await preview({
      root,
      mode: 'sandbox',
      logLevel: 'warn',
      // Port 0: any free port, so a developer's `npm run serve` on 5173 does not get in the way.
      preview: { host: '127.0.0.1', port: 0, strictPort: true, open: false },
      build: { outDir },
    });
    project.provide('chunkModulesFile', chunkModulesFile);
  } catch (error) {
    removeRunDir(runDir);
    throw error;
  } finally {
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
  }

  const { port } = server.httpServer.address() as AddressInfo;
  const baseURL = `http://127.0.0.1:${port}/`;
  project.provide('baseURL', baseURL);
  project.provide('outDir', outDir);
  project.provide('runDir', runDir);
  console.log(`[e2e] serving ${baseURL} (sandbox database ${process.env.SANDBOX_DB})`);

  return async () => {
    await server.close();
    removeRunDir(runDir);
  };
}

function removeRunDir(runDir: string): void {
  if (process.env.E2E_KEEP === '1') console.log(`[e2e] kept ${runDir}`);
  else rmSync(runDir, { recursive: true, force: true });
}
