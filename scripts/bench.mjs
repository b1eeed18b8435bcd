#!/usr/bin/env node
/**
 * `npm run bench`: what a borrower on a low-end phone feels. Builds the app (sandbox mode), serves it
 * with the sandbox, and drives Debian's Chromium with the CPU slowed 4× and the network shaped like
 * Lighthouse's "Slow 4G" (150 ms RTT, 1.6 Mbit/s down, 750 kbit/s up). Median of RUNS cold runs:
 *   - home: navigation → the loan range from the server is on screen;
 *   - login: tap "Log in to apply" → the login screen (a lazy route chunk) is on screen;
 *   - keypress: a digit typed into the mobile field → the next frame painted;
 *   - language: tap Kiswahili → the screen repainted in Kiswahili.
 * Timings are for reading, not for tests (they vary with the machine). Writes .bench/latency.json.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS } from './chromium-args.mjs';
import { CPU_SLOWDOWN, openSlowPhone } from './slow-phone.mjs';
import { root, serveSandboxBuild } from './serve-build.mjs';
const RUNS = Number(process.env.RUNS ?? 5);

const served = await serveSandboxBuild('tz-loan-bench');
const { base } = served;

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [...CHROMIUM_ARGS],
});

/** Time from `action` until `ready` holds in the page, measured in the page's own clock. */
async function timed(page, action, readyFn, arg) {
  const start = await page.evaluate(() => performance.now());
  await action();
  await page.waitForFunction(readyFn, arg, { timeout: 60_000, polling: 'raf' });
  return (await page.evaluate(() => performance.now())) - start;
}

async function run() {
  const { context, page } = await openSlowPhone(browser);
  const result = {};

  await page.goto(base, { waitUntil: 'commit' });
  await page.waitForFunction(
    () => /TZS\s1,000/.test(document.querySelector('[data-testid="loan-range"]')?.textContent ?? ''),
    null,
    { timeout: 60_000, polling: 'raf' },
  );
  result.home = await page.evaluate(() => performance.now()); // since navigation start

  result.login = await timed(
    page,
    () => page.getByRole('button', { name: 'Log in to apply' }).click(),
    () =>
      document.querySelector('h1')?.textContent === 'Log in' &&
      !!document.querySelector('input[autocomplete="tel-national"]'),
  );

  const field = page.locator('input[autocomplete="tel-national"]');
  await field.focus();
  result.keypress = await page.evaluate(
    () =>
      new Promise((resolve) => {
        const input = document.querySelector('input[autocomplete="tel-national"]');
        const start = performance.now();
        input.addEventListener(
          'input',
          () => requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - start), 0)),
          { once: true },
        );
        input.value = '7';
        input.dispatchEvent(new InputEvent('input', { bubbles: true, data: '7', inputType: 'insertText' }));
      }),
  );

  await page.goto(`${base}#/user_center/language`);
  await page.getByRole('radio', { name: 'Kiswahili' }).waitFor();
  result.language = await timed(
    page,
    () => page.getByRole('radio', { name: 'Kiswahili' }).check(),
    () => document.querySelector('h1')?.textContent === 'Lugha',
  );
  await context.close();
  return result;
}

const runs = [];
for (let i = 0; i < RUNS; i++) runs.push(await run());
await browser.close();
await served.close();

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};
const summary = Object.fromEntries(
  Object.keys(runs[0]).map((k) => [k, Math.round(median(runs.map((r) => r[k])))]),
);
console.log(`CPU ${CPU_SLOWDOWN}× slower, Slow 4G, median of ${RUNS} cold runs (ms):`);
console.table(summary);
mkdirSync(path.join(root, '.bench'), { recursive: true });
writeFileSync(
  path.join(root, '.bench/latency.json'),
  JSON.stringify({ cpuSlowdown: CPU_SLOWDOWN, network: 'Slow 4G', runs, median: summary }, null, 2),
);
