import languageTexts from '../../i18n/sections/language.ts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { getChosenLanguage, textsOf } from '../../i18n/i18n.ts';
import { market } from '../../store/market.ts';
import { showToast, toasts } from '../../store/toasts.ts';
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

/** The toast of a language chosen with no connection, its texts not yet on the phone. */
const offlineChoice = () => {
  const other = market.languages.find((lang) => lang !== getChosenLanguage()) ?? 'sw';
  return t('language.whenOnline', { language: t(`language.${other}`) });
};

/**
 * The other language chosen offline before its texts were ever downloaded: the screen stays in the
 * language in force and says the change comes with the connection (it then comes by itself; the flow is
 * tested in tests/unit/client/language-offline.test.ts). The toast is held for review.
 */
export const ChosenOffline: Story = {
  beforeEach() {
    showToast(offlineChoice(), { kind: 'info', durationMs: 10 * 60 * 1000 });
    return () => void toasts.splice(0);
  },
  async play({ canvasElement }) {
    const page = within(canvasElement.ownerDocument.body);
    const toast = await page.findByText(offlineChoice());
    // The toast slides in: visible once its entrance has run.
    await waitFor(() => expect(toast).toBeVisible());
  },
};
