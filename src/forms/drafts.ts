import {
  DRAFT_RECORD_PREFIX,
  readRecord,
  removeRecord,
  writeRecord,
  writeRecordSoon,
} from '../store/persist.ts';
import { session } from '../store/session.ts';
import type { FormDefinition, FormValues } from './spec.ts';
import { refsOf } from './uploads.ts';
import { fitValues } from './values.ts';

/*
 * What the borrower typed, kept on the device per user and form as they go, so a reload, a killed
 * webview or a lost connection loses nothing; cleared after a successful submit. A draft made under an
 * older version of the schema is not thrown away: `fitValues` keeps every field that still fits.
 */

export interface Draft {
  /** Version of the form files the draft was made under (kept for support; fitting does the work). */
  version: string;
  /** Milliseconds since the epoch. */
  savedAt: number;
  values: FormValues;
}

export const draftKey = (def: Pick<FormDefinition, 'market' | 'name'>, user: string) =>
  `${DRAFT_RECORD_PREFIX}${user}:${def.market}:${def.name}`;

/**
 * What a draft may hold: an upload field keeps the server's references of the files it took, never the
 * files themselves (those are only in memory, as Blobs and object URLs, while the page lives).
 */
function keepable(def: Pick<FormDefinition, 'rules'>, values: FormValues): FormValues {
  const out: FormValues = {};
  for (const [field, value] of Object.entries(values)) {
    if (value === undefined) continue;
    if (!def.rules.uploads?.[field]) out[field] = value;
    else if (refsOf(value).length > 0) out[field] = refsOf(value);
  }
  return out;
}

/**
 * How long typing pauses before the draft is written: not on every keystroke (a write per keystroke
 * costs a low-end phone a frame), yet on disk well within a second of the last one, so a process killed
 * a second later keeps it (src/store/journal.ts; tests/e2e/kill.e2e.test.ts). Leaving the page or
 * putting the app in the background writes at once.
 */
export const DRAFT_IDLE_MS = 300;

export function loadDraft(def: FormDefinition, user: string): FormValues | null {
  const record = readRecord(draftKey(def, user));
  const values = record?.values;
  if (!values || typeof values !== 'object' || Array.isArray(values)) return null;
  return fitValues(def, values as FormValues);
}

/** Keeps what the borrower typed: written once the typing pauses for {@link DRAFT_IDLE_MS}. */
export function saveDraft(def: FormDefinition, user: string, values: FormValues): void {
  const token = session.token;
  if (token === '') return;
  const draft: Draft = { version: def.version, savedAt: Date.now(), values: keepable(def, values) };
  // After a logout (perhaps in another tab, while this form was still open) or another login, the
  // waiting draft is not written.
  writeRecordSoon(draftKey(def, user), { ...draft }, DRAFT_IDLE_MS, () => session.token === token);
}

/**
 * Keeps what the borrower typed, on disk at once: at the tap on Next or Send, before the values go out. A
 * reply that ends the session (token expired, logged in on another device) then finds every field typed
 * up to the tap already kept, for after the borrower logs in again.
 */
export function saveDraftNow(def: FormDefinition, user: string, values: FormValues): void {
  if (session.token === '') return;
  const draft: Draft = { version: def.version, savedAt: Date.now(), values: keepable(def, values) };
  writeRecord(draftKey(def, user), { ...draft });
}

export function clearDraft(def: FormDefinition, user: string): void {
  removeRecord(draftKey(def, user));
}
