import meTexts from '../../i18n/sections/me.ts';
import userCenterTexts from '../../i18n/sections/userCenter.ts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { loggedIn } from '../../../.storybook/fixtures.ts';
import { textsOf } from '../../i18n/i18n.ts';
import { PATHS } from '../../routing/routes.ts';
import { market } from '../../store/market.ts';
import CustomerServicesScreen from './CustomerServicesScreen.tsx';

const t = textsOf(meTexts, userCenterTexts);

const meta = {
  title: 'Screens/User centre/Customer service',
  component: CustomerServicesScreen,
  args: { title: 'screens.customerServices' },
  parameters: { layout: 'fullscreen' },
  beforeEach: () => loggedIn(),
} satisfies Meta<typeof CustomerServicesScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Hours and contacts from the market's data; calling and writing are 44 px+ links. */
export const Default: Story = {
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    const { support } = market;
    await expect(
      canvas.getByText(
        t('userCenter.hours', { opens: support.opens, closes: support.closes, timeZone: support.timeZone }),
      ),
    ).toBeVisible();
    const call = canvas.getByRole('link', {
      name: (name: string) => name.startsWith(t('userCenter.call', { phone: support.phone })),
    });
    await expect(call).toHaveAttribute('href', `tel:${support.phone.replace(/\s/g, '')}`);
    await expect(call.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    const write = canvas.getByRole('link', {
      name: (name: string) => name.startsWith(t('userCenter.write', { email: support.email })),
    });
    await expect(write).toHaveAttribute('href', `mailto:${support.email}`);
    await expect(
      canvas.getByRole('link', { name: (name: string) => name.startsWith(t('me.feedback')) }),
    ).toHaveAttribute('href', `#${PATHS.feedbackList}`);
  },
};
