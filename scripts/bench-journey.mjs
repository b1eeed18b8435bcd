#!/usr/bin/env node
/**
 * `npm run bench:journey`: what the app costs a borrower in bytes and requests (issue 24), counted on the
 * server's sockets: a new borrower from the first open to the money disbursed (photos included), then the
 * same browser opening Home again with a warm cache, and reloading it. Builds and serves the sandbox build
 * (scripts/serve-build.mjs) and drives Debian's Chromium through the end-to-end tests' journey steps,
 * which is why it runs tests/e2e/journey-bytes.bench.ts with Vitest. Prints a table by kind (document,
 * script, css, font, image, api, other) and writes .bench/journey.json.
 *   BENCH_SW=off   the service worker blocked (the app as it was before the app-shell cache)
 * Bytes for reading, not for tests: they move a little with the data the sandbox makes up.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { startVitest } from 'vitest/node';
import { root } from './serve-build.mjs';

const file = 'tests/e2e/journey-bytes.bench.ts';
const out = path.join(root, '.bench', 'journey.json');
process.env.BENCH_JOURNEY_OUT = out;

const vitest = await startVitest('test', [file], {
  root,
  config: path.join(root, 'vitest.e2e.config.ts'),
  include: [file],
  // The file builds and serves its own copy (it counts on that server's sockets).
  globalSetup: [],
  watch: false,
  testTimeout: 600_000,
  hookTimeout: 600_000,
});
const failed = !vitest || vitest.state.getCountOfFailedTests() > 0;
await vitest?.close();
if (failed) {
  console.error('bench:journey: the journey failed; nothing measured');
  process.exit(1);
}

const KINDS = ['document', 'script', 'css', 'font', 'image', 'api', 'other'];
const { serviceWorker, results } = JSON.parse(readFileSync(out, 'utf8'));
const kb = (n) => (n / 1024).toFixed(1);
console.log(`\nbench:journey (service worker ${serviceWorker ? 'on' : 'blocked'})`);
for (const [name, hits] of Object.entries(results)) {
  console.log(`\n${name}`);
  console.log('kind       requests   down KB     up KB   (304s)');
  const total = { n: 0, down: 0, up: 0, notModified: 0 };
  for (const kind of KINDS) {
    const of = hits.filter((hit) => hit.kind === kind);
    if (of.length === 0) continue;
    const down = of.reduce((n, hit) => n + hit.down, 0);
    const up = of.reduce((n, hit) => n + hit.up, 0);
    const notModified = of.filter((hit) => hit.status === 304).length;
    total.n += of.length;
    total.down += down;
    total.up += up;
    total.notModified += notModified;
    console.log(
      `${kind.padEnd(10)} ${String(of.length).padStart(8)} ${kb(down).padStart(9)} ${kb(up).padStart(9)}   ${notModified || ''}`,
    );
  }
  console.log(
    `${'total'.padEnd(10)} ${String(total.n).padStart(8)} ${kb(total.down).padStart(9)} ${kb(total.up).padStart(9)}   ${total.notModified || ''}`,
  );
}
console.log(`\nEvery request: ${path.relative(root, out)}`);
