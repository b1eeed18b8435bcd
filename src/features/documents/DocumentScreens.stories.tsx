import documentsTexts from '../../i18n/sections/documents.ts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { textsOf } from '../../i18n/i18n.ts';
import { market } from '../../store/market.ts';
import PrivacyPolicyScreen from './PrivacyPolicyScreen.tsx';
import RenewalAgreementScreen from './RenewalAgreementScreen.tsx';
import TermsOfServiceScreen from './TermsOfServiceScreen.tsx';

const t = textsOf(documentsTexts);

/** The agreements, in the toolbar's language, with the lender and figures from the market's data. */
const meta = {
  title: 'Screens/Documents',
  component: PrivacyPolicyScreen,
  args: { title: 'screens.policy' },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof PrivacyPolicyScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Headings, paragraphs of 16 px or more, the issuer at the end, no placeholder left unfilled. */
async function readable(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await expect(
    await canvas.findByText(t('documents.issuedBy', { lender: market.lender.name })),
  ).toBeVisible();
  const headings = canvas.getAllByRole('heading', { level: 2 });
  await expect(headings.length).toBeGreaterThan(2);
  const paragraph = canvasElement.querySelector('article p');
  await expect(parseFloat(getComputedStyle(paragraph!).fontSize)).toBeGreaterThanOrEqual(16);
  await expect(canvasElement.textContent).not.toContain('{{');
}

export const PrivacyPolicy: Story = {
  play: ({ canvasElement }) => readable(canvasElement),
};

export const TermsOfService: Story = {
  args: { title: 'screens.service' },
  render: (args) => <TermsOfServiceScreen {...args} />,
  play: ({ canvasElement }) => readable(canvasElement),
};

export const RenewalAgreement: Story = {
  args: { title: 'screens.renewal' },
  render: (args) => <RenewalAgreementScreen {...args} />,
  play: ({ canvasElement }) => readable(canvasElement),
};
