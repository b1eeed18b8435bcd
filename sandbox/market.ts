/**
 * The market the sandbox serves: markets/<id>.json, the same file the app is built with, picked by the
 * same setting (VITE_MARKET, default tz), so a Kenyan build talks to a Kenyan sandbox (KES, M-Pesa and
 * Airtel, the Kenyan lender). The market's facts have one owner, that file; the sandbox keeps only what a
 * real backend would add (products and their figures, sandbox/data/).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import tanzania from '../markets/tz.json' with { type: 'json' };

export interface SandboxMarket {
  readonly id: string;
  readonly currency: string;
  readonly callingCode: string;
  /** Digits of a mobile number after the calling code, without the leading 0. */
  readonly nationalNumberLength: number;
  readonly iso: string;
  readonly countryName: string;
  readonly wallets: ReadonlyArray<{ readonly id: string; readonly name: string }>;
  readonly paymentChannels: ReadonlyArray<{
    readonly id: string;
    readonly payBill: string;
    readonly name?: Readonly<Record<string, string>>;
    readonly bankName?: string;
  }>;
  readonly lender: { readonly name: string };
}

/**
 * The id of the market the sandbox serves (the build's setting). Read without assuming Node: Storybook's
 * fixtures (.storybook/fixtures.ts) take the sandbox's demo data into the browser, where it is Tanzania.
 */
export const SANDBOX_MARKET_ID =
  (globalThis as { process?: { env?: Record<string, string | undefined> } }).process?.env?.VITE_MARKET ||
  'tz';

export function readMarket(id: string, root?: string): SandboxMarket {
  const folder = root ?? path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  return JSON.parse(readFileSync(path.join(folder, 'markets', `${id}.json`), 'utf8')) as SandboxMarket;
}

/** Tanzania's file is part of the module (the default, and the browser's); another market is read from disk. */
export const MARKET_FACTS: SandboxMarket =
  SANDBOX_MARKET_ID === 'tz' ? (tanzania as SandboxMarket) : readMarket(SANDBOX_MARKET_ID);
