/**
 * How our records sit in localStorage: each named `tzloan:<key>`, a JSON object. Read here both by the
 * stores (./persist.ts) and by the page's first script (src/boot/early-calls.ts), which runs before the
 * stores exist and must read the records exactly as they will.
 */
export const RECORD_PREFIX = 'tzloan:';

function safeParse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** A stored text as a record: anything but a JSON object is an empty one. */
export function asRecord(text: string | null | undefined): Record<string, unknown> {
  const parsed: unknown = text ? safeParse(text) : null;
  return parsed && typeof parsed === 'object' && !Array.isArray(parsed)
    ? (parsed as Record<string, unknown>)
    : {};
}

/** The record `key` as localStorage holds it; empty when missing, unreadable or storage is disabled. */
export function readStored(key: string): Record<string, unknown> {
  try {
    return asRecord(localStorage.getItem(RECORD_PREFIX + key));
  } catch {
    return {};
  }
}
