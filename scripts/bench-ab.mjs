#!/usr/bin/env node
/**
 * `B_WITHOUT=early-script RUNS=21 npm run bench:ab`: an A/B of one build step on Home's cold open, the
 * measurement issue 28 asks of each step that only saves time. Builds the app twice (A: every step; B:
 * without the steps named in B_WITHOUT, as PLUGINS_WITHOUT names them), serves both with the sandbox, and
 * opens Home cold in Chromium with the CPU slowed 4× and Lighthouse's Slow 4G (150 ms RTT, 1.6 Mbit/s
 * down; RTT_MS=400 for a 3G-like round trip). A and B take turns, so that the machine's drift falls on
 * both alike and each pair of opens is compared. Per open, in the page's clock from navigation start: the
 * first call to the server sent (Home's calls go by fetch), and the loan range on screen. Prints each
 * build's median and spread, the median of the paired differences (B − A) and how many pairs B lost, and
 * writes .bench/ab.json. Timings are for reading, not for tests; run it on a quiet machine.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS } from './chromium-args.mjs';
import { CPU_SLOWDOWN, openSlowPhone, SLOW_4G } from './slow-phone.mjs';
import { root, serveSandboxBuild } from './serve-build.mjs';

const RUNS = Number(process.env.RUNS ?? 21);
const B_WITHOUT = process.env.B_WITHOUT ?? '';
if (!B_WITHOUT) throw new Error('B_WITHOUT: name the steps build B leaves out (scripts/plugins.ts OPTIONAL)');
const RTT_MS = Number(process.env.RTT_MS ?? 150);
const NETWORK = { ...SLOW_4G, latency: RTT_MS };

/** Builds and serves the app with `without` left out (PLUGINS_WITHOUT is read when the config loads). */
async function serveWithout(name, without) {
  const before = process.env.PLUGINS_WITHOUT;
  process.env.PLUGINS_WITHOUT = without;
  try {
    return await serveSandboxBuild(name);
  } finally {
    if (before === undefined) delete process.env.PLUGINS_WITHOUT;
    else process.env.PLUGINS_WITHOUT = before;
  }
}

const builds = {
  A: await serveWithout('tz-loan-ab-a', ''),
  B: await serveWithout('tz-loan-ab-b', B_WITHOUT),
};
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [...CHROMIUM_ARGS],
});

/** One cold open of Home: a fresh context (no cache, no service worker). */
async function openHome(base) {
  const { context, page } = await openSlowPhone(browser, NETWORK);
  await page.goto(base, { waitUntil: 'commit' });
  await page.waitForFunction(
    () => /TZS\s1,000/.test(document.querySelector('[data-testid="loan-range"]')?.textContent ?? ''),
    null,
    { timeout: 60_000, polling: 'raf' },
  );
  const result = await page.evaluate(() => {
    const calls = performance
      .getEntriesByType('resource')
      .filter((entry) => entry.initiatorType === 'fetch')
      .map((entry) => entry.startTime);
    return { callSent: Math.min(...calls), range: performance.now() };
  });
  await context.close();
  return result;
}

const runs = { A: [], B: [] };
for (let i = 0; i < RUNS; i++) {
  for (const key of i % 2 ? ['B', 'A'] : ['A', 'B']) runs[key].push(await openHome(builds[key].base));
}
await browser.close();
await builds.A.close();
await builds.B.close();

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.floor(sorted.length / 2)]);
};
const spread = (values) => `${Math.round(Math.min(...values))}–${Math.round(Math.max(...values))}`;
const summary = {};
for (const metric of ['callSent', 'range']) {
  const a = runs.A.map((run) => run[metric]);
  const b = runs.B.map((run) => run[metric]);
  summary[metric] = {
    'A median': median(a),
    'A spread': spread(a),
    'B median': median(b),
    'B spread': spread(b),
    'B − A, paired median': median(b.map((value, i) => value - a[i])),
    'pairs B later': `${b.filter((value, i) => value > a[i]).length}/${RUNS}`,
  };
}
console.log(
  `A: every step; B: without ${B_WITHOUT}. CPU ${CPU_SLOWDOWN}×, Slow 4G with ${RTT_MS} ms RTT, ${RUNS} cold opens each (ms):`,
);
console.table(summary);
mkdirSync(path.join(root, '.bench'), { recursive: true });
writeFileSync(
  path.join(root, '.bench/ab.json'),
  JSON.stringify({ bWithout: B_WITHOUT, cpuSlowdown: CPU_SLOWDOWN, rttMs: RTT_MS, runs, summary }, null, 2),
);
