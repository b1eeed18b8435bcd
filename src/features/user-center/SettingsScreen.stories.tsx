import settingsTexts from '../../i18n/sections/settings.ts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { loggedIn } from '../../../.storybook/fixtures.ts';
import { textsOf } from '../../i18n/i18n.ts';
import SettingsScreen from './SettingsScreen.tsx';

const t = textsOf(settingsTexts);

const meta = {
  title: 'Screens/User centre/Settings',
  component: SettingsScreen,
  args: { title: 'settings.title' },
  parameters: { layout: 'fullscreen' },
  beforeEach: () => loggedIn(),
} satisfies Meta<typeof SettingsScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const ConfirmLogout: Story = {
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: t('settings.logout') }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog');
    await expect(dialog).toHaveTextContent(t('settings.logoutConfirmTitle'));
  },
};
