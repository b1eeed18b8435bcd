/**
 * The face check's verdict, taken only from where it can be trusted (issue 27, docs/bridge.md): with a
 * liveness SDK, its signed result (sandbox/fake-native/liveness-key.ts), checked and used once; with
 * the browser's camera, the server's own look at the face photo it stored (the sandbox: a face photo is
 * there; a real backend runs its passive liveness check on it). The page's `passed` is never read.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { livenessMessage, SANDBOX_LIVENESS_KEY } from './fake-native/liveness-key.ts';
import type { Store } from './store/index.ts';

/** The lowest SDK score that passes. */
export const LIVENESS_PASS_SCORE = 60;

export interface LivenessVerdict {
  readonly passed: boolean;
  readonly score: number | null;
  /** The SDK result's id, kept so it counts once. */
  readonly livenessId: string | null;
}

interface Reported {
  readonly sdk: 'accuauth' | 'boyingfei' | 'camera';
  readonly score?: number;
  readonly livenessId?: string;
  readonly issuedAt?: number;
  readonly signature?: string;
}

function signatureHolds(result: Reported & { livenessId: string; score: number; issuedAt: number }): boolean {
  const expected = createHmac('sha256', SANDBOX_LIVENESS_KEY)
    .update(
      livenessMessage({ livenessId: result.livenessId, score: result.score, issuedAt: result.issuedAt }),
    )
    .digest();
  const given = Buffer.from(result.signature ?? '', 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export function livenessVerdict(store: Store, userId: number, reported: Reported): LivenessVerdict {
  if (reported.sdk === 'camera') {
    return { passed: store.kyc.status(userId).face, score: null, livenessId: null };
  }
  const { livenessId, score, issuedAt } = reported;
  if (livenessId === undefined || score === undefined || issuedAt === undefined) {
    return { passed: false, score: null, livenessId: null };
  }
  const genuine = signatureHolds({ ...reported, livenessId, score, issuedAt });
  const fresh = genuine && !store.kyc.livenessIdUsed(livenessId);
  return { passed: fresh && score >= LIVENESS_PASS_SCORE, score, livenessId: genuine ? livenessId : null };
}
