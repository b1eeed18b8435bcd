import languageTexts from '../../i18n/sections/language.ts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { textsOf } from '../../i18n/i18n.ts';
import { market } from '../../store/market.ts';
import LanguageScreen from './LanguageScreen.tsx';

const t = textsOf(languageTexts);

const meta = {
  title: 'Screens/User centre/Language',
  component: LanguageScreen,
  args: { title: 'language.title' },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof LanguageScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The market's languages, as its data lists them. */
export const Default: Story = {
  async play({ canvasElement }) {
    const radios = within(canvasElement).getAllByRole('radio');
    await expect(radios.map((radio) => (radio as HTMLInputElement).value)).toEqual(market.languages);
    await expect(
      within(canvasElement).getByRole('radio', { name: t(`language.${market.languages[0]!}`) }),
    ).toBeVisible();
  },
};
