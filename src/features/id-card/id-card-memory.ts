import { DRAFT_RECORD_PREFIX, readRecord, removeRecord, writeRecord } from '../../store/persist.ts';
import type { Slot } from './id-card-state.ts';

/**
 * Which sides of the ID card the server has accepted, kept on the device per user until the step is
 * finished: a reload, or a kill in the middle of the next photo's upload, finds them still uploaded
 * instead of asking for them again (the server has no call that says which sides it holds). Written at
 * once, on the server's acceptance. Kept with the form drafts (`draft:` prefix): a logout on purpose
 * clears it with them, an ended session does not.
 */

type Side = Exclude<Slot, 'face'>;
const SIDES: readonly Side[] = ['front', 'back'];

const key = (user: string) => `${DRAFT_RECORD_PREFIX}${user}:idCard`;

export function rememberedSides(user: string): Side[] {
  const record = readRecord(key(user));
  return SIDES.filter((side) => record?.[side] === true);
}

export function rememberSide(user: string, side: Slot): void {
  if (side === 'face') return;
  writeRecord(key(user), { ...readRecord(key(user)), [side]: true });
}

/** The step is done: nothing to remember any more. */
export function forgetSides(user: string): void {
  removeRecord(key(user));
}
