#!/usr/bin/env node
/**
 * `npm run bench:lighthouse [-- <runs>]`: Lighthouse's mobile preset (simulated Slow 4G, 4× CPU) on the
 * built app as `npm run serve` serves it, Home cold (a fresh profile each run). Prints the median and the
 * spread of the performance score, FCP, LCP, TBT and Speed Index, and writes .bench/lighthouse.json.
 *
 * Lighthouse is not a dependency of the project (two hundred packages for a benchmark): it runs through
 * `npx lighthouse@12` (12.x: Lighthouse 13 needs Node 22), downloaded from the npm registry on first use.
 * Its simulated throttling multiplies the CPU time this machine spends: run it on a quiet machine, and
 * compare runs taken side by side. LIGHTHOUSE_REPORT=<file> keeps the last run's whole report.
 */
import { spawn } from 'node:child_process';
import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { root, serveSandboxBuild } from './serve-build.mjs';
const RUNS = Number(process.argv[2] ?? process.env.RUNS ?? 5);
const LIGHTHOUSE = process.env.LIGHTHOUSE ?? 'lighthouse@12';

const served = await serveSandboxBuild('tz-loan-lighthouse');
const { base: url, runDir } = served;

const METRICS = {
  fcp: 'first-contentful-paint',
  lcp: 'largest-contentful-paint',
  tbt: 'total-blocking-time',
  si: 'speed-index',
};

/** Runs Lighthouse in a child process (asynchronously: the preview server answers from this one). */
async function once(index) {
  const report = path.join(runDir, `run-${index}.json`);
  const child = spawn(
    'npx',
    [
      '--yes',
      LIGHTHOUSE,
      url,
      '--quiet',
      '--only-categories=performance',
      '--output=json',
      `--output-path=${report}`,
      '--chrome-flags=--headless=new --no-sandbox --disable-gpu',
    ],
    {
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, CHROME_PATH: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' },
    },
  );
  const code = await new Promise((resolve) =>
    child.on('close', (status, signal) => resolve(status ?? signal)),
  );
  if (code !== 0) throw new Error(`lighthouse exited with ${code}`);
  // LIGHTHOUSE_REPORT=<file>: keep the last run's full report (critical chains, LCP phases) for a look.
  if (process.env.LIGHTHOUSE_REPORT) copyFileSync(report, process.env.LIGHTHOUSE_REPORT);
  const { categories, audits } = JSON.parse(readFileSync(report, 'utf8'));
  const lcpElement =
    audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet;
  return {
    score: Math.round(categories.performance.score * 100),
    ...Object.fromEntries(
      Object.entries(METRICS).map(([key, id]) => [key, Math.round(audits[id].numericValue)]),
    ),
    lcpElement,
  };
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

const runs = [];
try {
  for (let i = 0; i < RUNS; i++) {
    runs.push(await once(i));
    console.log(`run ${i + 1}/${RUNS}:`, JSON.stringify(runs.at(-1)));
  }
} finally {
  await served.close();
}

const keys = ['score', ...Object.keys(METRICS)];
const summary = Object.fromEntries(
  keys.map((key) => {
    const values = runs.map((run) => run[key]);
    return [key, { median: median(values), min: Math.min(...values), max: Math.max(...values) }];
  }),
);
console.log(`\nLighthouse mobile preset, Home cold, ${RUNS} runs (median, min–max):`);
for (const key of keys) {
  const { median: mid, min, max } = summary[key];
  console.log(
    `  ${key.padEnd(5)} ${String(mid).padStart(5)}  (${min}–${max})${key === 'score' ? '' : ' ms'}`,
  );
}
mkdirSync(path.join(root, '.bench'), { recursive: true });
writeFileSync(path.join(root, '.bench', 'lighthouse.json'), JSON.stringify({ url, runs, summary }, null, 2));
