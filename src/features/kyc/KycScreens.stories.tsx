import formsCommonTexts from '../../i18n/sections/forms-common.ts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { borrower, loggedIn } from '../../../.storybook/fixtures.ts';
import type { MockApi } from '../../../.storybook/mock-api.ts';
import { textsOf } from '../../i18n/i18n.ts';
import { clearSession } from '../../store/session.ts';
import { PERSONAL_OK, QUESTIONNAIRE_OK, WORK_OK } from '../../../tests/helpers/tz-values.ts';
import AdditionalInfoScreen from './AdditionalInfoScreen.tsx';
import LoanQuestionScreen from './LoanQuestionScreen.tsx';
import PersonalInfoScreen from './PersonalInfoScreen.tsx';

const t = textsOf(formsCommonTexts);

/** The three loan-application screens with a mocked server: empty, filled from saved answers, all errors. */
const meta = {
  title: 'Screens/KYC',
  component: PersonalInfoScreen,
  args: { title: 'screens.personalInfo' },
  parameters: { layout: 'fullscreen' },
  beforeEach() {
    loggedIn();
  },
} satisfies Meta<typeof PersonalInfoScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const saved = (forms: Record<string, Record<string, unknown>>): MockApi => ({
  'security/getUserInfo': { data: { ...borrower, forms } },
  'user/saveBasicInfo-market': { data: { stepCode: 11, query: {} } },
  'user/saveAdditionInfo-market': { data: { stepCode: 12, query: {} } },
  'user/save/questionnaire': { data: { stepCode: 14, query: {} } },
});

const allErrors = (label: () => string) =>
  async function play({ canvasElement }: { canvasElement: HTMLElement }) {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: label() }));
    await expect(await canvas.findByTestId('error-summary')).toBeVisible();
  };

export const PersonalEmpty: Story = { parameters: { api: saved({}) } };
export const PersonalFilled: Story = { parameters: { api: saved({ personal: PERSONAL_OK }) } };
export const PersonalAllErrors: Story = {
  parameters: { api: saved({}) },
  play: allErrors(() => t('forms.common.next')),
};

export const AdditionalEmpty: Story = {
  render: () => <AdditionalInfoScreen title="screens.additionalInfo" />,
  parameters: { api: saved({}) },
};
export const AdditionalFilled: Story = {
  render: () => <AdditionalInfoScreen title="screens.additionalInfo" />,
  parameters: { api: saved({ work: WORK_OK }) },
};
export const AdditionalAllErrors: Story = {
  render: () => <AdditionalInfoScreen title="screens.additionalInfo" />,
  parameters: { api: saved({}) },
  play: allErrors(() => t('forms.common.next')),
};

export const QuestionnaireEmpty: Story = {
  render: () => <LoanQuestionScreen title="screens.loanQuestion" />,
  parameters: { api: saved({}) },
};
export const QuestionnaireFilled: Story = {
  render: () => <LoanQuestionScreen title="screens.loanQuestion" />,
  parameters: { api: saved({ questionnaire: QUESTIONNAIRE_OK }) },
};
export const QuestionnaireAllErrors: Story = {
  render: () => <LoanQuestionScreen title="screens.loanQuestion" />,
  parameters: { api: saved({}) },
  play: allErrors(() => t('forms.common.submit')),
};

/** Logged out on a page the route table does not guard: log in first. */
export const LoggedOut: Story = {
  beforeEach() {
    clearSession();
  },
  render: () => <AdditionalInfoScreen title="screens.additionalInfo" />,
  parameters: { api: saved({}) },
};
