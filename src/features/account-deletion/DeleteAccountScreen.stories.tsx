import authTexts from '../../i18n/sections/auth.ts';
import deleteAccountTexts from '../../i18n/sections/deleteAccount.ts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { loggedIn } from '../../../.storybook/fixtures.ts';
import type { MockApi } from '../../../.storybook/mock-api.ts';
import { BusinessCode } from '../../contract/codes.ts';
import { textsOf } from '../../i18n/i18n.ts';
import { setSession } from '../../store/session.ts';
import DeleteAccountScreen from './DeleteAccountScreen.tsx';

const t = textsOf(authTexts, deleteAccountTexts);

// Storybook merges a story's parameters into these key by key: a reply a story turns into an error
// (`{ code, msg }`) must not be a `{ data }` here, or the two would mix. The code's check is per story.
const deletable: MockApi = {
  'user/delete-check': { data: { deletable: true } },
  'security/getVerifyCode-deleteUser': { data: { ttlSeconds: 60 } },
  'user/delete': 'pending',
};
const verified: MockApi = { 'security/verifyCode-deleteUser': { data: { verified: true } } };

/** Delete account with a mocked server: the check's answers, every message of the form, the confirmation. */
const meta = {
  title: 'Screens/User centre/Delete account',
  component: DeleteAccountScreen,
  args: { title: 'screens.deleteAccount' },
  parameters: { layout: 'fullscreen', api: deletable },
  beforeEach: () => loggedIn(),
} satisfies Meta<typeof DeleteAccountScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const reason = (canvasElement: HTMLElement, key: 'noNeed' | 'costHigh' | 'privacy') =>
  within(canvasElement).findByRole('checkbox', { name: t(`deleteAccount.reasons.${key}`) });
const submit = (canvasElement: HTMLElement) =>
  userEvent.click(within(canvasElement).getByRole('button', { name: t('deleteAccount.submit') }));

/** The delete check is on its way. */
export const Checking: Story = {
  parameters: { api: { ...deletable, 'user/delete-check': 'pending' } },
  async play({ canvasElement }) {
    await expect(await within(canvasElement).findByText(t('deleteAccount.checking'))).toBeVisible();
  },
};

/** An unpaid loan or a pending application: the spec's message, and no form. */
export const Refused: Story = {
  parameters: { api: { ...deletable, 'user/delete-check': { data: { deletable: false } } } },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(t('deleteAccount.notDeletable'))).toBeVisible();
    await expect(canvas.queryByRole('checkbox')).toBeNull();
  },
};

/** The check failed (a server fault): say so and offer a retry. */
export const CheckFailed: Story = {
  parameters: { api: { ...deletable, 'user/delete-check': 'error500' } },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(t('deleteAccount.checkFailed'))).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('common.retry') })).toBeVisible();
  },
};

/** The form: reasons, the code with its 'Get code', the delete button. */
export const Form: Story = {
  async play({ canvasElement }) {
    await expect(await reason(canvasElement, 'noNeed')).not.toBeChecked();
    await expect(within(canvasElement).getByLabelText(t('auth.code'))).toHaveValue('');
  },
};

/** Delete without a reason or a code: 'You have to choose the reason.' and the code's message. */
export const ReasonMissing: Story = {
  async play({ canvasElement }) {
    await reason(canvasElement, 'noNeed');
    await submit(canvasElement);
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(t('deleteAccount.reasonRequired'))).toBeVisible();
    await expect(canvas.getByText(t('auth.codeRequired'))).toBeVisible();
  },
};

/** A second reason is refused: 'Choose only one reason', the first stays ticked. */
export const OnlyOneReason: Story = {
  async play({ canvasElement }) {
    await userEvent.click(await reason(canvasElement, 'costHigh'));
    await userEvent.click(await reason(canvasElement, 'privacy'));
    await expect(await within(canvasElement).findByText(t('deleteAccount.onlyOne'))).toBeVisible();
    await expect(await reason(canvasElement, 'costHigh')).toBeChecked();
    await expect(await reason(canvasElement, 'privacy')).not.toBeChecked();
  },
};

async function fillForm(canvasElement: HTMLElement, code = '246810'): Promise<void> {
  await userEvent.click(await reason(canvasElement, 'noNeed'));
  await userEvent.type(within(canvasElement).getByLabelText(t('auth.code')), code);
  await submit(canvasElement);
}

/** A wrong code: the server's 'Invalid verification code' under the field, the reason kept. */
export const WrongCode: Story = {
  parameters: {
    api: {
      ...deletable,
      'security/verifyCode-deleteUser': {
        code: BusinessCode.invalidVerifyCode,
        msg: 'Invalid verification code',
      },
    },
  },
  async play({ canvasElement }) {
    await fillForm(canvasElement, '111111');
    await expect(await within(canvasElement).findByText(t('errors.invalidCode'))).toBeVisible();
    await expect(await reason(canvasElement, 'noNeed')).toBeChecked();
  },
};

/** The code is right: one last question before the account goes. */
export const Confirm: Story = {
  parameters: { api: verified },
  async play({ canvasElement }) {
    await fillForm(canvasElement);
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog');
    await expect(dialog).toHaveTextContent(t('deleteAccount.confirmTitle'));
    await expect(dialog).toHaveTextContent(t('deleteAccount.confirmBody'));
  },
};

/** A loan applied for since the check: the deletion itself is refused with the spec's message. */
export const RefusedAtDeletion: Story = {
  parameters: {
    api: {
      ...verified,
      'user/delete': {
        code: BusinessCode.accountNotDeletable,
        msg: 'Your account has unpaid loans, pending loan applications, etc. Please delete the account after completion.',
      },
    },
  },
  async play({ canvasElement }) {
    await fillForm(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(
      within(await body.findByRole('dialog')).getByRole('button', { name: t('deleteAccount.confirm') }),
    );
    await expect(await within(canvasElement).findByText(t('deleteAccount.notDeletable'))).toBeVisible();
  },
};

/** A visitor: log in first, then back here. */
export const Visitor: Story = {
  beforeEach: () => setSession('', null),
  async play({ canvasElement }) {
    await expect(await within(canvasElement).findByRole('button', { name: t('home.login') })).toBeVisible();
  },
};
