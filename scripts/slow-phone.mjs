/**
 * The low-end phone the benchmarks measure on (scripts/bench.mjs, bench-ab.mjs, bench-upload.mjs): a
 * 360 × 740 touch screen, the CPU slowed 4× and Lighthouse's "Slow 4G" through Chromium's own throttling.
 */

/** Lighthouse's Slow 4G: 150 ms RTT, 1.6 Mbit/s down, 750 kbit/s up. */
export const SLOW_4G = Object.freeze({
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
});

export const CPU_SLOWDOWN = 4;

/** A fresh context (no cache, no service worker) with one page, throttled as `network` and 4× CPU. */
export async function openSlowPhone(browser, network = SLOW_4G) {
  const context = await browser.newContext({
    viewport: { width: 360, height: 740 },
    isMobile: true,
    hasTouch: true,
    deviceScaleFactor: 2,
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', network);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  return { context, page };
}
