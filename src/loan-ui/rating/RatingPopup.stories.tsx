import ratingTexts from '../../i18n/sections/rating.ts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { loggedIn, order } from '../../../.storybook/fixtures.ts';
import { textsOf } from '../../i18n/i18n.ts';
import { device, setPopEvaluate } from '../../store/device.ts';
import { Page } from '../../ui/Page.tsx';
import { RATING_CHECK_DELAY_MS } from '../../loan/rating/rating-rule.ts';
import RatingPopup from './RatingPopup.tsx';

const t = textsOf(ratingTexts);

/**
 * The rating popup as Home mounts it, with the latest order Home's data carries.
 * It looks RATING_CHECK_DELAY_MS after Home opens, so the checks wait a little longer than that.
 */
const meta = {
  title: 'App/Rating popup',
  component: RatingPopup,
  parameters: { layout: 'fullscreen' },
  args: { latest: order('repaying') },
  decorators: [
    (Story) => (
      <Page title={t('home.title')}>
        <p>{t('home.amountLabel')}</p>
        <Story />
      </Page>
    ),
  ],
  beforeEach: () => loggedIn(),
} satisfies Meta<typeof RatingPopup>;
export default meta;
type Story = StoryObj<typeof meta>;

const page = () => within(document.body);
const WAIT = { timeout: RATING_CHECK_DELAY_MS + 4_000 };
const title = () => t('rating.title', { app: device.appName });

interface FakeBridge {
  calls: Array<{ action: string; payload: unknown }>;
}

/** A stand-in for the native app's bridge (docs/bridge.md) that answers every action with `ok`. */
function fakeBridge(ok: boolean): () => void {
  const bridge: FakeBridge = { calls: [] };
  const w = window as unknown as {
    JSBridge?: { postMessage(message: string): void };
    storyBridge?: FakeBridge;
  };
  w.storyBridge = bridge;
  w.JSBridge = {
    postMessage(message) {
      const call = JSON.parse(message) as { id: string; action: string; payload: unknown };
      bridge.calls.push({ action: call.action, payload: call.payload });
      const reply = ok ? { ok: true, data: null } : { ok: false, error: 'no store on this phone' };
      setTimeout(() => window.onNativeResult?.(call.id, JSON.stringify(reply)), 0);
    },
  };
  return () => {
    delete w.JSBridge;
    delete w.storyBridge;
  };
}

/** In a plain browser: it says Google Play opens in a new tab. */
export const AsksInBrowser: Story = {
  play: async () => {
    const dialog = await page().findByRole('dialog', { name: title() }, WAIT);
    // The dialog fades in (opacity from 0): visible once its entrance has run.
    await waitFor(() => expect(within(dialog).getByText(t('rating.browserNote'))).toBeVisible());
    await expect(within(dialog).getByRole('button', { name: t('rating.rateNow') })).toBeEnabled();
  },
};

/** Later hides it and starts the interval again. */
export const Later: Story = {
  play: async () => {
    const dialog = await page().findByRole('dialog', { name: title() }, WAIT);
    await userEvent.click(within(dialog).getByRole('button', { name: t('rating.later') }));
    await waitFor(() => expect(page().queryByRole('dialog')).toBeNull());
    await expect(device.popEvaluate.loanOrderId).toBe(order('repaying').orderNo);
  },
};

/** In the app: 'Rate now' asks the bridge's toGooglePlayer for the app's package. */
export const RateNowInApp: Story = {
  beforeEach: () => {
    loggedIn();
    return fakeBridge(true);
  },
  play: async () => {
    const dialog = await page().findByRole('dialog', { name: title() }, WAIT);
    await expect(within(dialog).queryByText(t('rating.browserNote'))).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: t('rating.rateNow') }));
    await waitFor(() => expect(page().queryByRole('dialog')).toBeNull());
    const bridge = (window as unknown as { storyBridge: FakeBridge }).storyBridge;
    await expect(bridge.calls.filter((c) => c.action === 'toGooglePlayer')).toEqual([
      { action: 'toGooglePlayer', payload: { packageId: device.packageName } },
    ]);
  },
};

/** The app could not open the store: the popup stays and says so. */
export const RateNowFails: Story = {
  beforeEach: () => {
    loggedIn();
    return fakeBridge(false);
  },
  play: async () => {
    const dialog = await page().findByRole('dialog', { name: title() }, WAIT);
    await userEvent.click(within(dialog).getByRole('button', { name: t('rating.rateNow') }));
    // The message and the dialog come in with a fade (opacity from 0): visible once it has run.
    const message = await page().findByText(t('rating.openFailed'));
    await waitFor(() => expect(message).toBeVisible(), WAIT);
    await waitFor(() => expect(page().getByRole('dialog', { name: title() })).toBeVisible());
  },
};

/** Asked a moment ago ('Later'): nothing within the interval. */
export const NotAgainSoon: Story = {
  beforeEach: () => {
    loggedIn();
    setPopEvaluate({ popupTime: Math.floor(Date.now() / 1000) - 60 });
  },
  play: async () => {
    await new Promise((resolve) => setTimeout(resolve, RATING_CHECK_DELAY_MS + 1_000));
    await expect(page().queryByRole('dialog')).toBeNull();
  },
};

/** An overdue loan is no moment to ask for stars. */
export const OverdueLoan: Story = {
  args: { latest: order('overdue') },
  play: async () => {
    await new Promise((resolve) => setTimeout(resolve, RATING_CHECK_DELAY_MS + 1_000));
    await expect(page().queryByRole('dialog')).toBeNull();
  },
};
