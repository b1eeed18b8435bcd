import { proxy } from 'valtio/vanilla';

/**
 * Requests in flight. A counter rather than a flag, so overlapping requests keep the spinner up
 * until the last one settles.
 */
export const activity = proxy({ pending: 0 });

export function beginRequest(): void {
  activity.pending += 1;
}

export function endRequest(): void {
  activity.pending = Math.max(0, activity.pending - 1);
}
