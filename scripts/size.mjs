#!/usr/bin/env node
// `npm run size [-- --rebuild] [-- <outDir>]`: what the first screen and each lazy-loaded route cost over the
// wire, gzipped. Builds `dist/` first (sandbox mode, as `npm run serve` does) when it has no manifest yet.
// Prints a table and writes the same numbers as JSON to .bench/size.json.

import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { KB, analyze, manifestPath } from './bundle-graph.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const rebuild = args.includes('--rebuild');
const outDir = path.resolve(root, args.find((arg) => !arg.startsWith('--')) ?? 'dist');

if (rebuild || !existsSync(manifestPath(outDir))) {
  console.log(`Building into ${path.relative(root, outDir) || '.'} (vite build --mode sandbox)…`);
  // NODE_ENV=production so that a NODE_ENV=test/development left in the shell cannot produce React's dev build.
  const result = spawnSync(
    'npx',
    ['vite', 'build', '--mode', 'sandbox', '--outDir', outDir, '--emptyOutDir'],
    {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, NODE_ENV: 'production' },
    },
  );
  if (result.status !== 0) {
    console.error(`vite build failed (exit ${result.status ?? result.signal})`);
    process.exit(1);
  }
} else {
  const built = statSync(manifestPath(outDir)).mtime;
  console.log(
    `Using the build in ${path.relative(root, outDir)} from ${built.toISOString()} (--rebuild to rebuild).`,
  );
}

const report = analyze(outDir);

/** @param {number} bytes */
const kb = (bytes) => (bytes / KB).toFixed(1);

const rows = [
  ['chunk', 'own gz KB', 'JS needed gz KB', 'CSS gz KB', 'files'],
  [
    `${report.entry.key} (first load)`,
    kb(report.entry.own.gzip),
    kb(report.entry.js.gzip),
    kb(report.entry.css.gzip),
    String(report.entry.jsFiles.length + report.entry.cssFiles.length),
  ],
  ...report.routes.map((route) => [
    route.key,
    kb(route.own.gzip),
    kb(route.js.gzip),
    kb(route.css.gzip),
    String(route.jsFiles.length + route.cssFiles.length),
  ]),
];
const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => row[column].length)));
const line = (/** @type {string[]} */ row) =>
  row
    .map((cell, column) => (column === 0 ? cell.padEnd(widths[column]) : cell.padStart(widths[column])))
    .join('  ');

console.log('');
console.log(line(rows[0]));
console.log(widths.map((width) => '-'.repeat(width)).join('  '));
for (const row of rows.slice(1)) console.log(line(row));
console.log('');
console.log(
  `gzip level ${report.gzipLevel}, 1 KB = ${KB} bytes. A route's "needed" columns count its chunk and its static ` +
    'imports that the first load has not already fetched.',
);

const benchDir = path.join(root, '.bench');
mkdirSync(benchDir, { recursive: true });
const json = {
  generatedAt: new Date().toISOString(),
  ...report,
  outDir: path.relative(root, report.outDir) || '.',
};
writeFileSync(path.join(benchDir, 'size.json'), `${JSON.stringify(json, null, 2)}\n`);
console.log(`Wrote ${path.relative(root, path.join(benchDir, 'size.json'))}`);
