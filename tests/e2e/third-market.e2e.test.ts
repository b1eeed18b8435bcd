import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { build, preview, type PreviewServer } from 'vite';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { openPhone, setupBrowser, type Phone } from '../helpers/browser.ts';
import { expectHeading, registerThroughUi, TEXT } from './app-steps.ts';
import { personalFromHome } from './kyc-steps.ts';

/**
 * A market made of data only (issue 26): a copy of the project in a temporary folder (never shipped)
 * gains markets/ug.json — Uganda, UGX, +256, English only, MTN Mobile Money and Airtel Money — and a region
 * list, and nothing else: no code, no schema file, no text. Built for it and served with a sandbox started
 * for it, a new borrower registers and sends the personal information form; the sandbox answers in
 * Uganda's currency. What this proves: a new market needs no change to the code.
 */
const ROOT = process.cwd();
const COPIED = [
  'index.html',
  'package.json',
  'tsconfig.json',
  'vite.config.ts',
  '.env.sandbox',
  'src',
  'scripts',
  'sandbox',
  'schemas',
  'locales',
  'markets',
  'regions',
  'content',
  'public',
];

const getBrowser = setupBrowser();
let scratch = '';
let server: PreviewServer | undefined;
let baseURL = '';
let phone: Phone | undefined;
const saved = { market: process.env.VITE_MARKET, db: process.env.SANDBOX_DB, nodeEnv: process.env.NODE_ENV };

function restoreEnv() {
  for (const [key, value] of [
    ['VITE_MARKET', saved.market],
    ['SANDBOX_DB', saved.db],
    ['NODE_ENV', saved.nodeEnv],
  ] as const) {
    if (value === undefined) delete process.env[key];
    else process.env[key] = value;
  }
}

beforeAll(async () => {
  scratch = mkdtempSync(path.join(os.tmpdir(), 'tz-loan-third-market-'));
  const project = path.join(scratch, 'project');
  mkdirSync(project);
  for (const entry of COPIED) cpSync(path.join(ROOT, entry), path.join(project, entry), { recursive: true });
  symlinkSync(path.join(ROOT, 'node_modules'), path.join(project, 'node_modules'), 'dir');

  // The market, as product staff would write it from markets/tz.json.
  const tz = JSON.parse(readFileSync(path.join(ROOT, 'markets/tz.json'), 'utf8')) as Record<string, unknown>;
  const ug = {
    ...tz,
    id: 'ug',
    currency: 'UGX',
    callingCode: '256',
    iso: 'UG',
    countryName: 'Uganda',
    languages: ['en'],
    packageName: 'com.ug.pesa.loan',
    wallets: [
      { id: 'mtn', name: 'MTN Mobile Money' },
      { id: 'airtel', name: 'Airtel Money' },
    ],
    paymentChannels: [
      { id: 'mtn', payBill: '777111' },
      { id: 'airtel', payBill: '777222' },
    ],
    support: {
      phone: '+256 800 330 033',
      email: 'support@pesaloan.example.ug',
      opens: '8:00',
      closes: '17:00',
      timeZone: 'EAT',
    },
    lender: {
      name: 'PesaLoan Uganda Limited',
      licence: { en: 'Tier 4 money lender, licence No. ML/DEMO/0001' },
      regulator: 'Uganda Microfinance Regulatory Authority',
      address: 'Plot 1, Kampala Road, Kampala, Uganda',
    },
  };
  writeFileSync(path.join(project, 'markets/ug.json'), JSON.stringify(ug, null, 2));
  // Its regions: here Tanzania's list under Uganda's name (the form only needs a valid list).
  const regions = JSON.parse(readFileSync(path.join(ROOT, 'regions/tz.json'), 'utf8')) as object;
  writeFileSync(path.join(project, 'regions/ug.json'), JSON.stringify({ ...regions, market: 'ug' }));

  process.env.VITE_MARKET = 'ug';
  process.env.SANDBOX_DB = path.join(scratch, 'sandbox.db');
  process.env.NODE_ENV = 'production';
  try {
    const outDir = path.join(scratch, 'dist');
    await build({ root: project, mode: 'sandbox', logLevel: 'warn', build: { outDir, emptyOutDir: true } });
    server = await preview({
      root: project,
      mode: 'sandbox',
      logLevel: 'warn',
      preview: { host: '127.0.0.1', port: 0, strictPort: true, open: false },
      build: { outDir },
    });
  } finally {
    restoreEnv();
  }
  baseURL = `http://127.0.0.1:${(server.httpServer.address() as AddressInfo).port}/`;
}, 300_000);

afterAll(async () => {
  await phone?.context.close();
  await server?.close();
  restoreEnv();
  if (scratch) rmSync(scratch, { recursive: true, force: true });
});

test('a borrower registers and sends the personal information in a market made of data only', async () => {
  const t = TEXT.en;
  phone = await openPhone(await getBrowser(), { baseURL, locale: 'en-US' });
  const { page } = phone;
  await page.goto(`${baseURL}#/user/register`);
  await expectHeading(page, t.auth.registerTitle);
  // Uganda's calling code beside the number, from the market file.
  await page.getByText('+256', { exact: true }).first().waitFor();
  await registerThroughUi(page, 'en', '772123456');
  await expectHeading(page, t.home.title);
  // The sandbox serves Uganda: its range is in UGX.
  await expect.poll(() => page.getByTestId('loan-range').textContent()).toMatch(/^UGX .* UGX /);

  await personalFromHome(page, 'en');
}, 120_000);
