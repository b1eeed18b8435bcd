/**
 * The data-collection gate per borrower (time/upload/*). Off unless a tester turns it on: outside the
 * native app there is no device data to collect (docs/decisions.md "App context").
 */
import type { CollectionFlags } from '../../src/contract/entities.ts';
import type { Db } from '../db.ts';

export const COLLECTION_FLAGS = [
  'appList',
  'sms',
  'exif',
  'device',
  'contact',
  'callLog',
  'location',
] as const;
export type CollectionFlag = (typeof COLLECTION_FLAGS)[number];

export interface CollectionSetting {
  readonly enabled: boolean;
  /** Flags that stay unset while the gate is on: the collection never completes. */
  readonly failing: readonly CollectionFlag[];
}

export type CollectionStore = ReturnType<typeof collectionStore>;

export function collectionStore(db: Db) {
  const upsert = db.prepare<[number, number, string]>(
    `INSERT INTO collection (user_id, enabled, failing) VALUES (?, ?, ?)
     ON CONFLICT (user_id) DO UPDATE SET enabled = excluded.enabled, failing = excluded.failing`,
  );
  const byUser = db.prepare<[number], { enabled: number; failing: string }>(
    'SELECT enabled, failing FROM collection WHERE user_id = ?',
  );

  function setting(userId: number): CollectionSetting {
    const row = byUser.get(userId);
    if (!row) return { enabled: false, failing: [] };
    const parsed: unknown = JSON.parse(row.failing);
    const failing = Array.isArray(parsed)
      ? COLLECTION_FLAGS.filter((flag) => (parsed as unknown[]).includes(flag))
      : [];
    return { enabled: row.enabled === 1, failing };
  }

  return {
    set(userId: number, enabled: boolean, failing: readonly CollectionFlag[]): void {
      upsert.run(userId, enabled ? 1 : 0, JSON.stringify(failing));
    },
    setting,
    /** All set when the gate is off; otherwise every flag but the failing ones. */
    flags(userId: number): CollectionFlags {
      const { enabled, failing } = setting(userId);
      const entries = COLLECTION_FLAGS.map((flag) => [flag, !enabled || !failing.includes(flag)]);
      return Object.fromEntries(entries) as unknown as CollectionFlags;
    },
  };
}
