/**
 * The ID card and face check: front then back, the "OCR" of the card, the face photo and the liveness
 * result, then finishing the step. Images are checked by their bytes and kept on disk (uploads.ts); the
 * database records which is which (store/kyc.ts). Order is enforced as the app's messages describe it.
 */
import type { StoredImage } from '../../src/contract/entities.ts';
import { ApiError, Code } from '../errors.ts';
import type { UploadedFile } from '../multipart.ts';
import type { ImageKind } from '../store/kyc.ts';
import { livenessVerdict } from '../liveness.ts';
import { detectImageType, storeImage } from '../uploads.ts';
import { route, signedIn, stepFor } from './types.ts';
import type { CallContext, Route } from './types.ts';

/** The `file` part of a multipart call. */
export function requireFile(ctx: CallContext): UploadedFile {
  const file = ctx.files.find((part) => part.field === 'file');
  if (!file) throw ApiError.invalidParam('paramMissing', { field: 'file' });
  return file;
}

function keep(ctx: CallContext, kind: ImageKind, file: UploadedFile): StoredImage {
  const user = signedIn(ctx);
  // The contract's own code for these calls, so the app shows its translated message (not a bare 400).
  if (!detectImageType(file.data)) throw ApiError.business(Code.notAnImage, 'notAnImage');
  const stored = storeImage(ctx.uploadsDir, user.id, file);
  ctx.store.kyc.addImage(user.id, kind, stored.id, stored.bytes, ctx.nowMs);
  return { imageId: stored.id, bytes: stored.bytes };
}

/** Both sides of the card are there (the face check and everything after need them). */
function requireBothSides(ctx: CallContext): void {
  const status = ctx.store.kyc.status(signedIn(ctx).id);
  if (!status.front || !status.back) throw ApiError.business(Code.idBackMissing, 'idBackMissing');
}

export const kycRoutes: readonly Route[] = [
  route('user/upload/curp/front', (ctx) => keep(ctx, 'front', requireFile(ctx))),
  route('user/upload/curp/back', (ctx) => {
    const file = requireFile(ctx);
    if (!ctx.store.kyc.status(signedIn(ctx).id).front) {
      throw ApiError.business(Code.idFrontFirst, 'idFrontFirst');
    }
    return keep(ctx, 'back', file);
  }),
  route('user/curp/ocr', (ctx) => {
    requireBothSides(ctx);
    // The sandbox "reads" the card as what the borrower declared; with nothing declared, nothing is legible.
    const personal = ctx.store.forms.forUser(signedIn(ctx).id)['personal'];
    if (!personal) throw ApiError.business(Code.idRecognitionFailed, 'idRecognitionFailed');
    return {
      nationalId: String(personal['nationalId'] ?? ''),
      firstName: String(personal['firstName'] ?? ''),
      lastName: String(personal['lastName'] ?? ''),
    };
  }),
  route('user/saveFaceImage', (ctx) => {
    const file = requireFile(ctx);
    requireBothSides(ctx);
    return keep(ctx, 'face', file);
  }),
  route('portal/liveness/detection/result/save', (ctx) => {
    requireBothSides(ctx);
    const user = signedIn(ctx);
    // The SDK's best frame, when sent, is the face photo: the camera fallback sends it via saveFaceImage.
    const file = ctx.files.find((part) => part.field === 'file');
    if (file) keep(ctx, 'face', file);
    // Never the page's `passed`: the SDK's signed result, or the server's own check (sandbox/liveness.ts).
    const verdict = livenessVerdict(ctx.store, user.id, ctx.payload);
    ctx.store.kyc.addLiveness(
      user.id,
      ctx.payload.sdk,
      verdict.passed,
      verdict.score,
      ctx.nowMs,
      verdict.livenessId,
    );
    if (!verdict.passed) throw ApiError.business(Code.livenessFailed, 'livenessFailed');
    return { passed: true };
  }),
  route('user/finishUploadAllImg', (ctx) => {
    requireBothSides(ctx);
    const user = signedIn(ctx);
    const status = ctx.store.kyc.status(user.id);
    if (!status.face || !status.livenessPassed) {
      throw ApiError.business(Code.faceCheckMissing, 'faceCheckMissing');
    }
    return stepFor(ctx, user);
  }),
];
