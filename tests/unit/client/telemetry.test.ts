import analyticsDoc from '../../../docs/analytics.md?raw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EVENTS, scrubValues, type ValueKind } from '../../../src/telemetry/events.ts';
import { onReply } from '../../../src/telemetry/funnel.ts';
import {
  FLUSH_AT,
  OUTBOX_KEY,
  flushOutbox,
  readOutbox,
  setBatchSender,
  type Outbox,
} from '../../../src/telemetry/outbox.ts';
import {
  MAX_REPORTS,
  buildReport,
  report,
  resetReporting,
  scrubText,
} from '../../../src/telemetry/report.ts';
import { track } from '../../../src/telemetry/track.ts';
import { session } from '../../../src/store/session.ts';
import type { LoanOrder, PayOrder } from '../../../src/contract/entities.ts';

/** Typed by a borrower, or theirs: none of it may ever leave in an event or a report. */
const MOBILE = '712345678';
const NATIONAL_ID = '19850101-12345-00001-12';
const NAME = 'Neema Mwakyusa';
const TOKEN = 'tok_9f8e7d6c5b4a39281706f5e4d3c2b1a0';

function setOnline(online: boolean): void {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
}

/** Every text that left: the queued events and reports, as sent. */
const queuedText = () => JSON.stringify(readOutbox());

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  resetReporting();
  setOnline(true);
  setBatchSender(() => new Promise(() => undefined)); // nothing is sent unless a test says so
});
afterEach(() => {
  setBatchSender(undefined);
  delete window.JSBridge;
  delete window.onNativeResult;
  document.body.innerHTML = '';
  session.token = '';
});

/** The doc's table: event → value name → kind as written ('amount', 'flag', 'id' or the words). */
function documented(): Map<string, Map<string, string>> {
  const section = analyticsDoc.split('## Funnel events')[1]?.split('\n### ')[0] ?? '';
  const rows = new Map<string, Map<string, string>>();
  for (const line of section.split('\n')) {
    const cells = line.split(' | ').map((cell) => cell.replace(/^\|\s*|\s*\|$/g, '').trim());
    const event = /^`(\w+)`$/.exec(cells[0] ?? '')?.[1];
    if (!event || cells.length < 3) continue;
    const values = new Map<string, string>();
    if (cells[1] !== 'none') {
      for (const item of (cells[1] ?? '').split('; ')) {
        const [, name, kind] = /^`(\w+)`: (.+)$/.exec(item) ?? [];
        if (!name || !kind) throw new Error(`unreadable value "${item}" of ${event}`);
        values.set(name, kind.trim());
      }
    }
    rows.set(event, values);
  }
  return rows;
}
const written = (kind: ValueKind) =>
  typeof kind === 'string' ? kind : kind.map((word) => `\`${word}\``).join(', ');

describe('the catalogue and docs/analytics.md', () => {
  it('documents every event of the table with exactly its values, and no other event', () => {
    const doc = documented();
    expect([...doc.keys()].sort()).toEqual(Object.keys(EVENTS).sort());
    for (const [event, kinds] of Object.entries(EVENTS)) {
      const expected = new Map(Object.entries(kinds).map(([name, kind]) => [name, written(kind)]));
      expect(doc.get(event), event).toEqual(expected);
    }
  });

  it("uses AppsFlyer's names for registration and login, and no other name starting with af_", () => {
    const names = Object.keys(EVENTS);
    expect(names).toContain('af_complete_registration');
    expect(names).toContain('af_login');
    expect(names.filter((name) => name.startsWith('af_')).sort()).toEqual([
      'af_complete_registration',
      'af_login',
    ]);
  });
});

describe('no personal data in an event', () => {
  it('refuses a number, a national ID, a name or free text where an id goes, and any unknown value', () => {
    for (const typed of [MOBILE, `0${MOBILE}`, NATIONAL_ID, '1985010112345000011', NAME, 'call me back']) {
      expect(scrubValues('loan_apply', { product: typed, amount: 5000 })).toEqual({ amount: 5000 });
    }
    expect(scrubValues('loan_apply', { product: 'p-91', amount: 5000, mobile: MOBILE })).toEqual({
      product: 'p-91',
      amount: 5000,
    });
    expect(scrubValues('application_step', { step: NAME })).toEqual({});
    expect(scrubValues('repayment_paid', { kind: 'full', channel: 'mpesa', amount: '712345678' })).toEqual({
      kind: 'full',
      channel: 'mpesa',
    });
    expect(scrubValues('not_in_the_catalogue', {})).toBeNull();
  });

  it('queues nothing typed even when the types are bypassed (a plain browser)', () => {
    track('loan_apply', { product: MOBILE, amount: 20000 });
    track('promotion_landing', { page: 'yx1', afid: NATIONAL_ID });
    const bypass = track as (event: string, values: Record<string, unknown>) => void;
    bypass('feedback_sent', { text: NAME, mobile: MOBILE });
    const { events } = readOutbox();
    expect(events.map(({ event, values }) => [event, values])).toEqual([
      ['loan_apply', { amount: 20000 }],
      ['promotion_landing', { page: 'yx1' }],
      ['feedback_sent', undefined],
    ]);
    for (const secret of [MOBILE, NATIONAL_ID, NAME]) expect(queuedText()).not.toContain(secret);
  });

  it('inside the app, sends the scrubbed event through logEventByAF and queues nothing', () => {
    const sent: unknown[] = [];
    window.JSBridge = { postMessage: (message) => sent.push(JSON.parse(message)) };
    track('loan_apply', { product: MOBILE, amount: 20000 });
    expect(sent).toEqual([
      expect.objectContaining({
        action: 'logEventByAF',
        payload: { event: 'loan_apply', values: { amount: 20000 } },
      }),
    ]);
    expect(readOutbox().events).toEqual([]);
  });
});

const order = (state: LoanOrder['state']) =>
  ({ orderNo: 'L20260101000001', state, productId: 'p2', amount: 20000, unpaidAmount: 21800 }) as LoanOrder;
const payOrder = (state: PayOrder['state'], amount: number) =>
  ({
    payOrderId: 'P1',
    orderNo: 'L20260101000001',
    purpose: 'repay',
    amount,
    channelId: 'mpesa',
    state,
  }) as PayOrder;
const events = () => readOutbox().events.map(({ event, values }) => (values ? [event, values] : [event]));

describe('the funnel, once per occurrence', () => {
  it('sends each outcome once, however often the order is read, and only for an order seen pending', () => {
    onReply('portal/homepage/data', {}, { order: order('approved') }); // history: not seen pending
    expect(events()).toEqual([]);
    onReply(
      'loan/loan-order/apply-market',
      { productId: 'p2', amount: 20000 },
      { orderNo: 'L20260101000001' },
    );
    onReply('portal/homepage/data', {}, { order: order('under_review') });
    onReply('portal/homepage/data', {}, { order: order('approved') });
    onReply('portal/loan/order/latest', {}, order('approved'));
    onReply('portal/homepage/data', {}, { order: order('repaying') });
    onReply('portal/homepage/data', {}, { order: order('repaying') });
    onReply('portal/repayment/detail', {}, order('repaying'));
    onReply('portal/repayment/status', { payOrderId: 'P1' }, payOrder('pending', 21800));
    onReply('portal/repayment/status', { payOrderId: 'P1' }, payOrder('paid', 21800));
    onReply('portal/repayment/status', { payOrderId: 'P1' }, payOrder('paid', 21800));
    expect(events()).toEqual([
      ['loan_apply', { product: 'p2', amount: 20000 }],
      ['loan_approved', { product: 'p2', amount: 20000 }],
      ['loan_disbursed', { product: 'p2', amount: 20000 }],
      ['repayment_paid', { kind: 'full', channel: 'mpesa', amount: 21800 }],
    ]);
  });

  it('counts a new feedback ticket, not an edit of one', () => {
    onReply('feedback/create', { type: 1, content: NAME }, { feedbackId: 'f1' });
    onReply('feedback/create', { type: 1, content: NAME, feedbackId: 'f1' }, { feedbackId: 'f1' });
    expect(events()).toEqual([['feedback_sent']]);
    expect(queuedText()).not.toContain(NAME);
  });
});

describe('client error reports', () => {
  it('leave no token, number, national ID, typed text, e-mail or query string', () => {
    session.token = TOKEN;
    document.body.innerHTML = `<input value="${NAME}"><textarea>my loan is late</textarea>`;
    const error = new Error(
      `failed for ${MOBILE} (+255 712 345 678) id ${NATIONAL_ID} by ${NAME}: "my loan is late" token=${TOKEN} ` +
        `at https://x.test/#/repay?orderNo=L1&mobile=${MOBILE} mail neema@example.com Bearer abc.def`,
    );
    const built = buildReport('error', error);
    const text = JSON.stringify(built);
    for (const secret of [
      MOBILE,
      '712 345 678',
      NATIONAL_ID,
      NAME,
      'my loan is late',
      TOKEN,
      'orderNo',
      'neema@',
      'abc.def',
    ]) {
      expect(text, secret).not.toContain(secret);
    }
    expect(built.message).toContain('failed for');
    expect(built).toMatchObject({ kind: 'error', market: 'tz', buildId: 'dev' });
    expect(scrubText('#/repay/detail?orderNo=L20260101000001')).toBe('#/repay/detail');
  });

  it('say the route without its query, the build, the versions, the language and the market', () => {
    history.replaceState(null, '', `/#/repay/detail?orderNo=L1&mobile=${MOBILE}`);
    const built = buildReport('boundary', new TypeError('x is undefined'));
    expect(built).toMatchObject({
      kind: 'boundary',
      message: 'TypeError: x is undefined',
      route: '#/repay/detail',
      buildId: expect.any(String),
      appVersion: expect.any(String),
      webView: expect.any(String),
      language: expect.stringMatching(/^(en|sw)$/),
      market: 'tz',
    });
    expect(built.stack).toContain('TypeError');
  });

  it('are bounded: the same error once, at most MAX_REPORTS in a page load (a loop of errors)', () => {
    for (let i = 0; i < 5; i += 1) report('error', new Error('the same error'));
    expect(readOutbox().errors).toHaveLength(1);
    for (let i = 0; i < 100; i += 1) report('rejection', new Error(`error number ${'x'.repeat(i % 50)}${i}`));
    expect(readOutbox().errors).toHaveLength(MAX_REPORTS);
  });

  it('inside the app go through reportError, and to the queue when the app does not know it', async () => {
    const sent: Array<{ action: string; payload: { reports: unknown[] } }> = [];
    window.JSBridge = {
      postMessage(message) {
        const parsed = JSON.parse(message) as { id: string; action: string; payload: { reports: unknown[] } };
        sent.push(parsed);
        const reply = JSON.stringify({ ok: sent.length === 1 });
        setTimeout(() => window.onNativeResult?.(parsed.id, reply), 0);
      },
    };
    report('error', new Error('first'));
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.action).toBe('reportError');
    expect(sent[0]?.payload.reports[0]).toMatchObject({ kind: 'error', message: 'Error: first' });
    report('error', new Error('second')); // this app answers ok: false now
    await vi.waitFor(() => expect(readOutbox().errors).toHaveLength(1));
    expect(readOutbox().errors[0]).toMatchObject({ message: 'Error: second' });
  });

  it('never throw, even when storage refuses them', () => {
    const setItem = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('QuotaExceededError');
    });
    expect(() => report('error', new Error('storage is full'))).not.toThrow();
    expect(() => track('account_deleted', {})).not.toThrow();
    setItem.mockRestore();
  });
});

describe('the queue of a plain browser', () => {
  it('waits while offline, then goes as one batch per kind and leaves the queue once taken', async () => {
    const batches: Outbox[] = [];
    setBatchSender(async (batch) => {
      batches.push(batch);
    });
    setOnline(false);
    track('af_login', { method: 'web' });
    report('error', new Error('offline error'));
    for (let i = 0; i < FLUSH_AT + 3; i += 1) track('application_step', { step: 'work' });
    await flushOutbox();
    expect(batches).toEqual([]);
    expect(readOutbox().events.length).toBeGreaterThanOrEqual(FLUSH_AT);

    setOnline(true);
    await flushOutbox();
    expect(batches).toHaveLength(1);
    expect(batches[0]?.events[0]).toMatchObject({ event: 'af_login', values: { method: 'web' } });
    expect(batches[0]?.errors).toEqual([expect.objectContaining({ message: 'Error: offline error' })]);
    expect(localStorage.getItem(OUTBOX_KEY)).toBeNull();
  });

  it('keeps the batch when sending fails, and sends it when the page is hidden', async () => {
    let fail = true;
    const batches: Outbox[] = [];
    setBatchSender(async (batch) => {
      if (fail) throw new Error('HTTP 502');
      batches.push(batch);
    });
    track('account_deleted', {});
    await flushOutbox();
    expect(readOutbox().events).toHaveLength(1);
    fail = false;
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
    document.dispatchEvent(new Event('visibilitychange'));
    await vi.waitFor(() => expect(batches).toHaveLength(1));
    expect(batches[0]?.events.map((item) => item.event)).toEqual(['account_deleted']);
    await vi.waitFor(() => expect(localStorage.getItem(OUTBOX_KEY)).toBeNull());
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'visible' });
  });
});
