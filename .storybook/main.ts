import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  stories: ['../src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-a11y'],
  // The plugin list for Storybook (./vite.config.ts, from scripts/plugins.ts), not the app page's.
  framework: {
    name: '@storybook/react-vite',
    options: { builder: { viteConfigPath: '.storybook/vite.config.ts' } },
  },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  viteFinal(viteConfig) {
    return {
      ...viteConfig,
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
