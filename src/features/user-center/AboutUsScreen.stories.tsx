import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { loggedIn } from '../../../.storybook/fixtures.ts';
import { version } from '../../../package.json';
import { getChosenLanguage } from '../../i18n/i18n.ts';
import { inLanguage, market } from '../../store/market.ts';
import AboutUsScreen from './AboutUsScreen.tsx';

const meta = {
  title: 'Screens/User centre/About us',
  component: AboutUsScreen,
  args: { title: 'screens.aboutUs' },
  parameters: { layout: 'fullscreen' },
  beforeEach: () => loggedIn(),
} satisfies Meta<typeof AboutUsScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The licensed lender from the market's data, and the app's version. */
export const Default: Story = {
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(market.lender.name)).toBeVisible();
    // The licence in the toolbar's language (markets/<id>.json writes it per language).
    await expect(canvas.getByText(inLanguage(market.lender.licence, getChosenLanguage()))).toBeVisible();
    await expect(canvas.getByText(market.lender.regulator)).toBeVisible();
    await expect(canvas.getByText(version)).toBeVisible();
  },
};
