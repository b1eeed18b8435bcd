import { afterAll, describe, expect, test } from 'vitest';
import enFaq from '../../content/faq/en.json';
import swFaq from '../../content/faq/sw.json';
import tz from '../../markets/tz.json';
import { openPhone } from '../helpers/browser.ts';
import { control as sandboxControl } from '../helpers/sandbox.ts';
import { expectHeading, expectToast, fill, TEXT, type Lang } from './app-steps.ts';
import { accessibilityProblems } from './repay-steps.ts';
import { e2eFile } from './setup.ts';

/**
 * Me and the user centre against the sandbox (issue 10): Me's entries and coupon count, customer service's
 * hours from the market data, the FAQ following the language chosen on the language screen, Open app with
 * and without a download link, and every agreement route in both languages.
 */
const { baseURL, getBrowser, closeAfterTest, newBorrower } = e2eFile();
const en = TEXT.en;

async function control(path: string, body: unknown): Promise<unknown> {
  const reply = await sandboxControl(baseURL, 'POST', path, body);
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return reply.body;
}

afterAll(async () => {
  await control('app-download', { url: null });
});

describe('Me', () => {
  test('shows every entry, and the number of unused coupons on the coupons entry', async () => {
    const { page, mobile } = await newBorrower();
    await control('coupons/grant', { mobile });
    await control('coupons/grant', { mobile, amount: 1000 });
    await page.goto(`${baseURL}#/me`);
    await expectHeading(page, en.me.title);
    const coupons = page.getByRole('link', { name: new RegExp(`^${en.me.coupon}`) });
    await expect
      .poll(() => coupons.textContent(), { timeout: 10_000 })
      .toContain(fill(en.me.couponsAvailable, { count: 2 }));
    expect(await coupons.getAttribute('href')).toBe('#/me/coupons');
    const entries: Array<[string, string]> = [
      [en.me.feedback, '#/feedback/feedback_list'],
      [en.me.faq, '#/user_center/faq'],
      [en.me.about, '#/user_center/about_us'],
      [en.me.customerService, '#/user_center/customer_services'],
      [en.me.settings, '#/user_center/settings'],
      [en.me.privacy, '#/privacy'],
      [en.me.terms, '#/service'],
      [en.me.renewal, '#/convenios'],
    ];
    for (const [name, href] of entries) {
      expect(await page.getByRole('link', { name, exact: true }).getAttribute('href'), name).toBe(href);
    }
    expect(await accessibilityProblems(page)).toEqual([]);
  });
});

describe('customer service and about us', () => {
  test('show the support hours, phone and e-mail, and the licensed lender, from the market data', async () => {
    const { page } = await newBorrower();
    await page.goto(`${baseURL}#/user_center/customer_services`);
    await expectHeading(page, en.screens.customerServices);
    const { support } = tz;
    await page
      .getByText(
        fill(en.userCenter.hours, {
          opens: support.opens,
          closes: support.closes,
          timeZone: support.timeZone,
        }),
      )
      .waitFor();
    expect(support.opens).toBe('9:00');
    expect(support.closes).toBe('18:00');
    const call = page.getByRole('link', {
      name: new RegExp(`^${fill(en.userCenter.call, { phone: support.phone }).replace('+', '\\+')}`),
    });
    expect(await call.getAttribute('href')).toBe(`tel:${support.phone.replace(/\s/g, '')}`);
    expect((await call.boundingBox())?.height).toBeGreaterThanOrEqual(44);
    const write = page.getByRole('link', {
      name: new RegExp(`^${fill(en.userCenter.write, { email: support.email })}`),
    });
    expect(await write.getAttribute('href')).toBe(`mailto:${support.email}`);
    expect(await accessibilityProblems(page)).toEqual([]);

    await page.goto(`${baseURL}#/user_center/about_us`);
    await expectHeading(page, en.screens.aboutUs);
    await page.getByText(tz.lender.name, { exact: true }).waitFor();
    await page.getByText(tz.lender.licence.en, { exact: true }).waitFor();
    expect(await accessibilityProblems(page)).toEqual([]);
  });
});

const firstQuestion = (faq: typeof enFaq) => faq.sections[0]!.items[0]!.question;

describe('FAQ', () => {
  test('switches from English to Kiswahili when Kiswahili is chosen on the language screen', async () => {
    const { page } = await newBorrower();
    await page.goto(`${baseURL}#/user_center/faq`);
    await expectHeading(page, en.screens.faq);
    const english = page.getByRole('button', { name: firstQuestion(enFaq) });
    await english.click();
    expect(await english.getAttribute('aria-expanded')).toBe('true');
    expect(await accessibilityProblems(page)).toEqual([]);
    await page
      .getByText(enFaq.sections[0]!.items[0]!.answer[0]!.replace('{{minAge}}', String(tz.agreement.minAge)))
      .waitFor();

    await page.goto(`${baseURL}#/user_center/language`);
    await expectHeading(page, en.language.title);
    await page.getByRole('radio', { name: TEXT.sw.language.sw }).check();
    await expectToast(page, TEXT.sw.language.changed);

    await page.goto(`${baseURL}#/user_center/faq`);
    await expectHeading(page, TEXT.sw.screens.faq);
    await page.getByRole('button', { name: firstQuestion(swFaq) }).waitFor();
    expect(await page.getByRole('button', { name: firstQuestion(enFaq) }).count()).toBe(0);
  });
});

describe('open app', () => {
  test("offers the download link, and says 'Please configure the link' when there is none", async () => {
    const { page } = closeAfterTest(await openPhone(await getBrowser(), { baseURL }));
    await control('app-download', { url: null });
    await page.goto(`${baseURL}#/user_center/open_app`);
    await expectHeading(page, en.screens.openApp);
    const download = page.getByRole('link', { name: en.userCenter.download });
    await download.waitFor();
    expect(await download.getAttribute('href')).toMatch(
      /^https:\/\/play\.google\.com\/store\/apps\/details\?id=/,
    );
    expect(await accessibilityProblems(page)).toEqual([]);

    await control('app-download', { url: '' });
    await page.reload();
    await page.getByText('Please configure the link', { exact: true }).waitFor();
    expect(en.userCenter.noLink).toBe('Please configure the link');
    expect(await download.count()).toBe(0);
    expect(await accessibilityProblems(page)).toEqual([]);
  });
});

describe('documents', () => {
  const ROUTES: Array<[string, 'policy' | 'service' | 'renewal']> = [
    ['/policy', 'policy'],
    ['/privacy', 'policy'],
    ['/service', 'service'],
    ['/agreements', 'service'],
    ['/convenios', 'renewal'],
  ];
  test.each<[Lang, string]>([
    ['en', 'en-US'],
    ['sw', 'sw-TZ'],
  ])('every agreement route opens in %s, with the lender filled in', async (lang, locale) => {
    const t = TEXT[lang];
    const { page } = closeAfterTest(
      await openPhone(await getBrowser(), { baseURL, locale: locale as 'en-US' | 'sw-TZ' }),
    );
    for (const [path, title] of ROUTES) {
      await page.goto(`${baseURL}#${path}`);
      await expectHeading(page, t.screens[title]);
      await page.getByText(fill(t.documents.issuedBy, { lender: tz.lender.name }), { exact: true }).waitFor();
      expect(await page.locator('article').getAttribute('lang'), path).toBe(lang);
      expect(await page.getByRole('heading', { level: 2 }).count(), path).toBeGreaterThan(2);
      expect(await page.locator('article').textContent(), path).not.toContain('{{');
      const size = await page
        .locator('article p')
        .first()
        .evaluate((p) => parseFloat(getComputedStyle(p).fontSize));
      expect(size).toBeGreaterThanOrEqual(16);
      expect(await accessibilityProblems(page), path).toEqual([]);
    }
  });
});
