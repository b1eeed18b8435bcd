import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { StoryForm } from '../../.storybook/forms.tsx';
import { t } from '../i18n/i18n.ts';
import { PERSONAL_OK, QUESTIONNAIRE_OK, WORK_OK } from '../../tests/helpers/tz-values.ts';

/**
 * The four Tanzanian forms as the engine draws them (the screens add the page around them): empty,
 * filled, and every error shown after a submit. The feedback form's screen comes with the feedback centre.
 */
const meta = {
  title: 'Forms/Tanzania',
  component: StoryForm,
  args: { form: 'personal' },
} satisfies Meta<typeof StoryForm>;
export default meta;
type Story = StoryObj<typeof meta>;

async function submitEmpty({ canvasElement }: { canvasElement: HTMLElement }) {
  const canvas = within(canvasElement);
  await userEvent.click(await canvas.findByRole('button', { name: t('forms.common.submit') }));
  await expect(await canvas.findByTestId('error-summary')).toBeVisible();
}

export const PersonalEmpty: Story = {};
export const PersonalFilled: Story = { args: { initialValues: PERSONAL_OK } };
export const PersonalAllErrors: Story = { play: submitEmpty };

export const WorkEmpty: Story = { args: { form: 'work' } };
export const WorkFilled: Story = { args: { form: 'work', initialValues: WORK_OK } };
export const WorkAllErrors: Story = { args: { form: 'work' }, play: submitEmpty };
export const WorkUnemployed: Story = {
  args: { form: 'work', initialValues: { employmentType: 'Unemployed', incomeSource: 'Family support' } },
};

export const QuestionnaireEmpty: Story = { args: { form: 'questionnaire' } };
export const QuestionnaireFilled: Story = {
  args: { form: 'questionnaire', initialValues: QUESTIONNAIRE_OK },
};
export const QuestionnaireAllErrors: Story = { args: { form: 'questionnaire' }, play: submitEmpty };

export const FeedbackEmpty: Story = { args: { form: 'feedback' } };
export const FeedbackFilled: Story = {
  args: {
    form: 'feedback',
    initialValues: { type: 1, description: 'I repaid yesterday but my bill still shows.' },
  },
};
export const FeedbackAllErrors: Story = { args: { form: 'feedback' }, play: submitEmpty };
