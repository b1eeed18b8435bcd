import formsCommonTexts from '../i18n/sections/forms-common.ts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { FORM_LOADED, StoryForm } from '../../.storybook/forms.tsx';
import type { MockApi } from '../../.storybook/mock-api.ts';
import { photoFile } from '../../.storybook/photos.ts';
import { textsOf } from '../i18n/i18n.ts';
import { PERSONAL_OK, QUESTIONNAIRE_OK, WORK_OK } from '../../tests/helpers/tz-values.ts';

const t = textsOf(formsCommonTexts);

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
  await userEvent.click(await canvas.findByRole('button', { name: t('forms.common.submit') }, FORM_LOADED));
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

/*
 * The feedback form's pictures: an upload field declared in its rules (`uploads.images`) and handled by
 * the engine. The picture is a real JPEG drawn in the browser, compressed by the app's own code; the
 * upload call (feedback/uploadFile) is answered by the mocked API with progress on the way.
 */
const stored = (imageId: string): MockApi => ({
  'feedback/uploadFile': { data: { imageId, bytes: 180_000 } },
});
const pictures = { form: 'feedback', fields: ['images'] } as const;

/** The add button, once the form (whose module brings the upload texts) is drawn. */
async function addButton(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await canvas.findByRole('button', { name: t('forms.common.submit') }, FORM_LOADED);
  return canvas.findByLabelText(t('forms.upload.addPicture', { count: 0, max: 3 }));
}

async function pickPicture(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  const add = await addButton(canvasElement);
  await userEvent.upload(add, await photoFile('receipt.jpg', 2400, 1600));
  return canvas;
}

export const FeedbackPicturesUploaded: Story = {
  args: pictures,
  parameters: { api: stored('img-receipt-1') },
  async play({ canvasElement }) {
    const canvas = await pickPicture(canvasElement);
    await expect(await canvas.findByText(t('forms.upload.done'), {}, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByRole('img', { name: t('forms.upload.alt', { n: 1 }) })).toBeVisible();
    await expect(
      canvas.getByLabelText(t('forms.upload.addPicture', { count: 1, max: 3 })),
    ).toBeInTheDocument();
  },
};

/** The upload stops at 40 %: its progress bar and Cancel; Cancel takes the picture away. */
export const FeedbackPictureUploading: Story = {
  args: pictures,
  parameters: { api: { 'feedback/uploadFile': 'pending' } satisfies MockApi },
  async play({ canvasElement }) {
    const canvas = await pickPicture(canvasElement);
    const bar = await canvas.findByRole('progressbar', { name: t('forms.upload.progressOf', { n: 1 }) });
    await expect(bar).toBeVisible();
    await expect(await canvas.findByText(t('forms.upload.uploading'))).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('forms.upload.cancelOf', { n: 1 }) })).toBeVisible();
  },
};

/** The server fails: the rules' message under the picture and a one-tap retry. */
export const FeedbackPictureFailed: Story = {
  args: pictures,
  parameters: { api: { 'feedback/uploadFile': 'error500' } satisfies MockApi },
  async play({ canvasElement }) {
    const canvas = await pickPicture(canvasElement);
    await expect(
      await canvas.findByText(t('forms.feedback.images.uploadFailed'), {}, { timeout: 5000 }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('forms.upload.retryOf', { n: 1 }) })).toBeVisible();
  },
};

/** A file that is not a picture is refused before it is read, with the rules' message. */
export const FeedbackPictureWrongType: Story = {
  args: pictures,
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    const add = await addButton(canvasElement);
    await userEvent.upload(add, new File(['%PDF-1.7'], 'statement.pdf', { type: 'application/pdf' }), {
      applyAccept: false,
    });
    await expect(await canvas.findByText(t('forms.feedback.images.fileType'))).toBeVisible();
  },
};
