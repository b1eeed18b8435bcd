import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { formsPlugin, rjsfTrimPlugin } from './scripts/forms/vite-plugin.ts';
import { screenTextsPlugin } from './scripts/screen-texts-plugin.ts';

const root = fileURLToPath(new URL('.', import.meta.url));

/** Unit and component tests: fast, no browser, no build. End-to-end tests have their own config. */
export default defineConfig({
  plugins: [
    react(),
    formsPlugin({ root, market: 'tz' }),
    screenTextsPlugin({ root, split: false }),
    // The forms are tested with RJSF as the app ships it: the parts the build leaves out are left out here
    // too (src/forms/stubs/), so a test that reaches one fails with the stub's message.
    rjsfTrimPlugin(root),
  ],
  define: { __SANDBOX_VERIFY_CODE__: JSON.stringify('246810') },
  resolve: { alias: { '#market': `${root}markets/tz.json` } },
  test: {
    include: ['tests/unit/**/*.test.{ts,tsx}', 'tests/component/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
    setupFiles: ['tests/helpers/setup-dom.ts'],
    restoreMocks: true,
    // RJSF goes through Vite (not Node's loader) so that the trim plugin sees its imports.
    server: { deps: { inline: [/@rjsf/] } },
  },
});
