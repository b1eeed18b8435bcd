/** Small sandbox-wide settings kept in the database, so they survive a dev-server restart (the clock offset). */
import type { Db } from '../db.ts';

export type SettingStore = ReturnType<typeof settingStore>;

export function settingStore(db: Db) {
  const get = db.prepare<[string], { value: string }>('SELECT value FROM settings WHERE key = ?');
  const put = db.prepare<[string, string]>(
    'INSERT INTO settings (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value',
  );
  const remove = db.prepare<[string]>('DELETE FROM settings WHERE key = ?');

  return {
    number(key: string): number {
      const value = Number(get.get(key)?.value ?? 0);
      return Number.isFinite(value) ? value : 0;
    },
    setNumber(key: string, value: number): void {
      if (value === 0) remove.run(key);
      else put.run(key, String(value));
    },
    /** A list of strings (e.g. the payment channels a tester turned off); empty when unset or unreadable. */
    list(key: string): string[] {
      try {
        const value: unknown = JSON.parse(get.get(key)?.value ?? '[]');
        return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
      } catch {
        return [];
      }
    },
    setList(key: string, values: readonly string[]): void {
      if (values.length === 0) remove.run(key);
      else put.run(key, JSON.stringify(values));
    },
  };
}
