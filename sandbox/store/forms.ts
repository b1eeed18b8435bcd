/** What borrowers submitted in the schema forms (personal, work, questionnaire), one row per user and form. */
import type { Db } from '../db.ts';

export type SavedForms = Record<string, Record<string, unknown>>;

export type FormStore = ReturnType<typeof formStore>;

export function formStore(db: Db) {
  const upsert = db.prepare<[number, string, string, number]>(
    `INSERT INTO user_forms (user_id, form, data, saved_at) VALUES (?, ?, ?, ?)
     ON CONFLICT (user_id, form) DO UPDATE SET data = excluded.data, saved_at = excluded.saved_at`,
  );
  const byUser = db.prepare<[number], { form: string; data: string }>(
    'SELECT form, data FROM user_forms WHERE user_id = ? ORDER BY form',
  );

  return {
    save(userId: number, form: string, values: Record<string, unknown>, nowMs: number): void {
      upsert.run(userId, form, JSON.stringify(values), nowMs);
    },
    /** form name → saved values; a damaged row reads as not saved. */
    forUser(userId: number): SavedForms {
      const out: SavedForms = {};
      for (const row of byUser.all(userId)) {
        try {
          const value: unknown = JSON.parse(row.data);
          if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
            out[row.form] = value as Record<string, unknown>;
          }
        } catch {
          // Left out: the borrower fills that form in again.
        }
      }
      return out;
    },
  };
}
