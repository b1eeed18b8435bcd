/**
 * The funnel's event catalogue (issue 25): every analytics event the app sends, with the values each may
 * carry. docs/analytics.md describes the same table in words, and tests/unit/client/telemetry-catalogue.test.ts
 * fails when the two disagree. AppsFlyer's own names where one fits (its dashboards know them without
 * mapping); our names otherwise, never starting with `af_` (AppsFlyer reserves that prefix).
 *
 * No personal data: a value is a number (an amount), one of the listed words, or an id of the catalogue's
 * kind `id` (a product, a payment channel, an affiliate), which the scrubber below refuses when it looks like
 * a mobile number, a national ID or free text.
 */

/**
 * A value's kind: an amount (whole shillings, a number of at least 0), a flag (0 or 1), an id (see
 * ID_PATTERN) or one of the listed words.
 */
export type ValueKind = 'amount' | 'flag' | 'id' | readonly string[];

export const EVENTS = {
  af_complete_registration: { af_registration_method: ['native', 'web'] },
  af_login: { method: ['native', 'web'] },
  application_step: { step: ['personal', 'work', 'questionnaire', 'id_card', 'face', 'wallet'] },
  collection_step: {
    step: ['appList', 'sms', 'exif', 'device', 'contact', 'callLog', 'location'],
    collected: 'flag',
  },
  loan_apply: { product: 'id', amount: 'amount' },
  loan_approved: { product: 'id', amount: 'amount' },
  loan_rejected: { product: 'id' },
  loan_disbursed: { product: 'id', amount: 'amount' },
  repayment_paid: { kind: ['part', 'full'], channel: 'id', amount: 'amount' },
  rollover_paid: { channel: 'id', amount: 'amount' },
  feedback_sent: {},
  account_deleted: {},
  promotion_landing: { page: ['yx1', 'yx2', 'yx3', 'yx2ConfirmBorrow'], afid: 'id' },
} as const satisfies Record<string, Record<string, ValueKind>>;

export type EventName = keyof typeof EVENTS;

type ValueOf<K> = K extends 'amount'
  ? number
  : K extends 'flag'
    ? 0 | 1
    : K extends readonly (infer W)[]
      ? W
      : string;

/** The values of one event: exactly its catalogue's names, each of its kind. */
export type EventValues<E extends EventName> = {
  -readonly [V in keyof (typeof EVENTS)[E]]: ValueOf<(typeof EVENTS)[E][V]>;
};

/**
 * What an id may look like: letters, digits and `._-`, at most 64 characters, and never a run of 7 digits or
 * more (a mobile number, a national ID, a wallet or card number) nor a space (free text).
 */
const ID_PATTERN = /^[A-Za-z0-9._-]{1,64}$/;
const LONG_DIGITS = /\d{7}/;

function fits(kind: ValueKind, value: unknown): boolean {
  if (kind === 'amount') return typeof value === 'number' && Number.isFinite(value) && value >= 0;
  if (kind === 'flag') return value === 0 || value === 1;
  if (kind === 'id') return typeof value === 'string' && ID_PATTERN.test(value) && !LONG_DIGITS.test(value);
  return typeof value === 'string' && kind.includes(value);
}

/**
 * The values that may leave with `event`: the catalogue's names only, each of its kind; anything else
 * (an unknown name, a value that looks like a number or a name) is left out. Null for an unknown event.
 */
export function scrubValues(
  event: string,
  values: Record<string, unknown> = {},
): Record<string, string | number> | null {
  const kinds = (EVENTS as Record<string, Record<string, ValueKind>>)[event];
  if (!kinds) return null;
  const kept: Record<string, string | number> = {};
  for (const [name, kind] of Object.entries(kinds)) {
    const value = values[name];
    if (fits(kind, value)) kept[name] = value as string | number;
  }
  return kept;
}
