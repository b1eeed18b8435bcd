import feedbackTexts from '../../i18n/sections/feedback.ts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { loggedIn } from '../../../.storybook/fixtures.ts';
import type { MockApi } from '../../../.storybook/mock-api.ts';
import { heavyPhoto, pixelBomb } from '../../../.storybook/photos.ts';
import { feedbackFaq as faqData } from '../../../sandbox/data/feedback-faq.ts';
import type { FeedbackStatus, FeedbackTicket } from '../../contract/entities.ts';
import { textsOf } from '../../i18n/i18n.ts';
import { clearSession } from '../../store/session.ts';
import AddFeedbackScreen from './AddFeedbackScreen.tsx';
import FeedbackDetailScreen from './FeedbackDetailScreen.tsx';
import FeedbackFaqScreen from './FeedbackFaqScreen.tsx';
import FeedbackListScreen from './FeedbackListScreen.tsx';
import FeedbackResultScreen from './FeedbackResultScreen.tsx';

const t = textsOf(feedbackTexts);

/** The feedback centre: list, add and edit, detail with the conversation and the rating, FAQ, result. */
const meta = {
  title: 'Screens/Feedback',
  component: FeedbackListScreen,
  args: { title: 'screens.feedback' },
  parameters: { layout: 'fullscreen' },
  beforeEach() {
    loggedIn();
    window.location.hash = '#/feedback/feedback_list';
  },
} satisfies Meta<typeof FeedbackListScreen>;
export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = ReturnType<typeof within>;

/** 26-11-2025 11:00 in Dar es Salaam. */
const SENT = 1_764_144_000;
const MARKUP = '<img src=x onerror=alert(1)>';

function ticket(status: FeedbackStatus, overrides: Partial<FeedbackTicket> = {}): FeedbackTicket {
  return {
    feedbackId: `f-${status}`,
    type: status === 4 ? 7 : 1,
    status,
    remark: 'I repaid 5000 on Monday by M-Pesa and my bill still shows it unpaid.',
    images: ['a1', 'a2'],
    contact: '0712345678',
    appointmentTime: 'morning',
    resolved: null,
    unread: 0,
    editable: status === 1,
    messages: [],
    createdAt: SENT,
    updatedAt: SENT,
    ...overrides,
  };
}

const answered = ticket(3, {
  unread: 1,
  messages: [
    {
      messageId: 'm1',
      from: 'staff',
      text: `${MARKUP} Which wallet did you pay from?`,
      at: SENT + 3600,
      images: [],
    },
  ],
});
const conversation = ticket(2, {
  messages: [
    ...answered.messages,
    { messageId: 'm2', from: 'user', text: 'M-Pesa, from 0712345678.', at: SENT + 7200, images: ['c1'] },
  ],
});
const EVERY_STATUS = [answered, ticket(1), conversation, ticket(4, { resolved: true })];

const list = (tickets: FeedbackTicket[]): MockApi => ({ 'feedback/list/feedback': { data: { tickets } } });
const detail = (reply: MockApi['feedback/detail']): MockApi => ({ 'feedback/detail': reply });
const at = (hash: string) => () => {
  loggedIn();
  window.location.hash = hash;
};
const detailOf = (id: string) => at(`#/feedback/feedbackDetail?feedbackId=${id}`);
const Detail = () => <FeedbackDetailScreen title="screens.feedbackDetail" />;

// List -------------------------------------------------------------------------------------------

export const ListVisitor: Story = {
  beforeEach() {
    clearSession();
  },
  async play({ canvasElement }) {
    await expect(within(canvasElement).getByRole('button', { name: t('home.login') })).toBeVisible();
  },
};

export const ListLoading: Story = {
  parameters: { api: { 'feedback/list/feedback': 'pending' } satisfies MockApi },
  async play({ canvasElement }) {
    await expect(within(canvasElement).getByText(t('common.loading'))).toBeVisible();
  },
};

export const ListEmpty: Story = {
  parameters: { api: list([]) },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: t('feedback.emptyTitle') })).toBeVisible();
    await expect(canvas.getByRole('link', { name: t('feedback.add') })).toBeVisible();
  },
};

export const ListFailed: Story = {
  parameters: { api: { 'feedback/list/feedback': 'error500' } satisfies MockApi },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: t('errors.requestFailed') })).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('common.retry') })).toBeEnabled();
  },
};

/** One ticket in each status; the answered one has an unread reply (the red dot). */
export const ListEveryStatus: Story = {
  parameters: { api: list(EVERY_STATUS) },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    const rows = within(await canvas.findByRole('list', { name: t('feedback.listLabel') })).getAllByRole(
      'link',
    );
    await expect(rows).toHaveLength(4);
    await expect(within(rows[0] as HTMLElement).getByText(t('feedback.status.3'))).toBeVisible();
    await expect(within(rows[0] as HTMLElement).getByText(t('feedback.newReply'))).toBeInTheDocument();
    await expect(within(rows[3] as HTMLElement).getByText(t('feedback.status.4'))).toBeVisible();
    await expect(canvas.getAllByText(t('feedback.status.1'))).toHaveLength(2);
  },
};

// Add and edit -----------------------------------------------------------------------------------

const formShows = async (canvas: Canvas, label: string) =>
  expect(await canvas.findByRole('button', { name: label }, { timeout: 5000 })).toBeVisible();

export const AddNew: Story = {
  beforeEach: at('#/feedback/add_feedback'),
  render: () => <AddFeedbackScreen title="screens.addFeedback" />,
  async play({ canvasElement }) {
    await formShows(within(canvasElement), t('feedback.form.send'));
  },
};

/** The "Add a picture" field of the new-ticket form, once the form has loaded. */
const addPicture = (canvas: Canvas) =>
  // The label's text comes with the upload field's own texts: asked again on each try, not once before.
  waitFor(() => canvas.getByLabelText(t('forms.upload.addPicture', { count: 0, max: 3 })), { timeout: 5000 });

/**
 * A picture refused on the phone says why (issue 27): a "pixel bomb" (a PNG of a few hundred bytes that
 * says 20000 × 20000) for its pixels, not "A picture can be at most 20 MB".
 */
export const AddPictureTooManyPixels: Story = {
  beforeEach: at('#/feedback/add_feedback'),
  render: () => <AddFeedbackScreen title="screens.addFeedback" />,
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await userEvent.upload(await addPicture(canvas), pixelBomb());
    const message = await canvas.findByText(t('forms.feedback.images.maxPixels', { limit: 40 }));
    await expect(message).toBeVisible();
  },
};

/** A 25 MB picture is refused before it is read, for its size. */
export const AddPictureTooManyBytes: Story = {
  beforeEach: at('#/feedback/add_feedback'),
  render: () => <AddFeedbackScreen title="screens.addFeedback" />,
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await userEvent.upload(await addPicture(canvas), await heavyPhoto());
    const message = await canvas.findByText(t('forms.feedback.images.maxSize', { limit: 20 }));
    await expect(message).toBeVisible();
  },
};

export const EditUnanswered: Story = {
  beforeEach: at('#/feedback/add_feedback?feedbackId=f-1'),
  parameters: { api: detail({ data: ticket(1) }) },
  render: () => <AddFeedbackScreen title="screens.addFeedback" />,
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await formShows(canvas, t('feedback.form.save'));
    await expect(await canvas.findByDisplayValue('0712345678')).toBeVisible();
  },
};

export const EditAnswered: Story = {
  beforeEach: at('#/feedback/add_feedback?feedbackId=f-3'),
  parameters: { api: detail({ data: answered }) },
  render: () => <AddFeedbackScreen title="screens.addFeedback" />,
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: t('feedback.form.notEditable') })).toBeVisible();
  },
};

// Detail -----------------------------------------------------------------------------------------

export const DetailLoading: Story = {
  beforeEach: detailOf('f-3'),
  parameters: { api: detail('pending') },
  render: Detail,
  async play({ canvasElement }) {
    await expect(within(canvasElement).getByText(t('common.loading'))).toBeVisible();
  },
};

export const DetailFailed: Story = {
  beforeEach: detailOf('f-3'),
  parameters: { api: detail('error500') },
  render: Detail,
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: t('errors.requestFailed') })).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('common.retry') })).toBeEnabled();
  },
};

/** Sent, nobody has answered: it can still be changed; no conversation yet. */
export const DetailUnanswered: Story = {
  beforeEach: detailOf('f-1'),
  parameters: { api: detail({ data: ticket(1) }) },
  render: Detail,
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(t('feedback.detail.noMessages'))).toBeVisible();
    await expect(canvas.getByRole('link', { name: t('feedback.detail.edit') })).toBeVisible();
  },
};

/** A staff reply with markup in it is shown as the characters it is made of. */
export const DetailConversation: Story = {
  beforeEach: detailOf('f-2'),
  parameters: { api: detail({ data: conversation }) },
  render: Detail,
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(`${MARKUP} Which wallet did you pay from?`)).toBeVisible();
    await expect(canvas.getByText('M-Pesa, from 0712345678.')).toBeVisible();
    await expect(canvasElement.querySelector('img[src="x"]')).toBeNull();
    await formShows(canvas, t('feedback.detail.send'));
  },
};

export const DetailRate: Story = {
  beforeEach: detailOf('f-4'),
  parameters: { api: detail({ data: ticket(4, { messages: answered.messages }) }) },
  render: Detail,
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: t('feedback.rating.resolved') })).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('feedback.rating.unresolved') })).toBeVisible();
  },
};

export const DetailRated: Story = {
  beforeEach: detailOf('f-4'),
  parameters: { api: detail({ data: ticket(4, { resolved: false, messages: answered.messages }) }) },
  render: Detail,
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(t('feedback.rating.doneUnresolved'))).toBeVisible();
    await expect(canvas.queryByRole('button', { name: t('feedback.rating.resolved') })).toBeNull();
  },
};

// FAQ and result ---------------------------------------------------------------------------------

const FaqScreen = () => <FeedbackFaqScreen title="screens.feedbackFaq" />;

export const Faq: Story = {
  beforeEach: at('#/feedback/feedback_faq'),
  parameters: { api: { 'feedback/list/question_answer': { data: { items: [...faqData('en')] } } } },
  render: FaqScreen,
  async play({ canvasElement }) {
    const { question, answer } = faqData('en')[0]!;
    const button = await within(canvasElement).findByRole('button', { name: question, expanded: false });
    await userEvent.click(button);
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(within(canvasElement).getByText(answer)).toBeVisible();
  },
};

export const FaqLoading: Story = {
  beforeEach: at('#/feedback/feedback_faq'),
  parameters: { api: { 'feedback/list/question_answer': 'pending' } satisfies MockApi },
  render: FaqScreen,
  async play({ canvasElement }) {
    await expect(within(canvasElement).getByText(t('common.loading'))).toBeVisible();
  },
};

export const FaqEmpty: Story = {
  beforeEach: at('#/feedback/feedback_faq'),
  parameters: { api: { 'feedback/list/question_answer': { data: { items: [] } } } },
  render: FaqScreen,
  async play({ canvasElement }) {
    await expect(
      await within(canvasElement).findByRole('heading', { name: t('feedback.faq.emptyTitle') }),
    ).toBeVisible();
  },
};

export const FaqFailed: Story = {
  beforeEach: at('#/feedback/feedback_faq'),
  parameters: { api: { 'feedback/list/question_answer': 'error500' } satisfies MockApi },
  render: FaqScreen,
  async play({ canvasElement }) {
    await expect(await within(canvasElement).findByRole('button', { name: t('common.retry') })).toBeEnabled();
  },
};

export const Result: Story = {
  beforeEach: at('#/feedback/feedback_result?feedbackId=f-1'),
  render: () => <FeedbackResultScreen title="screens.feedbackResult" />,
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: t('feedback.result.title') })).toBeVisible();
    await expect(canvas.getByRole('link', { name: t('feedback.result.view') })).toBeVisible();
  },
};
