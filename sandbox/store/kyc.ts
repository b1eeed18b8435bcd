/** The ID card and face of a borrower: uploaded images (files on disk, ids here) and liveness results. */
import type { Db } from '../db.ts';

export type ImageKind = 'front' | 'back' | 'face';

export interface KycStatus {
  readonly front: boolean;
  readonly back: boolean;
  readonly face: boolean;
  /** The latest liveness check passed. */
  readonly livenessPassed: boolean;
}

export type KycStore = ReturnType<typeof kycStore>;

export function kycStore(db: Db) {
  const addImage = db.prepare<[number, ImageKind, string, number, number]>(
    'INSERT INTO kyc_images (user_id, kind, upload_id, bytes, uploaded_at) VALUES (?, ?, ?, ?, ?)',
  );
  const kinds = db.prepare<[number], { kind: ImageKind }>(
    'SELECT DISTINCT kind FROM kyc_images WHERE user_id = ?',
  );
  const addLiveness = db.prepare<[number, string, number, number | null, number, string | null]>(
    'INSERT INTO liveness (user_id, sdk, passed, score, checked_at, liveness_id) VALUES (?, ?, ?, ?, ?, ?)',
  );
  const livenessId = db.prepare<[string], { n: number }>(
    'SELECT count(*) AS n FROM liveness WHERE liveness_id = ?',
  );
  const lastLiveness = db.prepare<[number], { passed: number }>(
    'SELECT passed FROM liveness WHERE user_id = ? ORDER BY id DESC LIMIT 1',
  );

  return {
    /** Keeps every upload; the latest of each kind is the one that counts. */
    addImage(userId: number, kind: ImageKind, uploadId: string, bytes: number, nowMs: number): void {
      addImage.run(userId, kind, uploadId, bytes, nowMs);
    },
    addLiveness(
      userId: number,
      sdk: string,
      passed: boolean,
      score: number | null,
      nowMs: number,
      id: string | null = null,
    ): void {
      addLiveness.run(userId, sdk, passed ? 1 : 0, score, nowMs, id);
    },
    /** An SDK result with this id was already reported (it counts once). */
    livenessIdUsed(id: string): boolean {
      return (livenessId.get(id)?.n ?? 0) > 0;
    },
    status(userId: number): KycStatus {
      const have = new Set(kinds.all(userId).map((row) => row.kind));
      return {
        front: have.has('front'),
        back: have.has('back'),
        face: have.has('face'),
        livenessPassed: lastLiveness.get(userId)?.passed === 1,
      };
    },
  };
}
