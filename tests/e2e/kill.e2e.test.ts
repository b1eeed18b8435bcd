import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, inject, test } from 'vitest';
import { openKillablePhone, type KillablePhone } from '../helpers/browser.ts';
import { uniqueMobile } from '../helpers/sandbox.ts';
import { expectHeading, registerThroughUi, TEXT } from './app-steps.ts';
import { field } from './kyc-steps.ts';

/**
 * Android kills an app in the background without warning. Chromium (like the WebView) commits localStorage
 * to disk only seconds after a write, so a login or a draft written just before the kill used to be lost
 * (issue 7). Each test here kills the whole browser process with SIGKILL, starts it again on the same
 * profile, and looks for what the borrower did. `KILL_AFTER=1,2,4` (seconds, default 1) runs each test for
 * each delay: `npm run bench:kill` reports the table.
 */
const baseURL = inject('baseURL');
const en = TEXT.en;
const DELAYS = (process.env.KILL_AFTER ?? '1').split(',').map(Number);

let phone: KillablePhone | undefined;
const profiles: string[] = [];

function newProfile(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'tz-loan-profile-'));
  profiles.push(dir);
  return dir;
}

async function start(profile: string): Promise<KillablePhone> {
  phone = await openKillablePhone(profile, { baseURL });
  return phone;
}

afterEach(async () => {
  await phone?.context.close().catch(() => undefined);
  phone = undefined;
  for (const dir of profiles.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe.each(DELAYS)('the app process killed %i s after the last thing the borrower did', (seconds) => {
  test('a fresh login is still there', async () => {
    const profile = newProfile();
    const { page, kill } = await start(profile);
    await page.goto(`${baseURL}#/user/register`);
    await registerThroughUi(page, 'en', uniqueMobile());
    await expectHeading(page, en.home.title);
    await page.waitForTimeout(seconds * 1000);
    await kill();

    const again = await start(profile);
    await again.page.goto(`${baseURL}#/user_center/settings`);
    // Still logged in: the guarded settings screen opens, not the login screen.
    await expectHeading(again.page, en.settings.title);
  });

  test('the draft typed into a form is still there', async () => {
    const profile = newProfile();
    const first = await start(profile);
    await first.page.goto(`${baseURL}#/user/register`);
    await registerThroughUi(first.page, 'en', uniqueMobile());
    await expectHeading(first.page, en.home.title);
    // A clean shutdown: the login is on disk whatever the storage, so only the draft is at stake below.
    await first.context.close();

    const typing = await start(profile);
    await typing.page.goto(`${baseURL}#/auth/personal_infomation`);
    await expectHeading(typing.page, en.screens.personalInfo);
    const firstName = field(typing.page, en.forms.personal.firstName.label);
    await firstName.click();
    await typing.page.keyboard.type('Neema', { delay: 50 });
    await field(typing.page, en.forms.personal.lastName.label).click();
    await typing.page.keyboard.type('Mushi', { delay: 50 });
    await typing.page.waitForTimeout(seconds * 1000);
    await typing.kill();

    const again = await start(profile);
    await again.page.goto(`${baseURL}#/auth/personal_infomation`);
    await expectHeading(again.page, en.screens.personalInfo);
    await expect.poll(() => field(again.page, en.forms.personal.firstName.label).inputValue()).toBe('Neema');
    expect(await field(again.page, en.forms.personal.lastName.label).inputValue()).toBe('Mushi');
  });
});
