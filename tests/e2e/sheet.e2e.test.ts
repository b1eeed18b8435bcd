import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Locator, Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { expectHeading, TEXT } from './app-steps.ts';
import { openPicker, pickerButton } from './kyc-steps.ts';
import { e2eFile } from './setup.ts';

/**
 * The option sheet and the confirmation dialog (the browser's modal <dialog>) in Chromium: what a person
 * can do to close them (Escape, a tap on the dim, a choice, a button), where focus goes in and comes back,
 * that the page behind neither scrolls nor takes focus, that motion stops for those who ask, and axe.
 */
const { baseURL, newBorrower } = e2eFile();
const en = TEXT.en;
const p = en.forms.personal;
const axeSource = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

const isFocused = (locator: Locator) => locator.evaluate((element) => element === document.activeElement);
const focusInside = (locator: Locator) =>
  locator.evaluate((element) => element.contains(document.activeElement));

/** Serious or critical axe findings inside `selector`, as `rule: targets`. */
async function axeFindings(page: Page, selector: string): Promise<string[]> {
  // Evaluated, not added as a <script>: the app's Content-Security-Policy refuses inline scripts.
  await page.evaluate(readFileSync(axeSource, 'utf8'));
  type Found = {
    violations: Array<{ id: string; impact: string | null; nodes: Array<{ target: unknown }> }>;
  };
  const found = await page.evaluate(
    (scope) =>
      (window as unknown as { axe: { run(context: string): Promise<Found> } }).axe.run(
        scope,
      ) as Promise<Found>,
    selector,
  );
  return found.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${JSON.stringify(v.nodes.map((n) => n.target))}`);
}

/** The picker named `label` in the form, scrolled into view, its sheet, and how far the page is scrolled. */
async function pickerInView(page: Page, label: string) {
  const opener = pickerButton(page, label);
  const sheet = page.getByRole('dialog', { name: label });
  await opener.scrollIntoViewIfNeeded();
  return { opener, sheet, scrolled: await page.evaluate(() => window.scrollY) };
}

async function personalForm(): Promise<Page> {
  const { page } = await newBorrower();
  await page.goto(`${baseURL}#/auth/personal_infomation`);
  await expectHeading(page, en.screens.personalInfo);
  return page;
}

test('the option sheet: focus in and back, Escape, a tap on the dim, a choice; the page stays put', async () => {
  const page = await personalForm();
  const { opener, sheet, scrolled } = await pickerInView(page, p.residenceType.label);

  // Whatever scrolls from now on (the page is checked below; the dialog must never scroll either: an
  // animation that moves the sheet before the first focus made it jump up and slide back).
  await page.evaluate(() => {
    const scrollers: string[] = [];
    (window as unknown as { scrollers: string[] }).scrollers = scrollers;
    document.addEventListener(
      'scroll',
      (event) => scrollers.push((event.target as Element).nodeName ?? '#document'),
      true,
    );
  });
  await opener.click();
  await sheet.waitFor();
  await page.waitForTimeout(300);
  expect(await page.evaluate(() => (window as unknown as { scrollers: string[] }).scrollers)).not.toContain(
    'DIALOG',
  );
  // Focus starts on the first option (nothing chosen yet), not on the search or the page.
  expect(await isFocused(sheet.getByRole('radio').first())).toBe(true);
  expect(await page.evaluate(() => document.body.style.overflow)).toBe('hidden');
  // Tab and Shift+Tab go round inside the sheet (close button, first option: the options are one stop).
  const stops: string[] = [];
  for (const key of ['Tab', 'Tab', 'Tab', 'Shift+Tab', 'Shift+Tab']) {
    await page.keyboard.press(key);
    stops.push(
      await page.evaluate(() => {
        const active = document.activeElement;
        if (!active?.closest('dialog')) return 'outside';
        return active.getAttribute('aria-label') ?? active.getAttribute('role') ?? active.nodeName;
      }),
    );
  }
  expect(stops).toEqual([en.common.close, 'radio', en.common.close, 'radio', en.common.close]);
  // A swipe over the dim does not scroll the page.
  await page.mouse.move(180, 100);
  await page.mouse.wheel(0, 600);
  await page.waitForTimeout(200);
  expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);

  await page.keyboard.press('Escape');
  await sheet.waitFor({ state: 'detached' });
  expect(await isFocused(opener)).toBe(true);
  expect(await page.evaluate(() => document.body.style.overflow)).toBe('');

  await opener.click();
  await sheet.waitFor();
  // The dim above the sheet (the sheet takes the lower half of a 740 px screen).
  await page.touchscreen.tap(180, 80);
  await sheet.waitFor({ state: 'detached' });
  expect(await isFocused(opener)).toBe(true);
  // Nothing chosen by the tap.
  const shown = await opener.textContent();
  expect(Object.values(en.options.residenceType).filter((option) => shown?.includes(option))).toEqual([]);

  await opener.click();
  await sheet.getByRole('radio', { name: en.options.residenceType['Rented house'], exact: true }).click();
  await sheet.waitFor({ state: 'detached' });
  await expect.poll(() => opener.textContent()).toContain(en.options.residenceType['Rented house']);
  expect(await isFocused(opener)).toBe(true);
  expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);

  // Opened again: on the choice, which is checked.
  await opener.click();
  const chosen = sheet.getByRole('radio', { name: en.options.residenceType['Rented house'], exact: true });
  expect(await chosen.getAttribute('aria-checked')).toBe('true');
  expect(await isFocused(chosen)).toBe(true);
  expect(await axeFindings(page, 'dialog')).toEqual([]);
  const small = await sheet.evaluate((element) =>
    [...element.querySelectorAll('button, input, [role="radio"]')]
      .map((control) => control.getBoundingClientRect())
      .filter((box) => box.width > 0 && (box.width < 44 || box.height < 44)),
  );
  expect(small).toEqual([]);
});

test('a sheet made while the borrower types takes nothing from them; ready, it is out of the way of taps, Tab and screen readers', async () => {
  const { page } = await newBorrower();
  // The page's idle moments are the test's to give: the sheets are made in one while a field has focus.
  await page.addInitScript(() => {
    const held: IdleRequestCallback[] = [];
    const idle = window as unknown as { releaseIdle: () => void };
    window.requestIdleCallback = (run) => held.push(run);
    window.cancelIdleCallback = (id) => {
      held[id - 1] = () => {};
    };
    idle.releaseIdle = () => {
      for (const run of held.splice(0)) run({ didTimeout: false, timeRemaining: () => 50 });
    };
  });
  // A new document (a hash alone would keep the old one, without the script above).
  await page.goto('about:blank');
  await page.goto(`${baseURL}#/auth/personal_infomation`);
  await expectHeading(page, en.screens.personalInfo);
  const name = page.getByLabel(p.firstName.label, { exact: true });
  await name.click();
  await page.keyboard.type('Ama');
  await name.evaluate((field) => {
    const seen = window as unknown as { blurs: number };
    seen.blurs = 0;
    field.addEventListener('blur', () => (seen.blurs += 1));
  });
  expect(await page.locator('dialog').count()).toBe(0);

  // Every picker's sheet is made in the idle moment, closed.
  await page.evaluate(() => (window as unknown as { releaseIdle: () => void }).releaseIdle());
  const pickers = await page.locator('form [aria-haspopup="dialog"]').count();
  expect(pickers).toBeGreaterThan(0);
  await expect
    .poll(() => page.evaluate(() => document.querySelectorAll('dialog[data-state="closed"]').length))
    .toBe(pickers);
  // The field kept its focus throughout (a blur would close a phone's keyboard) and typing goes on.
  expect(await page.evaluate(() => (window as unknown as { blurs: number }).blurs)).toBe(0);
  await page.keyboard.type('ni');
  expect(await name.inputValue()).toBe('Amani');
  expect(await isFocused(name)).toBe(true);
  // Nothing of the sheets shows or is read, a tap where one would be reaches the page, Tab goes on in the form.
  expect(await page.getByRole('dialog').count()).toBe(0);
  expect(await page.locator('dialog').getByRole('radio').count()).toBe(0);
  expect(
    await page.evaluate(() => document.elementFromPoint(180, 600)?.closest('dialog') ?? null),
  ).toBeNull();
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => document.activeElement?.closest('dialog') ?? null)).toBeNull();
  expect(await axeFindings(page, 'body')).toEqual([]);

  // A search left in a sheet is gone when it opens again.
  const opener = page.locator('form').getByRole('button', { name: new RegExp(`^${p.state.label}`) });
  const sheet = page.getByRole('dialog', { name: p.state.label });
  await opener.click();
  const all = await sheet.getByRole('radio').count();
  await sheet.getByRole('searchbox').fill('dar');
  await expect.poll(() => sheet.getByRole('radio').count()).toBeLessThan(all);
  await page.keyboard.press('Escape');
  await sheet.waitFor({ state: 'detached' });
  await opener.click();
  expect(await sheet.getByRole('searchbox').inputValue()).toBe('');
  expect(await sheet.getByRole('radio').count()).toBe(all);
  expect(await isFocused(sheet.getByRole('radio').first())).toBe(true);
});

test('opened on a choice far down a long list, the list scrolls to it and the page does not move', async () => {
  const page = await personalForm();
  const { opener, sheet, scrolled } = await pickerInView(page, p.state.label);
  await opener.click();
  const last = sheet.getByRole('radio').last();
  const name = (await last.textContent()) ?? '';
  await last.click();
  await sheet.waitFor({ state: 'detached' });
  await expect.poll(() => opener.textContent()).toContain(name);

  await opener.click();
  const chosen = sheet.getByRole('radio', { name, exact: true });
  expect(await chosen.getAttribute('aria-checked')).toBe('true');
  expect(await isFocused(chosen)).toBe(true);
  const shown = await chosen.evaluate((radio) => {
    const list = radio.closest('[role="radiogroup"]');
    if (!list || list.scrollTop === 0) return false;
    const [frame, box] = [list.getBoundingClientRect(), radio.getBoundingClientRect()];
    return box.top >= frame.top && box.bottom <= frame.bottom + 1;
  });
  expect(shown).toBe(true);
  expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
});

test('motion stops for a borrower who asks for less', async () => {
  const page = await personalForm();
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const sheet = await openPicker(page, p.residenceType.label);
  await sheet.waitFor();
  const animations = await sheet.evaluate((dialog) => [
    getComputedStyle(dialog, '::before').animationName,
    ...[dialog, ...dialog.querySelectorAll('*')].map((element) => getComputedStyle(element).animationName),
  ]);
  expect(animations.filter((name) => name !== 'none')).toEqual([]);
});

test('the log-out dialog: focus on Cancel and back on the cell; Escape and a tap on the dim close it', async () => {
  const { page } = await newBorrower();
  await page.goto(`${baseURL}#/user_center/settings`);
  await expectHeading(page, en.settings.title);
  const cell = page.getByRole('button', { name: en.settings.logout });
  const dialog = page.getByRole('dialog', { name: en.settings.logoutConfirmTitle });

  await cell.click();
  await dialog.waitFor();
  expect(await isFocused(dialog.getByRole('button', { name: en.common.cancel }))).toBe(true);
  expect(await axeFindings(page, 'dialog')).toEqual([]);
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });
  expect(await isFocused(cell)).toBe(true);

  await cell.click();
  await dialog.waitFor();
  expect(await focusInside(dialog)).toBe(true);
  await page.touchscreen.tap(180, 40);
  await dialog.waitFor({ state: 'detached' });
  expect(await isFocused(cell)).toBe(true);
  // Still logged in: closing is not answering.
  await expectHeading(page, en.settings.title);
});
