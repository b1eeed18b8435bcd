import authTexts from '../../i18n/sections/auth.ts';
import promoTexts from '../../i18n/sections/promo.ts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { homepage, loggedIn, products } from '../../../.storybook/fixtures.ts';
import type { MockApi } from '../../../.storybook/mock-api.ts';
import { StepCode } from '../../contract/codes.ts';
import { formatMoney } from '../../i18n/format.ts';
import { textsOf } from '../../i18n/i18n.ts';
import { market, type Market } from '../../store/market.ts';
import PromoConfirmScreen from './PromoConfirmScreen.tsx';
import Yx1Screen from './Yx1Screen.tsx';
import Yx2Screen from './Yx2Screen.tsx';
import Yx3Screen from './Yx3Screen.tsx';

const t = textsOf(authTexts, promoTexts);

/** The promotion pages `/yx1`, `/yx2`, `/yx3` and `/yx2ConfirmBorrow` with a mocked server, every state. */
const meta = {
  title: 'Screens/Promotion',
  component: Yx1Screen,
  args: { title: 'screens.promotion' },
  parameters: {
    layout: 'fullscreen',
    api: {
      'portal/homepage/data': { data: homepage },
      'loan/product/list-market': { data: { products } },
      'security/existsByMobile': { data: { exists: false } },
    } satisfies MockApi,
  },
} satisfies Meta<typeof Yx1Screen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Money as a text query reads it (formatMoney's no-break space is a plain space to Testing Library). */
const money = (value: number) => formatMoney(value).replace(/\u00a0/g, ' ');
const range = () => t('promo.range', { min: money(homepage.minAmount), max: money(homepage.maxAmount) });

/** The market keeps applying to the native app (markets/<id>.json `appOnly`), for one story. */
function appOnlyMarket(): () => void {
  const setting = market as Market & { appOnly?: string[] };
  setting.appOnly = ['promotion'];
  return () => {
    delete setting.appOnly;
  };
}

export const LandingVisitor: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The amounts are their own elements (DisplayMoney): the sentence is the range line's whole text,
    // once the figures came (the line is blank until then).
    const line = await canvas.findByTestId('promo-range');
    await waitFor(() => expect(line).toHaveTextContent(range()));
    await expect(canvas.getByRole('link', { name: t('promo.start') })).toHaveAttribute('href', '#/yx3');
    await expect(canvas.getByRole('heading', { name: t('promo.stepsTitle') })).toBeVisible();
  },
};

export const LandingLoggedIn: Story = {
  beforeEach: () => loggedIn(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: t('promo.seeOffer') })).toHaveAttribute(
      'href',
      '#/yx2ConfirmBorrow',
    );
  },
};

export const LandingLoading: Story = {
  parameters: { api: { 'portal/homepage/data': 'pending' } satisfies MockApi },
};

export const LandingFailed: Story = {
  parameters: { api: { 'portal/homepage/data': 'error500' } satisfies MockApi },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(t('promo.loadFailed'))).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('common.retry') })).toBeEnabled();
  },
};

export const LandingAppOnly: Story = {
  beforeEach: appOnlyMarket,
  parameters: {
    api: {
      'portal/homepage/data': { data: homepage },
      'app-download/getAddress': { data: { url: 'https://example.com/app.apk' } },
    } satisfies MockApi,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(t('promo.appOnly'))).toBeVisible();
    await expect(await canvas.findByRole('link', { name: t('promo.download') })).toHaveAttribute(
      'href',
      'https://example.com/app.apk',
    );
    await expect(canvas.queryByRole('link', { name: t('promo.start') })).toBeNull();
  },
};

/** No download address (the call fails or has none): 'Please configure the link'. */
export const LandingAppOnlyNoLink: Story = {
  beforeEach: appOnlyMarket,
  parameters: {
    api: {
      'portal/homepage/data': { data: homepage },
      'app-download/getAddress': { data: { url: '' } },
    } satisfies MockApi,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(t('promo.noLink'))).toBeVisible();
    await expect(canvas.queryByRole('link', { name: t('promo.download') })).toBeNull();
  },
};

export const SignupWithForm: Story = {
  render: (args) => <Yx2Screen {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The amounts are their own elements (DisplayMoney): the sentence is the range line's whole text,
    // once the figures came (the line is blank until then).
    const line = await canvas.findByTestId('promo-range');
    await waitFor(() => expect(line).toHaveTextContent(range()));
    await expect(canvas.getByLabelText(t('auth.mobile'))).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('promo.next') })).toBeEnabled();
  },
};

export const SignupLoggedIn: Story = {
  render: (args) => <Yx2Screen {...args} />,
  beforeEach: () => loggedIn(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: t('promo.seeOffer') })).toBeVisible();
    await expect(canvas.queryByLabelText(t('auth.mobile'))).toBeNull();
  },
};

export const MobileEntry: Story = {
  render: (args) => <Yx3Screen {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: t('promo.entryTitle') })).toBeVisible();
    await expect(canvas.getByLabelText(t('auth.mobile'))).toBeVisible();
  },
};

/** The login screen's number rules: empty, then too short. */
export const MobileEntryInvalid: Story = {
  render: (args) => <Yx3Screen {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: t('promo.next') }));
    await expect(await canvas.findByText(t('auth.mobileRequired'))).toBeVisible();
    await userEvent.type(canvas.getByLabelText(t('auth.mobile')), '12');
    await userEvent.click(canvas.getByRole('button', { name: t('promo.next') }));
    await expect(await canvas.findByText(t('auth.mobileInvalid'))).toBeVisible();
  },
};

export const MobileEntryRegistered: Story = {
  render: (args) => <Yx3Screen {...args} />,
  parameters: { api: { 'security/existsByMobile': { data: { exists: true } } } satisfies MockApi },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(t('auth.mobile')), '712345678');
    await userEvent.click(canvas.getByRole('button', { name: t('promo.next') }));
    await expect(await canvas.findByText(t('errors.alreadyRegistered'))).toBeVisible();
    await expect(canvas.getByLabelText(t('auth.mobile'))).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByRole('link', { name: t('promo.toLogin') })).toBeVisible();
  },
};

export const MobileEntryChecking: Story = {
  render: (args) => <Yx3Screen {...args} />,
  parameters: { api: { 'security/existsByMobile': 'pending' } satisfies MockApi },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(t('auth.mobile')), '712345678');
    await userEvent.click(canvas.getByRole('button', { name: t('promo.next') }));
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: t('promo.next') })).toHaveAttribute('aria-busy', 'true'),
    );
  },
};

/** `/yx2ConfirmBorrow` has its own title (the route's). */
const confirm = {
  args: { title: 'screens.confirmBorrow' },
  render: (args) => <PromoConfirmScreen {...args} />,
} satisfies Story;

export const ConfirmOffer: Story = {
  ...confirm,
  beforeEach: () => loggedIn(),
  parameters: {
    api: {
      'portal/homepage/data': {
        data: { ...homepage, loan: { stepCode: StepCode.Confirm, query: {} } },
      },
    } satisfies MockApi,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const first = products[0];
    await expect(await canvas.findByRole('heading', { name: t('promo.offerTitle') })).toBeVisible();
    if (first) await expect(canvas.getByText(first.name)).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('promo.continue') })).toBeEnabled();
  },
};

export const ConfirmLoading: Story = {
  ...confirm,
  beforeEach: () => loggedIn(),
  parameters: { api: { 'loan/product/list-market': 'pending' } satisfies MockApi },
};

export const ConfirmFailed: Story = {
  ...confirm,
  beforeEach: () => loggedIn(),
  parameters: { api: { 'loan/product/list-market': 'offline' } satisfies MockApi },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(t('promo.loadFailed'))).toBeVisible();
  },
};

export const ConfirmNoProducts: Story = {
  ...confirm,
  beforeEach: () => loggedIn(),
  parameters: { api: { 'loan/product/list-market': { data: { products: [] } } } satisfies MockApi },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: t('promo.noProducts') })).toBeVisible();
  },
};

/** A visitor on the confirmation: the number first. */
export const ConfirmVisitor: Story = {
  ...confirm,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText(t('auth.mobile'))).toBeVisible();
  },
};
