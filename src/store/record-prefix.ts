/**
 * Every record of ours in localStorage and the journal is named `tzloan:<key>` (./persist.ts); the
 * start-up script (src/boot/early-calls.ts) reads the device and session records under the same names.
 */
export const RECORD_PREFIX = 'tzloan:';
