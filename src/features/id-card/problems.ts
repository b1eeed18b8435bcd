import idCardTexts from '../../i18n/sections/idCard.ts';
import { ApiError } from '../../api/errors.ts';
import { errorMessage } from '../../api/http.ts';
import { BridgeError } from '../../bridge/bridge.ts';
import { BusinessCode, ProtocolCode } from '../../contract/codes.ts';
import { textsOf, type MessageKey, type KeysOf } from '../../i18n/i18n.ts';
import { CompressError, type CompressErrorKind } from '../../lib/compress-image.ts';
import type { Slot } from './id-card-state.ts';

type TextKey = MessageKey | KeysOf<typeof idCardTexts>;

const t = textsOf(idCardTexts);

/**
 * What went wrong with a photo, for the message under it: either one of this screen's own messages
 * (the phone could not use the photo) or the server's refusal, which src/api/errors.ts translates
 * (BUSINESS_CODES is the one table of server codes).
 */
export type Problem = { key: TextKey } | { error: ApiError };

export const problemText = (problem: Problem): string =>
  'key' in problem ? t(problem.key) : errorMessage(problem.error);

/** The photo could not be decoded: the side's own "recognition failed, retake" message (spec section 8). */
const UNREADABLE: Record<Slot, TextKey> = {
  front: 'idCard.problems.frontUnreadable',
  back: 'idCard.problems.backUnreadable',
  face: 'idCard.problems.faceUnreadable',
};

const COMPRESS: Record<Exclude<CompressErrorKind, 'decode-failed'>, TextKey> = {
  'not-an-image': 'idCard.errors.notAnImage',
  'unsupported-format': 'idCard.problems.unsupportedFormat',
  // Said apart (issue 27): a file too big in bytes, and a picture with too many pixels to decode.
  'too-large': 'idCard.problems.tooManyBytes',
  'too-many-pixels': 'idCard.problems.tooManyPixels',
  'encode-failed': 'idCard.problems.prepareFailed',
};

/** Kinds where the same photo may well go through on a second try (`offline`: it was not sent at all). */
const TRANSIENT: readonly ApiError['kind'][] = ['network', 'offline', 'timeout', 'http', 'malformed'];

/**
 * The problem to show for a failure of `slot`, and whether the kept photo can simply be sent again;
 * null when there is nothing to say: the borrower cancelled, or the session ended (the app leaves).
 */
export function classify(slot: Slot, error: unknown): { problem: Problem; retryable: boolean } | null {
  if (error instanceof CompressError) {
    const key = error.kind === 'decode-failed' ? UNREADABLE[slot] : COMPRESS[error.kind];
    return { problem: { key }, retryable: false };
  }
  if (error instanceof BridgeError)
    return { problem: { key: 'idCard.problems.faceCheckFailed' }, retryable: false };
  if (error instanceof DOMException && error.name === 'AbortError') return null;
  if (!(error instanceof ApiError))
    return { problem: { key: 'idCard.problems.prepareFailed' }, retryable: false };
  if (error.kind === 'cancelled' || error.kind === 'session') return null;
  // Upload refusals of the protocol: "file must be a JPEG, PNG or WebP image" (envelope 400, HTTP 200)
  // and a body over the server's limit (HTTP 413), said in the borrower's language.
  if (error.kind === 'business' && error.code === ProtocolCode.badRequest) {
    return { problem: { key: 'idCard.errors.notAnImage' }, retryable: false };
  }
  if (error.kind === 'http' && error.code === ProtocolCode.tooLarge) {
    return { problem: { key: 'idCard.problems.tooLarge' }, retryable: false };
  }
  return { problem: { error }, retryable: TRANSIENT.includes(error.kind) };
}

/**
 * What to say when the card could not be read (`user/curp/ocr`): a card the server cannot read gets
 * the spec's "Id card authentication error. Make sure the letters on the card look clear!" (the photos
 * themselves were accepted, so "not recognised" would be wrong here); anything else as for a photo.
 */
export function ocrProblem(error: unknown): Problem | null {
  if (
    error instanceof ApiError &&
    error.kind === 'business' &&
    error.code === BusinessCode.idRecognitionFailed
  ) {
    return { key: 'idCard.problems.unclear' };
  }
  return classify('front', error)?.problem ?? null;
}
