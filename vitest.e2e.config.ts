import { defineConfig } from 'vitest/config';

/**
 * End-to-end tests (`npm run test:e2e`): Chromium (playwright-core) against the built app in Vite preview
 * with the sandbox mounted. tests/e2e/global-setup.ts builds and serves once for the whole run.
 */
export default defineConfig({
  test: {
    include: ['tests/e2e/**/*.e2e.test.ts'],
    environment: 'node',
    globalSetup: ['tests/e2e/global-setup.ts'],
    // One shared server and sandbox database: files run one after another. Tests stay independent by
    // using a fresh browser context and a fresh mobile number (uniqueMobile()) each.
    fileParallelism: false,
    // A cold Chromium start plus a Slow-4G-sized page load fits well inside this, in milliseconds.
    testTimeout: 60_000,
    hookTimeout: 60_000,
    teardownTimeout: 30_000,
  },
});
