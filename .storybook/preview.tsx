import type { Preview } from '@storybook/react-vite';
import '../src/ui/theme.css';
import { setLanguage, t } from '../src/i18n/i18n.ts';
import { clearRecords, resetStores } from '../src/store/persist.ts';
import { Toaster } from '../src/ui/Toaster.tsx';
import { clearToasts } from '../src/store/toasts.ts';
import { showApiEvents } from '../src/app/api-effects.ts';
import { storyLocale } from './locale.ts';
import { setMockApi, type MockApi } from './mock-api.ts';

/** Borrowers' phones: a common low-end Android screen first, a larger current one second. */
const PHONES = {
  lowEndAndroid: {
    name: 'Low-end Android (360 × 740)',
    styles: { width: '360px', height: '740px' },
    type: 'mobile',
  },
  android: {
    name: 'Android (412 × 915)',
    styles: { width: '412px', height: '915px' },
    type: 'mobile',
  },
} as const;

// The API layer's failures reach the borrower as toasts through the app shell, installed at boot: as in the app.
showApiEvents();

const preview: Preview = {
  parameters: {
    layout: 'padded',
    viewport: { options: PHONES },
    controls: { matchers: { color: /(background|color)$/i } },
    // Accessibility violations fail the story's checks instead of only being listed.
    a11y: { test: 'error' },
  },
  initialGlobals: {
    viewport: { value: 'lowEndAndroid', isRotated: false },
    locale: 'en',
  },
  globalTypes: {
    locale: {
      description: 'Language of the app',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: [
          { value: 'en', title: 'English' },
          { value: 'sw', title: 'Kiswahili' },
        ],
        dynamicTitle: true,
      },
    },
  },
  // Runs before every render of a story (first render, and again when args or globals change):
  // the story's mocked API, fresh stores and toasts, and the language chosen in the toolbar.
  async beforeEach({ globals, parameters }) {
    setMockApi(parameters.api as MockApi | undefined);
    resetStores();
    // Form drafts are kept per user and form: a story must not find the one typed in another story.
    clearRecords('draft:');
    clearToasts();
    await setLanguage(storyLocale(globals));
  },
  decorators: [
    (Story, { parameters }) =>
      parameters.ownToaster ? (
        <Story />
      ) : (
        <>
          <Story />
          <Toaster label={t('common.toastLabel')} />
        </>
      ),
  ],
};

export default preview;
