import type { Page } from 'playwright-core';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, inject, test } from 'vitest';
import { openPhone, type Phone } from '../helpers/browser.ts';
import { controlOk, uniqueMobile } from '../helpers/sandbox.ts';
import { EVENTS, scrubValues } from '../../src/telemetry/events.ts';
import { expectHeading, registerThroughUi, TEXT } from './app-steps.ts';
import { fillPersonal, fillWork } from './kyc-steps.ts';
import { e2eFile } from './setup.ts';

/**
 * Issue 25 end to end (docs/analytics.md): the funnel's events and the client error reports, inside the
 * app through the fake native shell (which keeps every message it receives: `window.fakeNative.received()`)
 * and in a plain browser through the sandbox (`GET /__sandbox/telemetry`).
 */
const { baseURL, sb, getBrowser, closeAfterTest } = e2eFile();
const en = TEXT.en;

/** What the personal and work forms had typed into them (kyc-steps.ts): none of it may leave. */
const TYPED = [
  'Amani',
  'Juma',
  '19900615123450000127',
  'Mtaa wa Uhuru',
  'amani.juma',
  '0712345678',
  '0754000001',
];

type Received = {
  action: string;
  payload: { event?: string; values?: Record<string, unknown>; reports?: unknown[] };
};
const received = (page: Page) => page.evaluate(() => (window.fakeNative?.received() ?? []) as Received[]);

async function appPhone(settings: Record<string, string>, hash: string): Promise<Phone> {
  const phone = closeAfterTest(await openPhone(await getBrowser(), { baseURL }));
  const query = new URLSearchParams({ fakeNative: '1', delay: '50', ...settings });
  await phone.page.goto(`${baseURL}?${query.toString()}${hash}`);
  return phone;
}

/** An uncaught error and an unhandled rejection, thrown by the page itself. */
async function throwBoth(page: Page, tag: string): Promise<void> {
  await page.evaluate((name) => {
    setTimeout(() => {
      throw new Error(`thrown ${name}`);
    }, 0);
    void Promise.reject(new Error(`rejected ${name}`));
  }, tag);
}

describe('the funnel inside the app', () => {
  test(
    "a new borrower's journey sends its events through logEventByAF in order, once each, with nothing typed",
    { timeout: 120_000 },
    async () => {
      const mobile = uniqueMobile('approved');
      const { page } = await appPhone({ token: '0', login: 'dismiss', mobile }, '#/user/register');
      await expectHeading(page, en.auth.registerTitle);
      await registerThroughUi(page, 'en', mobile);
      await expectHeading(page, en.home.title);
      await page.getByRole('button', { name: en.home.apply }).click();
      await expectHeading(page, en.screens.personalInfo);
      await fillPersonal(page, 'en');
      await page.getByRole('button', { name: en.forms.common.next }).click();
      await expectHeading(page, en.screens.additionalInfo);
      await fillWork(page, 'en');
      await page.getByRole('button', { name: en.forms.common.next }).click();
      await expectHeading(page, en.screens.idCard);

      // The rest of the application behind the app's back (its steps are the unit test's), then apply.
      await sb.fillProfile(mobile, 'questionnaire');
      await page.goto(`${baseURL}#/`);
      await page.getByRole('button', { name: en.home.apply }).click();
      await expectHeading(page, en.screens.confirmBorrow);
      await page.getByRole('checkbox').check();
      await page.getByRole('button', { name: en.borrow.apply, exact: true }).click();
      await expectHeading(page, en.screens.reviewTips);
      await sb.decideNow(mobile);
      await page.getByText(en.borrow.approvedTitle, { exact: true }).waitFor();
      await page.getByRole('button', { name: en.loan.action.getMoney }).click();
      await expectHeading(page, en.screens.lending);
      await sb.decideNow(mobile);
      await page.getByText(en.loan.state.repaying, { exact: true }).waitFor({ timeout: 15_000 });

      // Home, then the app reopened: the same order read again sends nothing again.
      await page.goto(`${baseURL}#/`);
      await page.getByTestId('order-status').getByText(en.loan.state.repaying, { exact: true }).waitFor();
      await page.reload();
      await page.getByTestId('order-status').getByText(en.loan.state.repaying, { exact: true }).waitFor();
      const { loans } = await sb.loans(mobile);
      const { productId, amount } = loans[0] ?? {};
      const events = () =>
        received(page).then((messages) =>
          messages
            .filter((message) => message.action === 'logEventByAF')
            .map(({ payload }) => [payload.event, payload.values] as const),
        );
      await expect.poll(events, { timeout: 10_000 }).toEqual([
        ['af_complete_registration', { af_registration_method: 'web' }],
        ['application_step', { step: 'personal' }],
        ['application_step', { step: 'work' }],
        ['loan_apply', { product: productId, amount }],
        ['loan_approved', { product: productId, amount }],
        ['loan_disbursed', { product: productId, amount }],
      ]);
      const sent = await events();
      for (const [event, values] of sent) {
        expect(Object.keys(EVENTS)).toContain(event);
        expect(scrubValues(event ?? '', values ?? {})).toEqual(values ?? {});
      }
      const text = JSON.stringify(sent);
      for (const typed of [mobile, ...TYPED]) expect(text).not.toContain(typed);
    },
  );

  test('a thrown error and a rejected promise reach the bridge as reportError, scrubbed', async () => {
    const mobile = uniqueMobile();
    // A visitor (the app has no session): the reports need none.
    const { page } = await appPhone({ token: '0', mobile }, `#/me?from=${mobile}`);
    await expectHeading(page, en.me.title);
    await throwBoth(page, 'inside the app');
    const reports = async () =>
      (await received(page))
        .filter((message) => message.action === 'reportError')
        .flatMap(({ payload }) => (payload.reports ?? []) as Array<Record<string, unknown>>);
    await expect
      .poll(async () => (await reports()).map((r) => `${String(r.kind)}: ${String(r.message)}`).sort(), {
        timeout: 10_000,
      })
      .toEqual(['error: Error: thrown inside the app', 'rejection: Error: rejected inside the app']);
    for (const report of await reports()) {
      expect(report).toMatchObject({
        route: '#/me',
        buildId: expect.stringMatching(/^\w+$/),
        appVersion: expect.stringMatching(/^\d+\.\d+\.\d+/),
        webView: expect.stringMatching(/^\d+\./),
        language: 'en',
        market: 'tz',
      });
      expect(String(report.stack)).toContain(`Error: ${String(report.message).replace('Error: ', '')}`);
      expect(JSON.stringify(report)).not.toContain(mobile);
    }
  });
});

describe('source maps', () => {
  test('are made for the build, kept beside its folder, and named by no shipped file', () => {
    const outDir = inject('outDir');
    const shipped = readdirSync(outDir, { recursive: true }).map(String);
    expect(shipped.filter((file) => file.endsWith('.map'))).toEqual([]);
    for (const file of shipped.filter((name) => name.endsWith('.js'))) {
      expect(readFileSync(path.join(outDir, file), 'utf8'), file).not.toContain('sourceMappingURL');
    }
    expect(readFileSync(path.join(outDir, 'sw.js'), 'utf8')).not.toContain('.map"');
    const [buildId, ...others] = readdirSync(`${outDir}-sourcemaps`);
    expect(others).toEqual([]);
    const maps = readdirSync(path.join(`${outDir}-sourcemaps`, buildId ?? ''), { recursive: true }).map(
      String,
    );
    const entry = shipped.find((file) => /^assets[/\\]index-[\w-]+\.js$/.test(file));
    expect(entry).toBeDefined();
    expect(maps).toContain(`${entry}.map`);
  });
});

describe('a plain browser', () => {
  afterEach(() => sb.clearFaults());

  test('errors and the funnel wait in the queue and reach the sandbox, which shows them', async () => {
    const phone = closeAfterTest(await openPhone(await getBrowser(), { baseURL }));
    const { page } = phone;
    const since = Date.now();
    // A reply the app cannot read is reported too (kind api).
    await sb.faults({ mode: 'malformed', path: 'portal/homepage/data' });
    await page.goto(`${baseURL}#/`);
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('telemetry:outbox') ?? ''))
      .toContain('"kind":"api"');
    await page.goto(`${baseURL}#/yx1?afid=e2eTelemetry`);
    await page.locator('h1').first().waitFor();
    await throwBoth(page, 'in a browser');
    await expect
      .poll(() =>
        page.evaluate(() => JSON.parse(localStorage.getItem('telemetry:outbox') ?? '{}') as unknown),
      )
      .toMatchObject({ errors: [{}, {}, {}] });

    // The borrower leaves the page (the app goes to the background): the queue goes.
    await page.evaluate(() => {
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
      document.dispatchEvent(new Event('visibilitychange'));
    });
    const control = async () => {
      const { events, errors } = await controlOk<{
        events: Array<{ event: string; values?: Record<string, unknown>; receivedAt: number }>;
        errors: Array<{ kind: string; message: string; route: string; receivedAt: number }>;
      }>(baseURL, 'GET', 'telemetry');
      return {
        events: events.filter((e) => e.receivedAt >= since).map((e) => [e.event, e.values]),
        errors: errors
          .filter((e) => e.receivedAt >= since)
          .map((e) => `${e.kind}: ${e.kind === 'api' ? 'ApiError' : e.message} on ${e.route}`)
          .sort(),
      };
    };
    await expect.poll(control, { timeout: 10_000 }).toEqual({
      events: [['promotion_landing', { page: 'yx1', afid: 'e2eTelemetry' }]],
      errors: [
        'api: ApiError on #/',
        'error: Error: thrown in a browser on #/yx1',
        'rejection: Error: rejected in a browser on #/yx1',
      ],
    });
    await expect.poll(() => page.evaluate(() => localStorage.getItem('telemetry:outbox'))).toBeNull();
  });
});
