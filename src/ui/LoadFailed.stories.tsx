import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { LoadFailed } from './LoadFailed.tsx';

/** The browser's word on the connection (navigator.onLine), for the story's run only. */
const connection = (online: boolean) => () => {
  const own = Object.getOwnPropertyDescriptor(navigator, 'onLine');
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
  return () => {
    if (own) Object.defineProperty(navigator, 'onLine', own);
    else delete (navigator as { onLine?: boolean }).onLine;
  };
};

/**
 * In place of code that did not download (src/ui/retrying-lazy.tsx): a screen's, or a piece of a form's.
 * It tries again by itself when the connection is back; here the retry keeps failing.
 */
const meta = {
  title: 'App/LoadFailed',
  component: LoadFailed,
  args: { retry: fn(() => Promise.reject(new Error('still offline'))), size: 'screen' },
} satisfies Meta<typeof LoadFailed>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The phone is offline: "You are offline", the screen will load when the connection is back. In its
 * screen's frame: the title of the screen that did not come and a back arrow to leave it.
 */
export const ScreenOffline: Story = {
  args: { title: 'screens.repayDetail' },
  beforeEach: connection(false),
  play: async ({ canvas }) => {
    await canvas.findByRole('button', { name: /back|rudi/i });
  },
};

/** Online, but the file did not come (a network that carries nothing): it tries again by itself. */
export const ScreenFailed: Story = { args: { title: 'screens.cashier' }, beforeEach: connection(true) };

/** The panel alone, without a frame (a piece bigger than a field that did not come). */
export const ScreenPanelOnly: Story = { beforeEach: connection(false) };

/** The upload field of a form, offline: one line and Try again, the other fields untouched. */
export const PartOffline: Story = { args: { size: 'part' }, beforeEach: connection(false) };

export const PartFailed: Story = { args: { size: 'part' }, beforeEach: connection(true) };
