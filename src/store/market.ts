import marketFile from '#market';
import type { CollectionFlags, WalletId } from '../contract/entities.ts';

/**
 * Market settings are data (markets/<id>.json). The build setting VITE_MARKET picks one; adding a
 * market means adding its JSON file, schemas, regions and locale entries, not code. Every market file is
 * checked against this type by `checkMarket` (src/store/market-check.ts) in the unit tests, which name
 * the file and the JSON pointer of a problem; the check stays out of the app's first load.
 */

/** Device permissions a market may ask for; each has its texts under `permissions.items.<id>`. */
export type PermissionId = 'camera' | 'location';

/** What a market promises never to ask for; each has its text under `permissions.never.<id>`. */
export type NeverAskId = 'contacts' | 'callLog' | 'sms' | 'socialAccounts';

export interface MarketWallet {
  id: WalletId;
  /** The operator's brand name, the same in every language (e.g. "M-Pesa"). */
  name: string;
}

export interface Market {
  id: string;
  currency: string;
  callingCode: string;
  iso: string;
  nationalNumberLength: number;
  languages: Array<'en' | 'sw' | 'es'>;
  packageName: string;
  appName: string;
  /** Digits per part of the national ID number as printed, e.g. [8, 5, 5, 2] for NIDA. */
  nationalIdGroups: number[];
  /** Mobile-money wallets a borrower can receive the loan in, in the order offered. */
  wallets: MarketWallet[];
  /** Device permissions the app asks for in this market (the /pop and /pre disclosure lists them). */
  permissions: PermissionId[];
  /** What the app never asks for in this market (decisions.md: contacts, call log, social accounts). */
  neverAsks: NeverAskId[];
  /**
   * What the data-collection gate asks the native app for after applying (src/loan/collection-gate.ts);
   * the other steps count as done. Never one the market promises not to ask for (decisions.md).
   */
  collectionSteps: Array<keyof CollectionFlags>;
}

/**
 * The market's file, chosen by the build (`#market` is an alias to markets/<VITE_MARKET>.json in
 * vite.config.ts and vitest.config.ts): only that market's settings ship.
 */
export const market: Market = marketFile;

/** A wallet's brand name from the market's data (the same in every language); its id if not offered. */
export function walletName(id: WalletId): string {
  return market.wallets.find((wallet) => wallet.id === id)?.name ?? id;
}
