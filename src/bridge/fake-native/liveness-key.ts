/**
 * The face check's result as the liveness SDK returns it to the native app, signed (issue 27). A real
 * SDK's vendor signs its verdict (or the backend asks the vendor's server about `livenessId`); the page
 * only carries it, so a page cannot say "passed" by itself. In the sandbox the fake native shell
 * (./answers.ts) signs with this key and the sandbox checks it (sandbox/liveness.ts): a stand-in for the
 * vendor's key, which in production never reaches the phone.
 */
export const SANDBOX_LIVENESS_KEY = 'tz-loan-sandbox-liveness-vendor';

/** What the SDK says, signed: an id used once, its score (0–100) and when it was checked (epoch ms). */
export interface SignedLiveness {
  readonly livenessId: string;
  readonly score: number;
  readonly issuedAt: number;
  /** HMAC-SHA256 of `livenessMessage(...)`, hex. */
  readonly signature: string;
}

export const livenessMessage = (result: Omit<SignedLiveness, 'signature'>): string =>
  `${result.livenessId}|${result.score}|${result.issuedAt}`;
