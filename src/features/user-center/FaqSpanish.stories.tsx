import faqTexts from '../../i18n/sections/faq.ts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { loggedIn } from '../../../.storybook/fixtures.ts';
import es from '../../../content/faq/es.json';
import { setLanguage, textsOf } from '../../i18n/i18n.ts';
import FaqScreen from './FaqScreen.tsx';

const t = textsOf(faqTexts);

/**
 * The FAQ when a market offers Spanish and the borrower chose it: the questions in Spanish, the UI around
 * them in English (Spanish has no UI texts; docs/languages.md). Not under "Screens/": the language toolbar
 * does not apply, the story sets Spanish itself.
 */
const meta = {
  title: 'User centre/FAQ in Spanish',
  component: FaqScreen,
  args: { title: 'screens.faq' },
  parameters: { layout: 'fullscreen' },
  beforeEach: async () => {
    loggedIn();
    await setLanguage('es');
  },
} satisfies Meta<typeof FaqScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Spanish: Story = {
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    const question = await canvas.findByRole('button', { name: es.sections[0]!.items[0]!.question });
    await userEvent.click(question);
    await expect(question).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('heading', { name: t('faq.moreHelp') })).toBeVisible();
  },
};
