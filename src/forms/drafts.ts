import { DRAFT_RECORD_PREFIX, readRecord, removeRecord, writeRecord } from '../store/persist.ts';
import { isLoggedIn } from '../store/session.ts';
import type { FormDefinition, FormValues } from './spec.ts';
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

/** Fields that cannot survive a reload (picked images are only in memory) are not kept. */
function keepable(def: Pick<FormDefinition, 'ui'>, values: FormValues): FormValues {
  const out: FormValues = {};
  for (const [field, value] of Object.entries(values)) {
    const widget = (def.ui[field] as { 'ui:widget'?: string } | undefined)?.['ui:widget'];
    if (widget !== 'images' && value !== undefined) out[field] = value;
  }
  return out;
}

export function loadDraft(def: FormDefinition, user: string): FormValues | null {
  const record = readRecord(draftKey(def, user));
  const values = record?.values;
  if (!values || typeof values !== 'object' || Array.isArray(values)) return null;
  return fitValues(def, values as FormValues);
}

export function saveDraft(def: FormDefinition, user: string, values: FormValues): void {
  // After a logout (perhaps in another tab, while this form was still open) nothing is written back.
  if (!isLoggedIn()) return;
  const draft: Draft = { version: def.version, savedAt: Date.now(), values: keepable(def, values) };
  writeRecord(draftKey(def, user), { ...draft });
}

export function clearDraft(def: FormDefinition, user: string): void {
  removeRecord(draftKey(def, user));
}
