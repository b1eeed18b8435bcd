import permissionsTexts from '../../i18n/sections/permissions.ts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { textsOf } from '../../i18n/i18n.ts';
import { disclosedData } from '../../loan/data-disclosure.ts';
import PermissionsScreen from './PermissionsScreen.tsx';

const t = textsOf(permissionsTexts);

/** `/pop` and `/pre`: the market's permissions, what the app never does, and "I understand". */
const meta = {
  title: 'Screens/Permissions',
  component: PermissionsScreen,
  args: { title: 'screens.permission' },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof PermissionsScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Disclosure: Story = {
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    for (const id of disclosedData()) {
      await expect(canvas.getByRole('heading', { name: t(`permissions.items.${id}.title`) })).toBeVisible();
      await expect(canvas.getByText(t(`permissions.items.${id}.ifRefused`))).toBeVisible();
    }
    await expect(canvas.getByText(t('permissions.never.contacts'))).toBeVisible();
    await expect(canvas.getByText(t('permissions.noOneContacted'))).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('permissions.understand') })).toBeEnabled();
  },
};
