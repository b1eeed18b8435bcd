import faqTexts from '../../i18n/sections/faq.ts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { loggedIn } from '../../../.storybook/fixtures.ts';
import { textsOf } from '../../i18n/i18n.ts';
import { PATHS } from '../../routing/routes.ts';
import FaqScreen from './FaqScreen.tsx';

const t = textsOf(faqTexts);

/** The FAQ in the language of the toolbar (content/faq/<lang>.json). The Spanish one: FaqSpanish.stories. */
const meta = {
  title: 'Screens/User centre/FAQ',
  component: FaqScreen,
  args: { title: 'screens.faq' },
  parameters: { layout: 'fullscreen' },
  beforeEach: () => loggedIn(),
} satisfies Meta<typeof FaqScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    const questions = await canvas.findAllByRole('button', { expanded: false });
    await expect(questions.length).toBeGreaterThan(10);
    await expect(canvas.getByRole('link', { name: t('faq.contact') })).toHaveAttribute(
      'href',
      `#${PATHS.customerServices}`,
    );
  },
};

/** A question opened: its answer shows below it, with the market's facts filled in. */
export const Opened: Story = {
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    const [first] = await canvas.findAllByRole('button', { expanded: false });
    await userEvent.click(first!);
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    const answer = canvasElement.ownerDocument.getElementById(first!.getAttribute('aria-controls') ?? '');
    await expect(answer).toBeVisible();
    await expect(answer?.textContent).not.toContain('{{');
  },
};
