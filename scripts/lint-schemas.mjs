#!/usr/bin/env node
// `npm run lint:schemas`: checks every form's schema, ui and rules files, the region lists and the locale
// keys they use (scripts/forms/lint-cli.ts). Node 20 cannot run TypeScript itself, so Vite's module runner
// loads it (no vite.config: the sandbox plugin is not needed).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { runnerImport } from 'vite';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { module } = await runnerImport(path.join(root, 'scripts/forms/lint-cli.ts'), {
  configFile: false,
  root,
  logLevel: 'error',
});
process.exitCode = module.main(root) > 0 ? 1 : 0;
