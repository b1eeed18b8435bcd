import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { openPhone } from '../helpers/browser.ts';
import { settle, trackRequests } from '../helpers/layout.ts';
import { makeIdPhoto, photoFolder } from '../helpers/photos.ts';
import { uniqueMobile } from '../helpers/sandbox.ts';
import { cspDirectives } from '../../scripts/csp-plugin.ts';
import { idCardFront } from './borrow-steps.ts';
import { expectHeading, registerThroughUi, TEXT } from './app-steps.ts';
import { pick } from './kyc-steps.ts';
import { e2eFile } from './setup.ts';

/**
 * The built app under its own strict Content-Security-Policy (issue 7): the policy ships in index.html
 * and with `npm run serve`'s headers, and a walk through every screen, a dialog, a sheet and a photo
 * preview meets no violation (no inline <style>, no data: image, no inline script).
 */
const { baseURL, sb, getBrowser, closeAfterTest } = e2eFile();
const en = TEXT.en;

/** Runs in the page before the app: every violation the browser reports, kept in `window.cspViolations`. */
function recordViolations(): void {
  const seen: string[] = [];
  (window as unknown as { cspViolations: string[] }).cspViolations = seen;
  document.addEventListener('securitypolicyviolation', (event) => {
    seen.push(`${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} (${location.hash})`);
  });
}
const violations = (page: Page) =>
  page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);

describe('Content-Security-Policy', () => {
  test('index.html carries the policy; npm run serve sends it with frame-ancestors and the security headers', async () => {
    const response = await fetch(baseURL);
    const policy = response.headers.get('content-security-policy') ?? '';
    for (const directive of cspDirectives()) expect(policy).toContain(directive);
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).not.toContain('unsafe-inline');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('no-referrer');
    const html = await response.text();
    const meta = /<meta http-equiv="Content-Security-Policy" content="([^"]*)"/.exec(html)?.[1] ?? '';
    expect(meta.replace(/&#39;/g, "'")).toBe(cspDirectives().join('; '));
    expect(html).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/); // no inline script
    expect(html).not.toContain('data:');
  });

  test(
    'every screen, a dialog, a sheet and a photo preview: no violation',
    { timeout: 120_000 },
    async () => {
      const phone = closeAfterTest(await openPhone(await getBrowser(), { baseURL }));
      const { page } = phone;
      await page.addInitScript(recordViolations);
      trackRequests(page);
      const mobile = uniqueMobile();
      await page.goto(`${baseURL}#/user/register`);
      await registerThroughUi(page, 'en', mobile);
      await expectHeading(page, en.home.title);

      const screens: Array<[string, string]> = [
        ['#/', en.home.title],
        ['#/records', en.records.title],
        ['#/me', en.me.title],
        ['#/user_center/language', en.language.title],
        ['#/user/nation', en.nation.title],
        ['#/auth/additionalInfomation', en.screens.additionalInfo],
        ['#/auth/loan_question', en.screens.loanQuestion],
        ['#/bank_account/add_bankcard', en.screens.bankCard],
        ['#/pop', en.screens.permission],
        ['#/yx1', en.screens.promotion],
        ['#/borrow/confirm_borrow', en.screens.confirmBorrow],
        ['#/no/such/page', en.screens.notFoundTitle],
      ];
      for (const [hash, title] of screens) {
        await page.goto(`${baseURL}${hash}`);
        await expectHeading(page, title);
        await settle(page); // the screen's code, styles and data in, as drawn (a hash change has no load state)
      }

      // A sheet picker (personal information) and a dialog (log out?), both with the scroll lock.
      await page.goto(`${baseURL}#/auth/personal_infomation`);
      await expectHeading(page, en.screens.personalInfo);
      await pick(page, en.forms.personal.state.label, 'Dar es Salaam');
      await page.goto(`${baseURL}#/user_center/settings`);
      await expectHeading(page, en.settings.title);
      await page.getByRole('button', { name: en.settings.logout }).click();
      await page.getByRole('dialog').waitFor();
      expect(await page.evaluate(() => document.body.style.overflow)).toBe('hidden');
      await page.getByRole('dialog').getByRole('button', { name: en.common.cancel }).click();
      await page.getByRole('dialog').waitFor({ state: 'detached' });
      expect(await page.evaluate(() => document.body.style.overflow)).toBe('');

      // A photo preview (blob: image) on the ID card screen.
      await sb.fillProfile(mobile, 'work');
      const photo = await makeIdPhoto(await getBrowser(), photoFolder().path('csp-front.jpg'), {
        width: 1200,
        height: 900,
        seed: 7,
      });
      await idCardFront(page, baseURL, 'en', photo.path);

      expect(await violations(page)).toEqual([]);
      expect(phone.errors.filter((e) => /Content Security Policy/i.test(e))).toEqual([]);
    },
  );
});
