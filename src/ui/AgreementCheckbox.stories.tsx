import borrowTexts from '../i18n/sections/borrow.ts';
import documentsTexts from '../i18n/sections/documents.ts';
import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import type { ExtensionData } from '../contract/entities.ts';
import { quote } from '../../.storybook/fixtures.ts';
import { textsOf } from '../i18n/i18n.ts';
import { market } from '../store/market.ts';
import { loanAgreementFacts, renewalAgreementFacts } from '../lib/agreement-facts.ts';
import { AgreementCheckbox, type AgreementCheckboxProps } from './AgreementCheckbox.tsx';

const t = textsOf(borrowTexts, documentsTexts);

/** A rollover offer for the story loan as `repay/getExtensionData` sends it: 7 days more for TZS 1,400. */
const offer: ExtensionData = {
  available: true,
  refusal: null,
  days: 7,
  fee: 1400,
  dueDate: quote.dueDate,
  newDueDate: quote.dueDate + 7 * 86_400,
  unpaidAmount: quote.repayAmount,
  rolloversUsed: 0,
  maxRollovers: 3,
};

function Controlled(props: AgreementCheckboxProps) {
  const [checked, setChecked] = useState(props.checked);
  return <AgreementCheckbox {...props} checked={checked} onCheckedChange={setChecked} />;
}

/** The consent box of confirm borrow, rollover, the questionnaire and registration, in the toolbar's language. */
const meta = {
  title: 'UI/AgreementCheckbox',
  component: AgreementCheckbox,
  args: {
    checked: false,
    onCheckedChange: () => {},
    name: 'loanAgreement',
    documents: [{ id: 'loan', facts: loanAgreementFacts(quote) }],
  },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof AgreementCheckbox>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Opens the named agreement from its link and checks the sheet: its title, no placeholder left, the box unticked. */
async function openSheet(canvasElement: HTMLElement, name: string, title: string) {
  const canvas = within(canvasElement);
  await userEvent.click(canvas.getByRole('button', { name }));
  const page = within(canvasElement.ownerDocument.body);
  // The sheet is its own chunk: up to 8 s on a loaded machine.
  const sheet = await page.findByRole('dialog', { name: title }, { timeout: 8000 });
  await within(sheet).findByText(
    t('documents.issuedBy', { lender: market.lender.name }),
    {},
    { timeout: 8000 },
  );
  await expect(sheet.textContent).not.toContain('{{');
  // Tapping a link reads the document: it does not tick the box.
  await expect(canvasElement.querySelector('input[type="checkbox"]')).not.toBeChecked();
  return sheet;
}

/** Confirm borrow: the box with the loan agreement's link. */
export const LoanAgreement: Story = {};

/** The loan agreement open, with the quote's figures. */
export const LoanAgreementOpen: Story = {
  play: async ({ canvasElement }) => {
    const sheet = await openSheet(canvasElement, t('documents.names.loan'), t('documents.titles.loan'));
    await expect(sheet.textContent).toContain('TZS\u00a020,000');
    await expect(sheet.textContent).toContain('TZS\u00a021,638');
    await expect(sheet.textContent).toContain('25-02-2026');
  },
};

/** The questionnaire: the loan agreement before a product and amount are chosen, without figures. */
export const LoanAgreementWithoutFigures: Story = {
  args: { documents: [{ id: 'loan' }] },
  play: async ({ canvasElement }) => {
    const sheet = await openSheet(canvasElement, t('documents.names.loan'), t('documents.titles.loan'));
    await expect(sheet.textContent).not.toContain('TZS\u00a020,000');
  },
};

/** Rollover: the renewal agreement open, with the fee, both due dates and the unchanged amount due. */
export const RenewalAgreementOpen: Story = {
  args: { name: 'renewalAgreement', documents: [{ id: 'renewal', facts: renewalAgreementFacts(offer) }] },
  play: async ({ canvasElement }) => {
    const sheet = await openSheet(canvasElement, t('documents.names.renewal'), t('documents.titles.renewal'));
    await expect(sheet.textContent).toContain('TZS\u00a01,400');
    await expect(sheet.textContent).toContain('04-03-2026');
    await expect(sheet.textContent).toContain('TZS\u00a021,638');
  },
};

/** Registration: two agreements in one sentence; the terms open. */
export const RegistrationTermsOpen: Story = {
  args: { name: undefined, documents: [{ id: 'privacy' }, { id: 'terms' }] },
  play: async ({ canvasElement }) => {
    await openSheet(canvasElement, t('documents.names.terms'), t('documents.titles.terms'));
  },
};

/** Kiswahili whatever the toolbar says: the sentence, the link and the loan agreement itself. */
export const LoanAgreementOpenKiswahili: Story = {
  globals: { locale: 'sw' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.textContent).toContain('Nimesoma na ninakubali');
    const sheet = await openSheet(canvasElement, 'mkataba wa mkopo', 'Mkataba wa mkopo');
    await expect(sheet.textContent).toContain('Kiasi cha mkopo: TZS\u00a020,000');
  },
};

/** Unticked with the error of a submit without agreement. */
export const WithError: Story = {
  render: (args) => <Controlled {...args} error={t('borrow.agreeRequired')} />,
};
