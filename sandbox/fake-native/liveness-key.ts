/**
 * The face check's result as the liveness SDK returns it to the native app, signed (issue 27). A real
 * SDK's vendor signs its verdict (or the backend asks the vendor's server about `livenessId`); the page
 * only carries it, so a page cannot say "passed" by itself. In the sandbox the fake native shell
 * (./answers.ts) signs with this key and the sandbox checks it (sandbox/liveness.ts): a stand-in for the
 * vendor's key, which in production never reaches the phone.
 */
export const SANDBOX_LIVENESS_KEY = 'tz-loan-sandbox-liveness-vendor';

import type { SignedLiveness } from '../../src/bridge/bridge.ts';

export type { SignedLiveness };

export const livenessMessage = (result: Omit<SignedLiveness, 'signature'>): string =>
  `${result.livenessId}|${result.score}|${result.issuedAt}`;
