// Flags for Debian's Chromium on a closed network, shared by the end-to-end tests (tests/helpers/browser.ts),
// the benchmarks (scripts/bench.mjs) and the photo fixtures (scripts/make-photo-fixtures.mjs): without the
// background-networking ones Chromium keeps trying Google's services, which this machine refuses.
export const CHROMIUM_ARGS = Object.freeze([
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]);
