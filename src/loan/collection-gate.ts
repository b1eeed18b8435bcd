import { allCollected, uploadEnable, uploadStatus } from '../api/collection.ts';
import { isInApp } from '../bridge/bridge.ts';
import { collectDeviceData } from '../bridge/actions.ts';
import type { CollectionFlags } from '../contract/entities.ts';
import { market } from '../store/market.ts';
import { track } from '../telemetry/track.ts';

/** One line of what the gate did, for the screen and for analytics. */
export type GateOutcome = 'skipped' | 'done' | 'incomplete';

/**
 * The data-collection gate of spec section 7, run after applying: enable → status → ask the native app to
 * collect each missing step of the market → status again. In a plain browser, or when the server does not
 * enable collection, it passes straight on (docs/decisions.md). Failures of a step are logged, not fatal: the
 * server decides what missing data means for the review.
 */
export async function passCollectionGate(orderNo: string, userId: number): Promise<GateOutcome> {
  const { enableTimeSdk } = await uploadEnable(orderNo);
  if (!enableTimeSdk || !isInApp()) return 'skipped';
  // Only the market's steps (docs/decisions.md); the others count as done.
  const wanted = market.collectionSteps;
  const missing = (flags: CollectionFlags) => wanted.filter((step) => !flags[step]);
  let flags = await uploadStatus(orderNo);
  const todo = missing(flags);
  for (const [index, step] of todo.entries()) {
    const isSubmit = index === todo.length - 1;
    try {
      const { collected } = await collectDeviceData({ step, orderNo, userId, isSubmit, flags: { ...flags } });
      track('collection_step', { step, collected: collected ? 1 : 0 });
    } catch {
      track('collection_step', { step, collected: 0 });
    }
  }
  if (todo.length > 0) flags = await uploadStatus(orderNo);
  return missing(flags).length === 0 || allCollected(flags) ? 'done' : 'incomplete';
}
