// @vitest-environment node
import type { UserConfig } from 'vite';
import { describe, expect, it, vi } from 'vitest';
import { validateForm } from '../../../src/forms/validate.ts';
import { formModule } from '../../../scripts/forms/vite-plugin.ts';
import { listForms, listMarkets } from '../../../scripts/forms/sources.ts';
import { ROOT, marketDefinition } from '../../helpers/forms.ts';

const context = { nationalLength: 9, today: { day: 22, month: 11, year: 2026 } };

describe('markets are data: a market is its schemas, regions, locale keys and markets/<id>.json', () => {
  it('has the same four forms in Tanzania and Kenya', () => {
    expect(listMarkets(ROOT)).toEqual(['ke', 'tz']);
    for (const market of ['tz', 'ke']) {
      expect(listForms(ROOT, market)).toEqual(['feedback', 'personal', 'questionnaire', 'work']);
    }
  });

  it('builds each form of each market into a module with its precompiled validator', () => {
    for (const market of ['tz', 'ke']) {
      for (const name of listForms(ROOT, market)) {
        const { code } = formModule(ROOT, market, name);
        expect(code).toContain(`"market":"${market}"`);
        expect(code).toMatch(/export const validate\b/);
        expect(code).not.toMatch(/\brequire\(/);
      }
    }
  });

  it('Kenya: an 8-digit national ID, counties and their constituencies, KES income bands', () => {
    const personal = marketDefinition('ke', 'personal');
    const base = {
      firstName: 'Wanjiru',
      lastName: 'Kamau',
      gender: 2,
      nationalId: '12345678',
      inputBirthday: '01-01-1995',
      education: 'Other',
      maritalStatus: 'Unmarried',
      residenceType: 'Others',
      state: 'nairobi',
      city: 'westlands',
      address: 'Waiyaki Way 1',
      preferredLanguage: 'en',
      email: 'wanjiru@yahoo.com',
      whatsappNo: '0712345678',
      cardType: 'National ID',
    };
    expect(validateForm(personal, base, context).errors).toEqual([]);
    const nida = validateForm(personal, { ...base, nationalId: '19900615-12345-00001-27' }, context);
    expect(nida.errors.map((e) => e.key)).toEqual(['forms.ke.nationalId.invalid']);
    const elsewhere = validateForm(personal, { ...base, city: 'ilala' }, context);
    expect(elsewhere.errors.map((e) => e.field)).toEqual(['city']);
    const work = marketDefinition('ke', 'work');
    expect((work.schema.properties as Record<string, { enum?: string[] }>).monthlySalary?.enum?.[0]).toBe(
      'Less than 20000',
    );
  });

  it('picks the market by the build setting VITE_MARKET, and ships only that one', async () => {
    vi.stubEnv('VITE_MARKET', 'ke');
    const { default: config } = await import('../../../vite.config.ts');
    const resolved = await (config as (env: { mode: string; command: 'build' }) => UserConfig)({
      mode: 'production',
      command: 'build',
    });
    const alias = (resolved.resolve?.alias ?? {}) as Record<string, string>;
    expect(alias['#market']?.replace(/\\/g, '/')).toMatch(/\/markets\/ke\.json$/);
    vi.unstubAllEnvs();
    const { market } = await import('../../../src/store/market.ts');
    expect(market).toMatchObject({ id: 'tz', currency: 'TZS', callingCode: '255' }); // the tests' build
  });
});
