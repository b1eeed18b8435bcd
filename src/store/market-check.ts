import type { CollectionFlags, WalletId } from '../contract/entities.ts';
import type { Market, NeverAskId, PermissionId } from './market.ts';

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
/** The wallets the server knows (`user/addBankCard`); a market offers some of them. */
export const WALLET_IDS = ['mpesa', 'tigo', 'airtel', 'halopesa'] as const satisfies readonly WalletId[];

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

export function checkMarket(file: string, raw: unknown): Market {
  const data = raw as Market;
  for (const field of ['id', 'currency', 'callingCode', 'iso', 'packageName', 'appName'] as const) {
    if (typeof data[field] !== 'string' || !data[field]) throw new Error(`${file}: /${field} must be a text`);
  }
  idList(file, 'permissions', data.permissions, PERMISSION_IDS);
  idList(file, 'neverAsks', data.neverAsks, NEVER_ASK_IDS);
  idList(file, 'wallets', data.wallets, WALLET_IDS);
  data.wallets.forEach((wallet, index) => {
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
  const groups = data.nationalIdGroups;
  if (!Array.isArray(groups) || groups.length === 0 || !groups.every((n) => Number.isInteger(n) && n > 0)) {
    throw new Error(`${file}: /nationalIdGroups must list the digits of each part, e.g. [8, 5, 5, 2]`);
  }
  return data;
}
