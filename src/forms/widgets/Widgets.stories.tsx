import formsCommonTexts from '../../i18n/sections/forms-common.ts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { FORM_LOADED, StoryForm } from '../../../.storybook/forms.tsx';
import { textsOf } from '../../i18n/i18n.ts';

const t = textsOf(formsCommonTexts);

/**
 * Every widget a ui file can name, on a field of the real Tanzanian forms: empty, filled, and with its
 * error after a submit. Switch the language in the toolbar for Kiswahili.
 */
const meta = {
  title: 'Forms/Widgets',
  component: StoryForm,
  args: { form: 'personal' },
} satisfies Meta<typeof StoryForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Submits the form and waits for the field's message. */
const submitShows = (message: () => string) =>
  async function play({ canvasElement }: { canvasElement: HTMLElement }) {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: t('forms.common.submit') }, FORM_LOADED));
    await expect((await canvas.findAllByText(message()))[0]).toBeVisible();
  };

export const Text: Story = {
  args: { fields: ['firstName', 'middleName'], initialValues: { firstName: 'Amani' } },
};

export const TextError: Story = {
  args: { fields: ['firstName'], initialValues: { firstName: 'Al' } },
  play: submitShows(() => t('forms.personal.firstName.invalid')),
};

/** Digits only: letters are refused as they are typed; at most 10 digits. */
export const Digits: Story = {
  args: { fields: ['whatsappNo'], initialValues: { whatsappNo: '0712345678' } },
};

export const DigitsError: Story = {
  args: { fields: ['whatsappNo'], initialValues: { whatsappNo: '07123' } },
  play: submitShows(() => t('forms.personal.whatsappNo.invalid')),
};

/** The NIDA number in parts of 8, 5, 5 and 2 digits; focus moves on when a part is full. */
export const Nida: Story = {
  args: { fields: ['nationalId'], initialValues: { nationalId: '19900615-12345-00001-27' } },
};

export const NidaError: Story = {
  args: { fields: ['nationalId'], initialValues: { nationalId: '19900615-123--' } },
  play: submitShows(() => t('forms.personal.nationalId.invalid')),
};

/** Day, month, year: real dates only, 18 to 65 years ago. */
export const DateOfBirth: Story = {
  args: { fields: ['inputBirthday'], initialValues: { inputBirthday: '29-02-2000' } },
};

export const DateOfBirthError: Story = {
  args: { fields: ['inputBirthday'] },
  play: submitShows(() => t('forms.personal.inputBirthday.required')),
};

export const Radio: Story = {
  args: { fields: ['gender', 'preferredLanguage'], initialValues: { gender: 2 } },
};

/** A half-screen list; legacy values are never offered. */
export const Sheet: Story = {
  args: { fields: ['education', 'maritalStatus'], initialValues: { education: 'College/University' } },
};

export const SheetOpen: Story = {
  args: { fields: ['education'] },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: /Elimu|Education/ }, FORM_LOADED));
    await expect(await within(document.body).findByRole('dialog')).toBeVisible();
  },
};

/** Region, then the districts of that region (a new region clears the district). */
export const RegionDistrict: Story = {
  args: { fields: ['state', 'city'], initialValues: { state: 'dar-es-salaam', city: 'kinondoni' } },
};

export const RegionDistrictError: Story = {
  args: { fields: ['state', 'city'], initialValues: { state: 'mwanza' } },
  play: submitShows(() => t('forms.personal.city.required')),
};

/** Paydays follow the pay frequency: dates for Monthly and Biweekly, weekdays for Weekly and Fourteen. */
export const Payday: Story = {
  args: {
    form: 'work',
    fields: ['payFrequency', 'monthlyPayday', 'monthlyPaydayTwo'],
    initialValues: { payFrequency: 'Biweekly', monthlyPayday: '5', monthlyPaydayTwo: '20' },
  },
};

export const PaydayWeekdays: Story = {
  args: {
    form: 'work',
    fields: ['payFrequency', 'monthlyPayday', 'monthlyPaydayTwo'],
    initialValues: { payFrequency: 'Fourteen', monthlyPayday: 'Friday' },
  },
  play: submitShows(() => t('forms.work.monthlyPaydayTwo.required')),
};

export const Agreement: Story = {
  args: { form: 'questionnaire', fields: ['loanAgreement'] },
  play: submitShows(() => t('forms.questionnaire.loanAgreement.required')),
};

export const Textarea: Story = {
  args: { form: 'feedback', fields: ['description'], initialValues: { description: 'Too short' } },
  play: submitShows(() => t('forms.feedback.description.minLength', { limit: 10 })),
};

/** Pictures: an upload field declared in the rules (images only, up to 20 MB each, at most 3); see Forms/Tanzania for uploads. */
export const Images: Story = { args: { form: 'feedback', fields: ['images', 'contact'] } };
