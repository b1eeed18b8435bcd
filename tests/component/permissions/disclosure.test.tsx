// First: the gate's stand-ins, before anything that imports what they stand in for.
import { api, native, NONE } from '../../helpers/collection-gate.ts';
import { en, sw } from '../../helpers/texts.ts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import ke from '../../../markets/ke.json';
import tz from '../../../markets/tz.json';
import { setLanguage } from '../../../src/i18n/i18n.ts';
import type { Market } from '../../../src/store/market.ts';
import { renderScreen } from '../../helpers/render-screen.tsx';

/**
 * The permission disclosure (/pop, /pre) and the data-collection gate read the same market data, so the
 * borrower is told of every kind of data the native app will be asked for (docs/decisions.md). Both are driven
 * here as they run: the gate asks a fake native app, the screen is drawn; what the gate asked for must
 * all be on the screen, in both languages. The old screen listed camera and location while the gate
 * asked for device information, photo details and location.
 */

const { passCollectionGate } = await import('../../../src/loan/collection-gate.ts');
const { disclosedData } = await import('../../../src/loan/data-disclosure.ts');
const { default: PermissionsScreen } =
  await import('../../../src/features/permissions/PermissionsScreen.tsx');

beforeEach(() => {
  api.enable.mockResolvedValue({ enableTimeSdk: true });
  api.status.mockResolvedValue(NONE);
  native.inApp.mockReturnValue(true);
  native.collect.mockResolvedValue({ collected: true, skipped: false });
});
afterEach(async () => {
  cleanup();
  await setLanguage('en');
});

/** The steps the gate asks the native app for, when nothing is collected yet. */
async function stepsTheGateAsks(): Promise<string[]> {
  await passCollectionGate('PO1', 7);
  return native.collect.mock.calls.map(([request]) => (request as { step: string }).step);
}

describe('the permission disclosure and the collection gate', () => {
  it.each([
    ['en', en],
    ['sw', sw],
  ] as const)('lists every kind of data the gate asks the native app for (%s)', async (lang, texts) => {
    await setLanguage(lang);
    const asked = await stepsTheGateAsks();
    expect(asked.length).toBeGreaterThan(0);
    renderScreen(<PermissionsScreen title="screens.permission" />, { lang, at: '/pop' });
    const listed = screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
    const items = texts.permissions.items as Record<string, { title: string; ifRefused: string }>;
    for (const step of asked) {
      expect(listed, `the gate asks for "${step}"`).toContain(items[step]?.title);
      screen.getAllByText(items[step]!.ifRefused);
    }
    // And the camera the ID photos and the face check use, though no collection step asks for it.
    expect(listed).toContain(items.camera!.title);
  });

  it.each([
    ['tz', tz],
    ['ke', ke],
  ] as const)('has words in both languages for everything market %s collects', (_id, file) => {
    const disclosed = disclosedData(file as unknown as Market);
    for (const step of file.collectionSteps) expect(disclosed).toContain(step);
    for (const permission of file.permissions) expect(disclosed).toContain(permission);
    for (const texts of [en, sw]) {
      const items = texts.permissions.items as Record<string, Record<string, string>>;
      for (const id of disclosed)
        for (const part of ['title', 'purpose', 'ifRefused'])
          expect(items[id]?.[part], `${id}.${part}`).toBeTruthy();
    }
  });

  it('refuses a collection step it has no words for, rather than leaving it out', () => {
    expect(() => disclosedData({ permissions: ['camera'], collectionSteps: ['appList'] })).toThrow(
      'collection step "appList" has no disclosure text',
    );
  });
});
