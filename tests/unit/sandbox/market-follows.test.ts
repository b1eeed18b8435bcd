// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import ke from '../../../markets/ke.json';
import type { TestSandbox } from './helpers.ts';

/**
 * The sandbox serves the market it is started with (VITE_MARKET, as `npm start` and `npm run serve` pass
 * it): a Kenyan build meets a Kenyan server — shillings of Kenya, its wallets, its lender and country —
 * all read from markets/ke.json, the file the app is built with (issue 26: one owner for market facts).
 */
let sb: TestSandbox;
let helpers: typeof import('./helpers.ts');
beforeAll(async () => {
  vi.stubEnv('VITE_MARKET', 'ke');
  vi.resetModules();
  helpers = await import('./helpers.ts');
  sb = await helpers.startSandbox();
});
afterAll(async () => {
  await sb.stop();
  await helpers.removeTempDirs();
  vi.unstubAllEnvs();
});

describe('a sandbox started for Kenya', () => {
  it('advertises its range in KES', async () => {
    const reply = await helpers.get<{ currency: string }>(sb, 'portal/homepage/data', {});
    expect(JSON.stringify(reply.body.data)).toContain('"currency":"KES"');
    expect(JSON.stringify(reply.body.data)).not.toContain('TZS');
  });

  it('sees a Kenyan address, and lists Kenya first', async () => {
    const ip = await helpers.get(sb, 'country/meta/ip', {}, { base: 'cou' });
    expect(ip.body).toEqual({ code: 0, data: { iso: 'KE', callingCode: '254' }, msg: 'ok' });
    const list = await helpers.get<Array<Record<string, string>>>(
      sb,
      'country/meta/code',
      {},
      { base: 'cou' },
    );
    expect(list.body.data[0]).toEqual({ iso: 'KE', name: 'Kenya', callingCode: '254', flag: '🇰🇪' });
    expect(list.body.data.map((c) => c['iso'])).toContain('TZ');
  });

  it('offers Kenya’s payment channels, paid to the Kenyan lender', async () => {
    const { CHANNELS } = await import('../../../sandbox/data/repayment.ts');
    expect(CHANNELS.map((c) => c.channelId)).toEqual(['mpesa', 'airtel', 'bank']);
    expect(new Set(CHANNELS.map((c) => c.accountName))).toEqual(new Set([ke.lender.name]));
    expect(CHANNELS.find((c) => c.channelId === 'bank')?.bankName).toBe('Equity Bank');
  });

  it('binds only a wallet Kenya offers', async () => {
    const { token } = await helpers.register(sb, '712345670', '254');
    const tigo = await helpers.post(
      sb,
      'user/addBankCard',
      { wallet: 'tigo', accountNumber: '0712345670', code: helpers.CODE },
      { token },
    );
    expect(tigo.body).toMatchObject({
      code: 400,
      msg: 'Invalid parameter: wallet must be one of mpesa, airtel',
    });
  });
});
