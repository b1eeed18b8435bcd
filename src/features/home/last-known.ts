import type { ReplyOf } from '../../contract/calls.ts';
import type { HomepageData } from '../../contract/entities.ts';
import { serverNow } from '../../api/server-clock.ts';
import { market } from '../../store/market.ts';
import { LAST_HOME_RECORD_PREFIX, readRecord, writeRecord } from '../../store/persist.ts';

/**
 * Home's last good server replies, kept per borrower (docs/storage.md, `tzloan:home:<user>:<market>`), so
 * that Home opened without a connection (a reload or cold start offline, from the app-shell cache) shows
 * the offer and the loan as they last were, marked as not current, instead of an empty error. Removed with
 * the other personal records on logout (src/store/session.ts); a session error keeps it, as it keeps drafts.
 * Nothing secret: the offer and the latest order's state and figures, which Home shows anyway.
 */
export interface LastHome {
  /** When the newer of the two replies came, on the server's clock (epoch ms). */
  savedAt: number;
  home: HomepageData | null;
  market: LoanMarketIndex | null;
}

/** The record's key: per borrower (`guest` before login: the offer alone) and per market. */
export const lastHomeKey = (userId: number | null | undefined): string =>
  `${LAST_HOME_RECORD_PREFIX}${userId ?? 'guest'}:${market.id}`;

type LoanMarketIndex = ReplyOf<'loanMarket/index'>;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export function readLastHome(key: string): LastHome | null {
  const stored = readRecord(key);
  if (!stored || typeof stored['savedAt'] !== 'number') return null;
  const home = isObject(stored['home']) ? (stored['home'] as unknown as HomepageData) : null;
  const index = isObject(stored['market']) ? (stored['market'] as unknown as LoanMarketIndex) : null;
  if (!home && !index) return null;
  return { savedAt: stored['savedAt'], home, market: index };
}

/** Keeps one of Home's replies beside the other's last good one. */
export function saveLastHome(key: string, part: { home: HomepageData } | { market: LoanMarketIndex }): void {
  const before = readLastHome(key);
  writeRecord(key, {
    home: before?.home ?? null,
    market: before?.market ?? null,
    ...part,
    savedAt: serverNow(),
  });
}

/**
 * "14:05" in the borrower's language, on the phone's time zone (the time the borrower reads on the phone).
 * Intl, not src/i18n/dates.ts's formatDate: that brings dayjs, which stays out of Home's first load.
 */
export const shortTime = (epochMs: number, lang: string): string =>
  new Intl.DateTimeFormat(lang === 'sw' ? 'sw-TZ' : 'en-GB', {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(epochMs));
