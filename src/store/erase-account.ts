import { device, deviceDefaults } from './device.ts';
import { eraseRecordsExcept } from './persist.ts';
import { logOut } from './session.ts';

/** The store that outlives an account: what the phone and the native app are, not who used them. */
const DEVICE_STORE = 'device';

/**
 * The account is deleted: nothing of the borrower stays on the device. Beyond a logout, every stored
 * record but the device's goes (the session, every form draft, the half-typed number, whatever a later
 * version stores), in localStorage and in the journal; of the device's record, the rating popup's
 * history of this borrower goes too. Kept: the language and what the native app told us about itself
 * (package name, which keys the cipher, app name, affiliate id of the install) — docs/sandbox.md
 * "Account deletion". Its own module: only the deletion screen's chunk carries it.
 */
export function eraseAccountData(): void {
  logOut();
  eraseRecordsExcept([DEVICE_STORE]);
  Object.assign(device.popEvaluate, deviceDefaults().popEvaluate);
}
