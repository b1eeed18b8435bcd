import { proxy, snapshot, subscribe } from 'valtio/vanilla';

/**
 * The one place where stores meet device storage. Each persisted store is declared with
 * `persistedProxy`, which restores it from localStorage (ignoring unknown or wrongly typed fields, so a
 * corrupted or older record never breaks the app) and saves it on every change.
 */
const PREFIX = 'tzloan:';

interface Entry {
  key: string;
  state: Record<string, unknown>;
  defaults: () => Record<string, unknown>;
}

const registry: Entry[] = [];

function readStored(key: string): Record<string, unknown> {
  try {
    const raw = localStorage.getItem(PREFIX + key);
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}

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

/** The stored record over the defaults, or the defaults alone when there is none. */
function restored(key: string, defaults: () => Record<string, unknown>): Record<string, unknown> {
  const fresh = defaults();
  return { ...fresh, ...sameShape(fresh, readStored(key)) };
}

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
  /** What another tab just stored: the change it causes here is not saved again. */
  let fromOtherTab: string | null = null;
  subscribe(state, () => {
    const text = JSON.stringify(snapshot(state));
    const echo = text === fromOtherTab;
    fromOtherTab = null;
    if (echo) return;
    try {
      localStorage.setItem(PREFIX + key, text);
    } catch {
      // Storage full or disabled (private mode): the app keeps working in memory.
    }
  });
  if (typeof window !== 'undefined') {
    window.addEventListener('storage', (event) => {
      // `key` is null when the other tab cleared the whole storage.
      if (event.key !== null && event.key !== PREFIX + key) return;
      const next = restored(key, makeDefaults);
      fromOtherTab = JSON.stringify(next);
      replaceState(state, next);
    });
  }
  registry.push({ key, state, defaults: makeDefaults });
  return state as T;
}

/**
 * Puts one persisted store back to its defaults and removes its record, whether or not the store's module
 * has loaded in this tab (a logout clears the login screen's draft from the home screen).
 */
export function resetStore(key: string): void {
  const entry = registry.find((e) => e.key === key);
  if (entry) replaceState(entry.state, entry.defaults());
  try {
    localStorage.removeItem(PREFIX + key);
  } catch {
    // As above.
  }
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

export function readRecord(key: string): Record<string, unknown> | null {
  const stored = readStored(key);
  return Object.keys(stored).length > 0 ? stored : null;
}

export function writeRecord(key: string, value: Record<string, unknown>): void {
  try {
    localStorage.setItem(PREFIX + key, JSON.stringify(value));
  } catch {
    // Storage full or disabled (private mode): the form keeps working, only without a draft.
  }
}

export function removeRecord(key: string): void {
  try {
    localStorage.removeItem(PREFIX + key);
  } catch {
    // As above.
  }
}

/** Keys of form drafts start with this (src/forms/drafts.ts): `draft:<user>:<market>:<form>`. */
export const DRAFT_RECORD_PREFIX = 'draft:';

/** Removes every keyed record whose key starts with `prefix` (Storybook stories start without drafts). */
export function clearRecords(prefix: string): void {
  try {
    const keys = Object.keys(localStorage).filter((key) => key.startsWith(PREFIX + prefix));
    for (const key of keys) localStorage.removeItem(key);
  } catch {
    // As above.
  }
}
