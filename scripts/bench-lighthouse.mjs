#!/usr/bin/env node
/**
 * `npm run bench:lighthouse [-- <runs>]`: Lighthouse's mobile preset (simulated Slow 4G, 4× CPU) on the
 * built app as `npm run serve` serves it, Home cold (a fresh profile each run), twice: over plain HTTP/1.1
 * (`npm run serve`) and over HTTPS, where the same server speaks HTTP/2 as a production host does
 * (`SERVE_HTTPS=1 npm run serve`). Prints, per protocol, the median and the spread of the performance
 * score, FCP, LCP, TBT and Speed Index, and writes .bench/lighthouse.json. PROTOCOLS=http1 or =h2 runs one.
 *
 * Why both: Lighthouse simulates each HTTP/1.1 connection on its own (a TCP handshake and slow start each,
 * the bandwidth split by the number of requests in flight), so the app's script, its stylesheet and Home's
 * two calls, fetched side by side, each crawl; over HTTP/2 they share one warm connection. The protocol
 * moves Home's simulated LCP more than any change to the app (the note on issue 8 has the figures).
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
const PROTOCOLS = {
  http1: { label: 'HTTP/1.1, plain http (npm run serve)', https: false },
  h2: { label: 'HTTP/2 over TLS (SERVE_HTTPS=1 npm run serve)', https: true },
};
const chosen = (process.env.PROTOCOLS ?? 'http1,h2').split(',');
for (const key of chosen) if (!(key in PROTOCOLS)) throw new Error(`PROTOCOLS: unknown ${key}`);

const METRICS = {
  fcp: 'first-contentful-paint',
  lcp: 'largest-contentful-paint',
  tbt: 'total-blocking-time',
  si: 'speed-index',
};

/** Runs Lighthouse in a child process (asynchronously: the preview server answers from this one). */
async function once(url, runDir, index) {
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
      // The HTTPS server's certificate is self-signed.
      '--chrome-flags=--headless=new --no-sandbox --disable-gpu --ignore-certificate-errors',
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
  const { categories, audits, runtimeError } = JSON.parse(readFileSync(report, 'utf8'));
  if (runtimeError) throw new Error(`lighthouse: ${runtimeError.code} ${runtimeError.message}`);
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
const keys = ['score', ...Object.keys(METRICS)];

const results = {};
for (const key of chosen) {
  const { label, https } = PROTOCOLS[key];
  const served = await serveSandboxBuild(`tz-loan-lighthouse-${key}`, { https });
  const runs = [];
  try {
    for (let i = 0; i < RUNS; i++) {
      runs.push(await once(served.base, served.runDir, i));
      console.log(`${key} run ${i + 1}/${RUNS}:`, JSON.stringify(runs.at(-1)));
    }
  } finally {
    await served.close();
  }
  const summary = Object.fromEntries(
    keys.map((metric) => {
      const values = runs.map((run) => run[metric]);
      return [metric, { median: median(values), min: Math.min(...values), max: Math.max(...values) }];
    }),
  );
  results[key] = { label, url: served.base, runs, summary };
}

for (const { label, runs, summary } of Object.values(results)) {
  console.log(`\nLighthouse mobile preset, Home cold, ${label}, ${runs.length} runs (median, min–max):`);
  for (const metric of keys) {
    const { median: mid, min, max } = summary[metric];
    console.log(
      `  ${metric.padEnd(5)} ${String(mid).padStart(5)}  (${min}–${max})${metric === 'score' ? '' : ' ms'}`,
    );
  }
}
mkdirSync(path.join(root, '.bench'), { recursive: true });
writeFileSync(path.join(root, '.bench', 'lighthouse.json'), JSON.stringify(results, null, 2));
