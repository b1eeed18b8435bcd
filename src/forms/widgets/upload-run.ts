import { compressImage, CompressError, type CompressStage } from '../../lib/compress-image.ts';
import type { UploadRule } from '../spec.ts';
import type { Uploaders } from '../upload-calls.ts';

/*
 * One file's way to the server, as a form's upload rule says: compressed on the phone (images, when the
 * rule asks), then sent by the rule's upload call with progress and a cancel signal. One progress figure
 * covers both, 0–100: compressing is quick next to sending on a slow uplink, so it takes the first
 * PREPARE_PERCENT.
 */

/** Share of the bar for compressing on the phone, percent. */
export const PREPARE_PERCENT = 15;

const STAGE_PERCENT: Record<CompressStage, number> = {
  checking: 2,
  decoding: 5,
  resizing: 10,
  encoding: PREPARE_PERCENT,
};

export type Progress = (percent: number) => void;

/**
 * A file the rule refuses once it is read (a "photo" that is not an image the phone can read, one too
 * big, or one with too many pixels to decode): the widget drops it and says why, as for a refusal before reading.
 */
export class RefusedFile extends Error {
  constructor(readonly problem: 'maxSize' | 'maxPixels' | 'fileType') {
    super(problem);
    this.name = 'RefusedFile';
  }
}

/** The bytes to send: the image compressed as the rule says, or the file as picked. */
export async function prepareFile(
  file: Blob,
  rule: Pick<UploadRule, 'compress'>,
  signal: AbortSignal,
  onProgress: Progress,
): Promise<Blob> {
  const { compress } = rule;
  if (compress === 'none') return file;
  try {
    const { blob } = await compressImage(file, {
      signal,
      maxSidePx: compress.maxSidePx,
      qualities: [compress.quality],
      onStage: (stage) => onProgress(STAGE_PERCENT[stage]),
    });
    return blob;
  } catch (error) {
    if (!(error instanceof CompressError)) throw error;
    if (error.kind === 'too-large') throw new RefusedFile('maxSize');
    // Not "at most 20 MB" for a 48 KB picture of 20000 × 20000: the reason is its pixels (issue 27).
    if (error.kind === 'too-many-pixels') throw new RefusedFile('maxPixels');
    if (error.kind === 'encode-failed') throw error; // the phone's trouble: the borrower may retry
    throw new RefusedFile('fileType');
  }
}

/** Sends the prepared file by the rule's call, from the screen's `uploaders`; resolves with the server's reference. */
export async function sendFile(
  prepared: Blob,
  rule: Pick<UploadRule, 'call' | 'compress'>,
  uploaders: Uploaders,
  signal: AbortSignal,
  onProgress: Progress,
): Promise<string> {
  const upload = uploaders[rule.call];
  // The schema lint refuses a call name no screen knows; this is the net (the file is shown as failed).
  if (!upload) throw new Error(`no upload call "${rule.call}"`);
  const from = rule.compress === 'none' ? 0 : PREPARE_PERCENT;
  const stored = await upload(prepared, {
    signal,
    // The bar and the Cancel button replace the full-screen spinner, which would block Cancel.
    background: true,
    // The widget says under the file that the server did not take it.
    quiet: true,
    onProgress: (sent, total) => {
      if (total > 0) onProgress(from + ((100 - from) * sent) / total);
    },
  });
  return stored.imageId;
}
