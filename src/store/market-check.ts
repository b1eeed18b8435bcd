import type { CollectionFlags } from '../contract/entities.ts';
import type { Market, MarketLanguage, NeverAskId, PermissionId } from './market.ts';

/**
 * The check of a markets/<id>.json file against the `Market` type, failing loudly with the file and the
 * JSON pointer of the problem. Run over every market file by the unit tests (not in the browser: the
 * first load has a budget).
 */
export const PERMISSION_IDS = ['camera', 'location'] as const satisfies readonly PermissionId[];
export const NEVER_ASK_IDS = [
  'contacts',
  'callLog',
  'sms',
  'socialAccounts',
] as const satisfies readonly NeverAskId[];
/** A wallet's id as the server knows it (`user/addBankCard`): any market may add one by data. */
const WALLET_ID = /^[a-z][a-z0-9]*$/;

/** Languages the app knows: `en` and `sw` have UI texts, `es` has content (the FAQ) only. */
export const MARKET_LANGUAGES = ['en', 'sw', 'es'] as const satisfies readonly MarketLanguage[];

/** The native app's collection steps (spec section 7, `upload/status`). */
export const COLLECTION_STEPS = [
  'appList',
  'sms',
  'exif',
  'device',
  'contact',
  'callLog',
  'location',
] as const satisfies ReadonlyArray<keyof CollectionFlags>;

/** The collection step that would break each promise of `neverAsks`. */
const BREAKS_PROMISE: Partial<Record<NeverAskId, keyof CollectionFlags>> = {
  contacts: 'contact',
  callLog: 'callLog',
  sms: 'sms',
};

function idList(file: string, field: string, value: unknown, known: readonly string[]): void {
  if (!Array.isArray(value)) throw new Error(`${file}: /${field} must be an array`);
  value.forEach((item: unknown, index) => {
    const id = typeof item === 'object' && item !== null ? (item as { id?: unknown }).id : item;
    if (!known.includes(id as string)) {
      throw new Error(`${file}: /${field}/${index} "${String(id)}" is not one of ${known.join(', ')}`);
    }
  });
}

const AGREEMENT_FIGURES = [
  'minAge',
  'rolloverDays',
  'complaintDays',
  'reviewHours',
  'drawHours',
  'proofReviewHours',
] as const satisfies ReadonlyArray<keyof Market['agreement']>;

function texts(file: string, field: string, value: unknown, keys: readonly string[]): void {
  const group = value as Record<string, unknown> | undefined;
  if (typeof group !== 'object' || group === null) throw new Error(`${file}: /${field} is missing`);
  for (const key of keys) {
    const text = group[key];
    if (typeof text !== 'string' || !text.trim()) throw new Error(`${file}: /${field}/${key} must be a text`);
  }
}

export function checkMarket(file: string, raw: unknown): Market {
  const data = raw as Market;
  for (const field of ['id', 'currency', 'callingCode', 'iso', 'packageName', 'appName'] as const) {
    if (typeof data[field] !== 'string' || !data[field]) throw new Error(`${file}: /${field} must be a text`);
  }
  idList(file, 'permissions', data.permissions, PERMISSION_IDS);
  idList(file, 'neverAsks', data.neverAsks, NEVER_ASK_IDS);
  if (!Array.isArray(data.wallets) || data.wallets.length === 0)
    throw new Error(`${file}: /wallets must list the market's wallets`);
  data.wallets.forEach((wallet, index) => {
    if (typeof wallet.id !== 'string' || !WALLET_ID.test(wallet.id)) {
      throw new Error(`${file}: /wallets/${index}/id must be lower-case letters and digits, e.g. "mpesa"`);
    }
    if (typeof wallet.name !== 'string' || !wallet.name.trim()) {
      throw new Error(`${file}: /wallets/${index}/name must be the wallet's name`);
    }
  });
  idList(file, 'collectionSteps', data.collectionSteps, COLLECTION_STEPS);
  for (const promise of data.neverAsks) {
    const step = BREAKS_PROMISE[promise];
    if (step && data.collectionSteps.includes(step)) {
      throw new Error(`${file}: /collectionSteps has "${step}", which /neverAsks promises not to collect`);
    }
  }
  idList(file, 'languages', data.languages, MARKET_LANGUAGES);
  if (!data.languages.includes('en')) {
    throw new Error(
      `${file}: /languages must include "en" (the UI texts of a language without its own fall back to English)`,
    );
  }
  texts(file, 'support', data.support, ['phone', 'email', 'opens', 'closes', 'timeZone']);
  if (!/^\+?[\d ]+$/.test(data.support.phone)) {
    throw new Error(`${file}: /support/phone must be digits and spaces, e.g. "+255 800 110 011"`);
  }
  if (!/^[^@\s]+@[^@\s]+\.[a-z]+$/i.test(data.support.email)) {
    throw new Error(`${file}: /support/email must be an e-mail address`);
  }
  for (const field of ['opens', 'closes'] as const) {
    if (!/^([01]?\d|2[0-3]):[0-5]\d$/.test(data.support[field])) {
      throw new Error(`${file}: /support/${field} must be a 24-hour time such as "9:00"`);
    }
  }
  texts(file, 'lender', data.lender, ['name', 'regulator', 'address']);
  const licence = data.lender.licence as unknown;
  if (
    typeof licence !== 'object' ||
    licence === null ||
    typeof (licence as { en?: unknown }).en !== 'string'
  ) {
    throw new Error(`${file}: /lender/licence must give the licence per language, at least "en"`);
  }
  for (const [lang, text] of Object.entries(licence)) {
    if (!(MARKET_LANGUAGES as readonly string[]).includes(lang) || typeof text !== 'string' || !text.trim()) {
      throw new Error(`${file}: /lender/licence/${lang} must be a text, under a language the app knows`);
    }
  }
  const agreement = data.agreement as unknown as Record<string, unknown> | undefined;
  for (const field of AGREEMENT_FIGURES) {
    const value = agreement?.[field];
    if (!Number.isInteger(value) || (value as number) <= 0) {
      throw new Error(`${file}: /agreement/${field} must be a whole number above 0`);
    }
  }
  const groups = data.nationalIdGroups;
  if (!Array.isArray(groups) || groups.length === 0 || !groups.every((n) => Number.isInteger(n) && n > 0)) {
    throw new Error(`${file}: /nationalIdGroups must list the digits of each part, e.g. [8, 5, 5, 2]`);
  }
  return data;
}
