import {
  agreement,
  appName,
  callingCode,
  collectionSteps,
  currency,
  id,
  iso,
  languages,
  lender,
  nationalIdGroups,
  nationalNumberLength,
  neverAsks,
  packageName,
  permissions,
  support,
  wallets,
} from '#market';
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

/**
 * Languages a market may offer. `en` and `sw` have UI texts (locales/); a language without them (`es`)
 * shows the UI in English while its content (the FAQ) is in that language (docs/languages.md).
 */
export type MarketLanguage = 'en' | 'sw' | 'es';

/** How borrowers reach support; shown on Customer service and About us, filled into the FAQ and documents. */
export interface MarketSupport {
  /** As printed, e.g. "+255 800 110 011"; dialled with its digits. */
  phone: string;
  email: string;
  /** Opening and closing time, 24-hour "H:mm" local time (spec section 9: 9:00–18:00). */
  opens: string;
  closes: string;
  /** The time zone as borrowers name it, e.g. "EAT". */
  timeZone: string;
}

/** A text of the market's data written out per language; English is always there. */
export type LocalText = { en: string } & Partial<Record<MarketLanguage, string>>;

/** A market text in `lang`, or in English where the market gives none in that language. */
export const inLanguage = (text: LocalText, lang: MarketLanguage): string => text[lang] ?? text.en;

/** The licensed lender behind the app (docs/decisions.md: from market data, never hard-coded). */
export interface MarketLender {
  /** Registered name of the licensed company. */
  name: string;
  /**
   * The licence as printed, its class and number, in each language the market shows it in (English at
   * least: a language without its own reads it in English). Read it with `inLanguage`.
   */
  licence: LocalText;
  /** The authority that licenses and supervises the lender, where borrowers may also complain. */
  regulator: string;
  /** Registered office address. */
  address: string;
}

/** Figures the agreements quote; everything a loan's own figures decide comes from the server instead. */
export interface MarketAgreement {
  /** Youngest age a borrower may be, in years. */
  minAge: number;
  /** Days a rollover moves the due date. */
  rolloverDays: number;
  /** Working days within which a complaint gets an answer. */
  complaintDays: number;
  /** Hours within which an application is decided at the latest (spec: within 24 hours). */
  reviewHours: number;
  /** Hours an approved loan waits to be taken before it is cancelled (spec: 24 hours). */
  drawHours: number;
  /** Hours within which a proof of payment is checked (spec: 48 hours). */
  proofReviewHours: number;
}

export interface Market {
  id: string;
  currency: string;
  callingCode: string;
  iso: string;
  nationalNumberLength: number;
  /** Languages offered on the language screen, in order; English among them (the UI texts' fallback). */
  languages: MarketLanguage[];
  packageName: string;
  appName: string;
  /** Digits per part of the national ID number as printed, e.g. [8, 5, 5, 2] for NIDA. */
  nationalIdGroups: number[];
  /** Mobile-money wallets a borrower can receive the loan in, in the order offered. */
  wallets: MarketWallet[];
  /** Device permissions the app asks for in this market (the /pop and /pre disclosure lists them). */
  permissions: PermissionId[];
  /** What the app never asks for in this market (docs/decisions.md: contacts, call log, social accounts). */
  neverAsks: NeverAskId[];
  /**
   * What the data-collection gate asks the native app for after applying (src/loan/collection-gate.ts);
   * the other steps count as done. Never one the market promises not to ask for (docs/decisions.md).
   */
  collectionSteps: Array<keyof CollectionFlags>;
  support: MarketSupport;
  lender: MarketLender;
  agreement: MarketAgreement;
}

/**
 * The market's file, chosen by the build (`#market` is an alias to markets/<VITE_MARKET>.json in
 * vite.config.ts and vitest.config.ts): only that market's settings ship, and of them only what the app
 * reads — named one by one, so that the facts only the backend uses (`paymentChannels`, `countryName`,
 * served by the sandbox) are left out of the first load.
 */
export const market: Market = {
  id,
  currency,
  callingCode,
  iso,
  nationalNumberLength,
  languages,
  packageName,
  appName,
  nationalIdGroups,
  wallets,
  permissions,
  neverAsks,
  collectionSteps,
  support,
  lender,
  agreement,
};

/** A wallet's brand name from the market's data (the same in every language); its id if not offered. */
export function walletName(walletId: WalletId): string {
  return market.wallets.find((wallet) => wallet.id === walletId)?.name ?? walletId;
}
