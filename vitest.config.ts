import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { formsPlugin } from './scripts/forms/vite-plugin.ts';
import { screenTextsPlugin } from './scripts/screen-texts-plugin.ts';

const root = fileURLToPath(new URL('.', import.meta.url));

/** Unit and component tests: fast, no browser, no build. End-to-end tests have their own config. */
export default defineConfig({
  plugins: [react(), formsPlugin({ root, market: 'tz' }), screenTextsPlugin({ root, split: false })],
  define: { __SANDBOX_VERIFY_CODE__: JSON.stringify('246810') },
  resolve: { alias: { '#market': `${root}markets/tz.json` } },
  test: {
    include: ['tests/unit/**/*.test.{ts,tsx}', 'tests/component/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
    setupFiles: ['tests/helpers/setup-dom.ts'],
    restoreMocks: true,
  },
});
