/**
 * Phone photos of an ID card for end-to-end tests, drawn in Chromium at test time (multi-MB files are
 * never committed), and the photo lab page that runs the compression code on them.
 *
 *   const photos = photoFolder();                        // a temp folder, removed after the test file
 *   const photo = await makeIdPhoto(browser, photos.path('id.jpg'), { width: 4000, height: 3000 });
 *   const lab = await startPhotoLab(browser);           // page with compress-image + progress-fetch
 *   const result = await lab.compress(photo.path);
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll } from 'vitest';

export {
  ID_CARD_TEXT,
  makeIdPhoto,
  withExifOrientation,
  type IdPhoto,
  type IdPhotoOptions,
} from '../../scripts/make-photo-fixtures.mjs';
export { startPhotoLab, type LabModule, type LabResult, type PhotoLab } from '../../scripts/photo-lab.mjs';

/** A temporary folder for this test file's photos, removed after the file (E2E_KEEP=1 keeps it). */
export function photoFolder(): { dir: string; path: (name: string) => string } {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'tz-loan-photos-'));
  afterAll(() => {
    if (process.env.E2E_KEEP === '1') console.log(`[photos] kept ${dir}`);
    else rmSync(dir, { recursive: true, force: true });
  });
  return { dir, path: (name) => path.join(dir, name) };
}

/** Where the bytes hold an EXIF APP1 segment (`Exif\0\0`), or -1. */
export function exifOffset(jpeg: Uint8Array): number {
  return Buffer.from(jpeg.buffer, jpeg.byteOffset, jpeg.byteLength).indexOf('Exif\0\0', 0, 'latin1');
}
