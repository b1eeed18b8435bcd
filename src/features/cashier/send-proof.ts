import cashierTexts from '../../i18n/sections/cashier.ts';
import { ApiError } from '../../api/errors.ts';
import { errorMessage } from '../../api/http.ts';
import { sendPaymentProof, type ProofFields } from '../../api/payment.ts';
import { BusinessCode, ProtocolCode } from '../../contract/codes.ts';
import type { PaymentProof } from '../../contract/entities.ts';
import type { MessageKey, KeysOf } from '../../i18n/i18n.ts';
import { compressImage, CompressError, type CompressStage } from '../../lib/compress-image.ts';
import { callProblem, type Problem } from './payment-state.ts';

type TextKey = MessageKey | KeysOf<typeof cashierTexts>;

/**
 * A payment screenshot's way to the server, as the ID card's photos go (src/lib/compress-image.ts, then
 * a multipart upload with progress): resized and re-encoded on the phone (a 1080 × 2400 PNG screenshot
 * of 1–3 MB leaves as a JPEG of a few hundred KB, with no EXIF), then sent. One progress figure covers
 * both, 0–100, compression taking the first PREPARE_PERCENT.
 */

/** Share of the bar for compressing on the phone, percent. */
export const PREPARE_PERCENT = 15;

const STAGE_PERCENT: Record<CompressStage, number> = {
  checking: 2,
  decoding: 5,
  resizing: 10,
  encoding: PREPARE_PERCENT,
};

/** Where the screenshot is: being prepared on the phone, or on its way. */
export type SendPhase = 'compressing' | 'uploading';

export type Progress = (percent: number, phase: SendPhase) => void;

export async function sendProof(
  file: Blob,
  fields: ProofFields,
  signal: AbortSignal,
  onProgress: Progress,
): Promise<PaymentProof> {
  const { blob } = await compressImage(file, {
    signal,
    onStage: (stage) => onProgress(STAGE_PERCENT[stage], 'compressing'),
  });
  onProgress(PREPARE_PERCENT, 'uploading');
  return sendPaymentProof(blob, fields, {
    signal,
    // The bar and Cancel replace the full-screen spinner, which would cover Cancel.
    background: true,
    quiet: true,
    onProgress: (sent, total) => {
      if (total > 0) onProgress(PREPARE_PERCENT + ((100 - PREPARE_PERCENT) * sent) / total, 'uploading');
    },
  });
}

const COMPRESS: Record<CompressError['kind'], TextKey> = {
  'not-an-image': 'cashier.proof.problems.notAnImage',
  'unsupported-format': 'cashier.proof.problems.unsupported',
  // Said apart (issue 27): a file too big in bytes, and a picture with too many pixels to decode.
  'too-large': 'cashier.proof.problems.tooManyBytes',
  'too-many-pixels': 'cashier.proof.problems.tooManyPixels',
  'decode-failed': 'cashier.proof.problems.unreadable',
  'encode-failed': 'cashier.proof.problems.unreadable',
};

/** What a failed send says; null when the borrower cancelled or the session ended. */
export function proofProblem(error: unknown): Problem | null {
  if (error instanceof CompressError) return { key: COMPRESS[error.kind] };
  if (error instanceof DOMException && error.name === 'AbortError') return null;
  if (error instanceof ApiError) {
    if (error.kind === 'business' && error.code === BusinessCode.proofUnderReview) {
      return { key: 'cashier.proof.problems.underReview' };
    }
    // A body over the server's limit (HTTP 413): the compressed picture is far below it, but say so.
    if (error.kind === 'http' && error.code === ProtocolCode.tooLarge) {
      return { key: 'cashier.proof.problems.tooLarge' };
    }
  }
  // The amount rules ('Minimum input 1000 shillings' …) come in the server's words, in the borrower's language.
  return callProblem(error, errorMessage);
}
