import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { projectPlugins } from '../scripts/plugins.ts';

/**
 * Storybook's Vite config (named in ./main.ts), instead of the app's vite.config.ts: the same plugin list
 * (scripts/plugins.ts) for the `storybook` target — the forms, their texts and the app's trims, so every
 * component renders as it ships — without what only the app's page has (the sandbox backend, the
 * Content-Security-Policy, which Storybook's inline scripts would break, the first-load chunk, the page's
 * first script, the service worker). Stories mock their data; the sandbox's verification code stays empty,
 * as in a real build.
 */
const root = fileURLToPath(new URL('..', import.meta.url));
const { plugins, alias, define } = projectPlugins({ root, target: 'storybook', market: 'tz' });

export default defineConfig({ plugins, define, resolve: { alias } });
