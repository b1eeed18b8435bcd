import { proxy } from 'valtio';

/**
 * Short messages at the bottom of the screen. Anything may call `showToast` (the API layer does for
 * server errors); `<Toaster>` renders whatever is in `toasts`.
 */
export type ToastKind = 'info' | 'error' | 'success';

export type ToastItem = {
  id: number;
  message: string;
  kind: ToastKind;
  durationMs: number;
};

export type ShowToastOptions = { kind?: ToastKind; durationMs?: number };

/** Long enough to read a short sentence; errors stay longer because they usually ask for an action. */
const DEFAULT_DURATION_MS: Record<ToastKind, number> = { info: 3000, success: 3000, error: 4500 };

/** More than this on a 360 px screen hides the form behind them; the oldest goes first. */
const MAX_VISIBLE = 3;

export const toasts = proxy<ToastItem[]>([]);

let nextId = 1;

/** Shows `message` and returns the toast's id. The same message already on screen is not repeated. */
export function showToast(message: string, opts?: ShowToastOptions): number {
  const kind = opts?.kind ?? 'info';
  const existing = toasts.find((toast) => toast.message === message && toast.kind === kind);
  if (existing) return existing.id;
  const id = nextId++;
  toasts.push({ id, message, kind, durationMs: opts?.durationMs ?? DEFAULT_DURATION_MS[kind] });
  if (toasts.length > MAX_VISIBLE) toasts.splice(0, toasts.length - MAX_VISIBLE);
  return id;
}

export function dismissToast(id: number): void {
  const index = toasts.findIndex((toast) => toast.id === id);
  if (index !== -1) toasts.splice(index, 1);
}

/** Removes every toast (tests, Storybook, logout). */
export function clearToasts(): void {
  toasts.splice(0, toasts.length);
}
