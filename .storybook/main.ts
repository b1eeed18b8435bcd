import type { StorybookConfig } from '@storybook/react-vite';
import type { PluginOption } from 'vite';

/**
 * Storybook builds with the repository's vite.config.ts. `storybook build` loads it in `production`
 * mode (.env.production: VITE_SANDBOX=0), so the sandbox backend is not mounted; `storybook dev` loads
 * it in `development` mode, where it would be. Stories mock their data, so the sandbox plugin is
 * removed in both modes and the sandbox verification code is left empty, as in a real build. The app's
 * Content-Security-Policy is left out too: Storybook's own pages run inline scripts; and the app's
 * first-load chunk (scripts/first-load-chunk-plugin.ts), the page's first script
 * (scripts/early-script-plugin.ts) and the entry's compile hint (scripts/compile-hints-plugin.ts), which
 * are about the app's own index.html.
 */
const LEFT_OUT = [
  'tz-loan-sandbox',
  'tz-loan-csp',
  'tz-loan-first-load-chunk',
  'tz-loan-early-script',
  'tz-loan-compile-hints',
];

function withoutAppOnly(plugins: PluginOption[]): PluginOption[] {
  return plugins.flatMap((plugin): PluginOption[] => {
    if (Array.isArray(plugin)) return [withoutAppOnly(plugin)];
    if (
      plugin &&
      typeof plugin === 'object' &&
      'name' in plugin &&
      LEFT_OUT.some((name) => plugin.name.startsWith(name))
    ) {
      return [];
    }
    return [plugin];
  });
}

const config: StorybookConfig = {
  stories: ['../src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-a11y'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  viteFinal(viteConfig) {
    return {
      ...viteConfig,
      plugins: withoutAppOnly(viteConfig.plugins ?? []),
      define: { ...viteConfig.define, __SANDBOX_VERIFY_CODE__: JSON.stringify('') },
      build: {
        ...viteConfig.build,
        // The preview bundle carries React, Storybook's runtime and axe (accessibility checks): it is
        // a tool for the team, never shipped to borrowers, so the 500 kB budget for app chunks is moot.
        chunkSizeWarningLimit: 2500,
        rolldownOptions: {
          ...viteConfig.build?.rolldownOptions,
          // Timing notes about Storybook's own docgen plugin are noise in our build output.
          checks: { ...viteConfig.build?.rolldownOptions?.checks, bundlerTimings: false },
        },
      },
    };
  },
};

export default config;
