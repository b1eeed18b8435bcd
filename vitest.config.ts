import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';
import { projectPlugins } from './scripts/plugins.ts';

const root = fileURLToPath(new URL('.', import.meta.url));
// The same plugin list as the app build (scripts/plugins.ts), for the unit tests: the forms are tested with
// RJSF as the app ships it, so a test that reaches a trimmed part fails with the stub's message.
const { plugins, alias, define } = projectPlugins({ root, target: 'test', market: 'tz' });

/** Unit and component tests: fast, no browser, no build. End-to-end tests have their own config. */
export default defineConfig({
  plugins,
  define,
  resolve: { alias },
  test: {
    include: ['tests/unit/**/*.test.{ts,tsx}', 'tests/component/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
    setupFiles: ['tests/helpers/setup-dom.ts'],
    restoreMocks: true,
    // RJSF goes through Vite (not Node's loader) so that the trim plugin sees its imports.
    server: { deps: { inline: [/@rjsf/] } },
  },
});
