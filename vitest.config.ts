import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

/** Unit and component tests: fast, no browser, no build. End-to-end tests have their own config. */
export default defineConfig({
  plugins: [react()],
  define: { __SANDBOX_VERIFY_CODE__: JSON.stringify('246810') },
  test: {
    include: ['tests/unit/**/*.test.{ts,tsx}', 'tests/component/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
    setupFiles: ['tests/helpers/setup-dom.ts'],
    restoreMocks: true,
  },
});
