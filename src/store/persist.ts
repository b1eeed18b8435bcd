import { proxy, snapshot, subscribe } from 'valtio/vanilla';
import { asRecord, readStored, RECORD_PREFIX } from './stored-records.ts';
import { journalDelete, journalDeletePrefix, journalPut, journalUnloading, openJournal } from './journal.ts';

/**
 * The one place where stores meet device storage. Each persisted store is declared with
 * `persistedProxy`, which restores it from localStorage (ignoring unknown or wrongly typed fields, so a
 * corrupted or older record never breaks the app) and saves it on every change.
 *
 * Every write goes to localStorage (read synchronously, followed by other tabs) and to the IndexedDB
 * journal (src/store/journal.ts), which is on disk when its transaction completes. At start-up
 * `whenRestored()` puts the journal's records back into localStorage and the stores: what a killed
 * process had not yet committed to localStorage comes back from there.
 */
const PREFIX = RECORD_PREFIX;

interface Entry {
  key: string;
  state: Record<string, unknown>;
  defaults: () => Record<string, unknown>;
  /** Replaces the state with a record that is already stored, without saving it again. */
  take: (next: Record<string, unknown>) => void;
}

const registry: Entry[] = [];

/** Saves a record in localStorage and the journal; a full or disabled localStorage is ignored. */
function store(fullKey: string, text: string): void {
  journalPut(fullKey, text);
  try {
    localStorage.setItem(fullKey, text);
  } catch {
    // Storage full or disabled (private mode): the app keeps working in memory.
  }
}

function unstore(fullKey: string): void {
  journalDelete(fullKey);
  try {
    localStorage.removeItem(fullKey);
  } catch {
    // As above.
  }
}

/** A stored text as a record: anything but a JSON object (missing, corrupted, an array) is `{}`. */
const kind = (v: unknown) => (v === null ? 'null' : Array.isArray(v) ? 'array' : typeof v);

/** Keeps only stored fields that exist in the defaults with the same JSON type. */
function sameShape(
  defaults: Record<string, unknown>,
  stored: Record<string, unknown>,
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(stored)) {
    if (!(k in defaults)) continue;
    const d = defaults[k];
    // null defaults accept any stored value (e.g. userInfo), typed fields must keep their type.
    if (d === null || kind(d) === kind(v)) out[k] = v;
  }
  return out;
}

/** A stored record over the defaults, or the defaults alone when there is none. */
function overDefaults(
  defaults: () => Record<string, unknown>,
  stored: Record<string, unknown>,
): Record<string, unknown> {
  const fresh = defaults();
  return { ...fresh, ...sameShape(fresh, stored) };
}

const restored = (key: string, defaults: () => Record<string, unknown>) =>
  overDefaults(defaults, readStored(key));

function replaceState(state: Record<string, unknown>, next: Record<string, unknown>): void {
  for (const k of Object.keys(state)) if (!(k in next)) delete state[k];
  Object.assign(state, next);
}

/**
 * A store kept in localStorage: restored when created, saved on every change, and following the changes
 * other tabs make (the `storage` event) without writing them back, so a logout in one tab is not undone
 * by another tab that still had the old session in memory.
 */
export function persistedProxy<T extends object>(key: string, defaults: () => T): T {
  const makeDefaults = defaults as () => Record<string, unknown>;
  const state = proxy(restored(key, makeDefaults));
  /** What is already stored (by another tab, or restored from the journal): not saved again. */
  let alreadyStored: string | null = null;
  subscribe(state, () => {
    const text = JSON.stringify(snapshot(state));
    const echo = text === alreadyStored;
    alreadyStored = null;
    if (!echo) store(PREFIX + key, text);
  });
  const take = (next: Record<string, unknown>) => {
    alreadyStored = JSON.stringify(next);
    replaceState(state, next);
  };
  if (typeof window !== 'undefined') {
    window.addEventListener('storage', (event) => {
      // `key` is null when the other tab cleared the whole storage.
      if (event.key !== null && event.key !== PREFIX + key) return;
      take(restored(key, makeDefaults));
    });
  }
  registry.push({ key, state, defaults: makeDefaults, take });
  return state as T;
}

/**
 * Puts one persisted store back to its defaults and removes its record, whether or not the store's module
 * has loaded in this tab (a logout clears the login screen's draft from the home screen).
 */
export function resetStore(key: string): void {
  const entry = registry.find((e) => e.key === key);
  if (entry) entry.take(entry.defaults());
  unstore(PREFIX + key);
}

/** Puts every persisted store back to its defaults (Storybook stories, tests, account deletion). */
export function resetStores(): void {
  for (const { key } of registry) resetStore(key);
}

/** Reads a raw persisted record, for tests and migrations. */
export function storedRecord(key: string): Record<string, unknown> {
  return readStored(key);
}

/*
 * Keyed records that are not stores: one per key, read and written whole (form drafts, one per user and
 * form). Same prefix and the same forgiving reads as the stores; a full or disabled storage is ignored.
 */

interface Deferred {
  text: string;
  /** Asked again when the write is due: false drops it (e.g. the borrower has logged out since). */
  stillWanted: () => boolean;
  timer: ReturnType<typeof setTimeout>;
}

/** Records waiting for a pause before they are written (`writeRecordSoon`), by full key. */
const deferred = new Map<string, Deferred>();

function cancelDeferred(fullKey: string): void {
  clearTimeout(deferred.get(fullKey)?.timer);
  deferred.delete(fullKey);
}

function writeDeferred(fullKey: string): void {
  const waiting = deferred.get(fullKey);
  if (!waiting) return;
  cancelDeferred(fullKey);
  if (waiting.stillWanted()) store(fullKey, waiting.text);
}

/** Writes at once every record still waiting for a pause. */
export function flushRecords(): void {
  for (const fullKey of deferred.keys()) writeDeferred(fullKey);
}

if (typeof document !== 'undefined') {
  // Leaving the page or sending the app to the background (the last moment an Android app is sure to
  // run) writes what is waiting.
  addEventListener('pagehide', () => {
    flushRecords();
    journalUnloading();
  });
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flushRecords();
  });
}

export function readRecord(key: string): Record<string, unknown> | null {
  const waiting = deferred.get(PREFIX + key);
  const stored = waiting ? asRecord(waiting.text) : readStored(key);
  return Object.keys(stored).length > 0 ? stored : null;
}

export function writeRecord(key: string, value: Record<string, unknown>): void {
  cancelDeferred(PREFIX + key);
  store(PREFIX + key, JSON.stringify(value));
}

/**
 * Writes a record once no newer write of it has come for `delayMs` (a draft while the borrower types), or
 * at `pagehide` / when the app goes to the background, whichever comes first. Reads see it at once.
 */
export function writeRecordSoon(
  key: string,
  value: Record<string, unknown>,
  delayMs: number,
  stillWanted: () => boolean = () => true,
): void {
  const fullKey = PREFIX + key;
  cancelDeferred(fullKey);
  const timer = setTimeout(() => writeDeferred(fullKey), delayMs);
  deferred.set(fullKey, { text: JSON.stringify(value), stillWanted, timer });
}

export function removeRecord(key: string): void {
  cancelDeferred(PREFIX + key);
  unstore(PREFIX + key);
}

/** Keys of form drafts start with this (src/forms/drafts.ts): `draft:<user>:<market>:<form>`. */
export const DRAFT_RECORD_PREFIX = 'draft:';

/** Keys of Home's last known replies (src/features/home/last-known.ts): `home:<user>:<market>`. */
export const LAST_HOME_RECORD_PREFIX = 'home:';

/** Removes every keyed record whose key starts with `prefix` (Storybook stories start without drafts). */
export function clearRecords(prefix: string): void {
  for (const fullKey of deferred.keys()) if (fullKey.startsWith(PREFIX + prefix)) cancelDeferred(fullKey);
  journalDeletePrefix(PREFIX + prefix);
  try {
    const keys = Object.keys(localStorage).filter((key) => key.startsWith(PREFIX + prefix));
    for (const key of keys) localStorage.removeItem(key);
  } catch {
    // As above.
  }
}

/**
 * Account deletion: every record of ours goes except the stores named in `keep` (the device's own facts).
 * The other stores go back to their defaults, records waiting for a pause are dropped, and every other
 * `tzloan:` record (drafts, and any record a later version adds) leaves localStorage and the journal.
 */
export function eraseRecordsExcept(keep: readonly string[]): void {
  for (const { key } of registry) if (!keep.includes(key)) resetStore(key);
  for (const fullKey of deferred.keys()) cancelDeferred(fullKey);
  const kept = new Set(keep.map((key) => PREFIX + key));
  for (const fullKey of localRecords().keys()) if (!kept.has(fullKey)) unstore(fullKey);
  // Drafts the journal holds but localStorage lost (a full storage) would come back at the next start.
  journalDeletePrefix(PREFIX + DRAFT_RECORD_PREFIX);
}

/** Every record of ours in localStorage, full key → text (copied into a new journal). */
function localRecords(): Map<string, string> {
  const records = new Map<string, string>();
  try {
    for (const key of Object.keys(localStorage)) {
      const value = key.startsWith(PREFIX) ? localStorage.getItem(key) : null;
      if (value !== null) records.set(key, value);
    }
  } catch {
    // Storage disabled: nothing to copy.
  }
  return records;
}

async function restore(): Promise<void> {
  const journal = await openJournal(localRecords);
  if (!journal) return;
  try {
    for (const key of localRecords().keys()) if (!journal.has(key)) localStorage.removeItem(key);
    for (const [key, value] of journal)
      if (localStorage.getItem(key) !== value) localStorage.setItem(key, value);
  } catch {
    // localStorage disabled or full: the stores below still get the journal's records.
  }
  for (const entry of registry)
    entry.take(overDefaults(entry.defaults, asRecord(journal.get(PREFIX + entry.key))));
}

let restoring: Promise<void> | null = null;

/**
 * Settles once the device's records are back from the journal (or there is no journal): the first render
 * and boot wait for it, so a login or a draft that a killed process never committed to localStorage is
 * there. Never rejects; gives up on the journal after a few seconds (src/store/journal.ts).
 */
export function whenRestored(): Promise<void> {
  restoring ??= restore().catch(() => undefined);
  return restoring;
}
