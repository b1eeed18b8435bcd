import type { UploadOptions } from '../../api/http.ts';
import { saveLivenessResult } from '../../api/portal.ts';
import { saveFaceImage, uploadIdBack, uploadIdFront } from '../../api/user.ts';
import type { PayloadOf } from '../../contract/calls.ts';
import { compressImage, type CompressStage } from '../../lib/compress-image.ts';
import type { Slot } from './id-card-state.ts';

/**
 * A photo's way to the server: compressed on the phone, then uploaded with progress. One progress
 * figure covers both, 0–100: compression is quick next to the upload on a slow uplink, so it takes the
 * first PREPARE_PERCENT.
 */

/** Share of the bar for compressing on the phone, percent. */
export const PREPARE_PERCENT = 15;

const STAGE_PERCENT: Record<CompressStage, number> = {
  checking: 2,
  decoding: 5,
  resizing: 10,
  encoding: PREPARE_PERCENT,
};

/** How the face was checked, for `portal/liveness/detection/result/save`. */
export type FaceSource = Omit<PayloadOf<'portal/liveness/detection/result/save'>, 'passed'>;

export type Progress = (percent: number) => void;

/** The photo as a JPEG of at most 1600 px and ~400 KB (src/lib/compress-image.ts). */
export async function preparePhoto(file: Blob, signal: AbortSignal, onProgress: Progress): Promise<Blob> {
  const { blob } = await compressImage(file, {
    signal,
    onStage: (stage) => onProgress(STAGE_PERCENT[stage]),
  });
  return blob;
}

/** Upload options that map the bytes sent onto the part of the bar between `from` and `to`. */
function transfer(signal: AbortSignal, onProgress: Progress, from: number, to: number): UploadOptions {
  return {
    signal,
    // The bar and the Cancel button replace the full-screen spinner, which would block Cancel.
    background: true,
    // The screen shows the server's refusals under the photo.
    quiet: true,
    onProgress: (sent, total) => {
      if (total > 0) onProgress(from + ((to - from) * sent) / total);
    },
  };
}

/**
 * Sends the prepared photo of `slot`. The face goes once (`user/saveFaceImage`), then the liveness result
 * without it (it used to carry the same photo again). In a browser the camera photo counts as passed; the
 * server decides.
 */
export async function uploadPhoto(
  slot: Slot,
  photo: Blob,
  face: FaceSource,
  signal: AbortSignal,
  onProgress: Progress,
): Promise<void> {
  const all = transfer(signal, onProgress, PREPARE_PERCENT, 100);
  if (slot === 'front') await uploadIdFront(photo, all);
  else if (slot === 'back') await uploadIdBack(photo, all);
  else {
    // The photo is nearly all of the bytes: it takes the bar up to 95 %, the result the rest.
    const photoDone = 95;
    await saveFaceImage(photo, transfer(signal, onProgress, PREPARE_PERCENT, photoDone));
    await saveLivenessResult({ ...face, passed: true }, transfer(signal, onProgress, photoDone, 100));
  }
}
