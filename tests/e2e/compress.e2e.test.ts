/**
 * Photo compression (src/lib/compress-image.ts) and upload progress (src/api/progress-fetch.ts) in real
 * Chromium, on phone photos drawn at test time. The modules run in the photo lab page (scripts/photo-lab.mjs):
 * bundled by Vite for chrome80, handed real Files through a file input, their output read back byte for byte.
 */
import { readFileSync } from 'node:fs';
import { afterAll, describe, expect, test } from 'vitest';
import {
  MAX_SIDE_PX,
  TARGET_BYTES,
  type CompressStage,
  type CompressedImage,
} from '../../src/lib/compress-image.ts';
import { setupBrowser } from '../helpers/browser.ts';
import {
  exifOffset,
  makeIdPhoto,
  photoFolder,
  startPhotoLab,
  type IdPhoto,
  type LabModule,
  type PhotoLab,
} from '../helpers/photos.ts';

const MB = 1024 * 1024;
const getBrowser = setupBrowser();
const photos = photoFolder();

interface Ready {
  lab: PhotoLab;
  landscape: IdPhoto;
  portrait: IdPhoto;
  screenshot: IdPhoto;
}
let starting: Promise<Ready> | undefined;
// Registered after setupBrowser(), so it runs before the browser closes. The lab page keeps no storage
// between tests, so one page serves the whole file.
afterAll(async () => {
  const started = await starting?.catch(() => undefined);
  await started?.lab.close();
});

/** Fixtures and lab, made by the first test that needs them (a failure then fails tests, never skips them). */
function ready(): Promise<Ready> {
  starting ??= (async () => {
    const browser = await getBrowser();
    const [landscape, portrait, screenshot] = await Promise.all([
      makeIdPhoto(browser, photos.path('id-4000x3000.jpg'), { width: 4000, height: 3000 }),
      makeIdPhoto(browser, photos.path('id-portrait-exif6.jpg'), {
        width: 3000,
        height: 4000,
        orientation: 6,
      }),
      makeIdPhoto(browser, photos.path('id-screenshot.png'), { width: 1080, height: 2340, format: 'png' }),
    ]);
    return { lab: await startPhotoLab(browser), landscape, portrait, screenshot };
  })();
  return starting;
}

type LabWindow = Window & { lab: LabModule };

describe('compressImage in Chromium', () => {
  test('a 4000×3000 phone photo of several MB becomes a JPEG of at most 400 KB, longest side at the limit', async () => {
    const { lab, landscape } = await ready();
    expect(landscape.bytes, 'the fixture should weigh what a phone photo does').toBeGreaterThan(3 * MB);
    expect(landscape.bytes).toBeLessThan(5 * MB);

    const result = await lab.compress(landscape.path);
    if (!result.ok) throw new Error(`compression failed: ${JSON.stringify(result.error)}`);
    expect(result.bytes).toBeLessThanOrEqual(TARGET_BYTES);
    expect(result.output).toHaveLength(result.bytes);
    expect(result.type).toBe('image/jpeg');
    expect([...result.output.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
    expect({ width: result.width, height: result.height }).toEqual({ width: MAX_SIDE_PX, height: 1200 });
    expect(result.decoded).toEqual({ width: MAX_SIDE_PX, height: 1200 });
    expect(result.metTarget).toBe(true);
    expect(result.stages.slice(0, 3)).toEqual(['checking', 'decoding', 'resizing']);
  });

  test('applies the EXIF orientation of a photo taken upright, and drops the EXIF data', async () => {
    const { lab, portrait } = await ready();
    expect(exifOffset(readFileSync(portrait.path)), 'the fixture should carry EXIF').toBeGreaterThan(0);

    const result = await lab.compress(portrait.path);
    if (!result.ok) throw new Error(`compression failed: ${JSON.stringify(result.error)}`);
    expect(result.decoded).toEqual({ width: 1200, height: MAX_SIDE_PX });
    expect(exifOffset(result.output)).toBe(-1);
    expect(result.bytes).toBeLessThanOrEqual(TARGET_BYTES);
  });

  test('turns a PNG into a JPEG', async () => {
    const { lab, screenshot } = await ready();
    const result = await lab.compress(screenshot.path);
    if (!result.ok) throw new Error(`compression failed: ${JSON.stringify(result.error)}`);
    expect(result).toMatchObject({
      sourceFormat: 'png',
      type: 'image/jpeg',
      width: 738,
      height: MAX_SIDE_PX,
    });
    expect(result.bytes).toBeLessThanOrEqual(TARGET_BYTES);
  });

  test.each([
    [
      'a PDF the picker calls image/jpeg',
      'payslip.jpg',
      'image/jpeg',
      Buffer.from('%PDF-1.7\n% payslip\n'),
      'not-an-image',
    ],
    ['an empty file', 'empty.jpg', 'image/jpeg', Buffer.alloc(0), 'not-an-image'],
    [
      'a HEIC photo',
      'IMG_0001.heic',
      'image/heic',
      Buffer.concat([Buffer.from([0, 0, 0, 24]), Buffer.from('ftypheic'), Buffer.alloc(200)]),
      'unsupported-format',
    ],
  ])('refuses %s', async (_, name, mimeType, buffer, kind) => {
    const { lab } = await ready();
    const result = await lab.compress({ name, mimeType, buffer });
    expect(result).toMatchObject({ ok: false, error: { name: 'CompressError', kind } });
  });

  test('a truncated JPEG fails as decode-failed', async () => {
    const { lab, landscape } = await ready();
    const whole = readFileSync(landscape.path);
    const result = await lab.compress({
      name: 'cut.jpg',
      mimeType: 'image/jpeg',
      buffer: whole.subarray(0, 2000),
    });
    expect(result).toMatchObject({ ok: false, error: { kind: 'decode-failed' } });
  });

  test('abort while decoding rejects with an AbortError at once, and nothing is produced', async () => {
    const { lab, landscape } = await ready();
    await lab.page.setInputFiles('#photo', landscape.path);
    const outcome = await lab.page.evaluate(async () => {
      const { lab: module } = window as unknown as LabWindow;
      const file = (document.getElementById('photo') as HTMLInputElement).files![0]!;
      const controller = new AbortController();
      const stages: CompressStage[] = [];
      const settled = await module
        .compressImage(file, {
          signal: controller.signal,
          onStage: (stage) => {
            stages.push(stage);
            if (stage === 'decoding') setTimeout(() => controller.abort(), 0);
          },
        })
        .then(
          () => ({ name: 'resolved' }),
          (error: Error) => ({ name: error.name }),
        );
      const before = new AbortController();
      before.abort();
      const early = await module.compressImage(file, { signal: before.signal }).then(
        () => 'resolved',
        (error: Error) => error.name,
      );
      return { ...settled, stages, early };
    });
    expect(outcome).toMatchObject({
      name: 'AbortError',
      stages: ['checking', 'decoding'],
      early: 'AbortError',
    });
  });

  test('works in an old WebView without createImageBitmap and OffscreenCanvas (<img> and <canvas>)', async () => {
    const { lab, portrait } = await ready();
    await lab.page.setInputFiles('#photo', portrait.path);
    const result = await lab.page.evaluate(async () => {
      const { lab: module } = window as unknown as LabWindow;
      const file = (document.getElementById('photo') as HTMLInputElement).files![0]!;
      const saved = { createImageBitmap: window.createImageBitmap, OffscreenCanvas: window.OffscreenCanvas };
      const scope = window as unknown as Record<string, unknown>;
      delete scope.createImageBitmap;
      delete scope.OffscreenCanvas;
      let compressed: CompressedImage;
      try {
        if (typeof createImageBitmap !== 'undefined') throw new Error('createImageBitmap is still there');
        compressed = await module.compressImage(file);
      } finally {
        Object.assign(window, saved);
      }
      return {
        width: compressed.width,
        height: compressed.height,
        bytes: compressed.blob.size,
        type: compressed.blob.type,
      };
    });
    // Chrome 81+ applies EXIF orientation to <img> too, so the portrait photo stays portrait here.
    expect(result).toMatchObject({ width: 1200, height: MAX_SIDE_PX, type: 'image/jpeg' });
    expect(result.bytes).toBeLessThanOrEqual(TARGET_BYTES);
  });
});

describe('progressFetch under redaxios in Chromium', () => {
  test('reports upload progress up to the whole body and hands redaxios the reply', async () => {
    const { lab } = await ready();
    const uploadsBefore = lab.uploads.length;
    const outcome = await lab.page.evaluate(async () => {
      const { lab: module } = window as unknown as LabWindow;
      const form = new FormData();
      form.append('front', new Blob([new Uint8Array(1_500_000)], { type: 'image/jpeg' }), 'front.jpg');
      const progress: Array<[number, number]> = [];
      const response = await module.axios.post<{ code: number; data: { bytes: number } }>('./upload', form, {
        fetch: module.progressFetch((sent, total) => progress.push([sent, total])),
      });
      return { status: response.status, data: response.data, lab: response.headers.get('x-lab'), progress };
    });
    expect(outcome).toMatchObject({ status: 200, lab: 'upload', data: { code: 0 } });
    const [lastSent, total] = outcome.progress.at(-1)!;
    expect(total).toBeGreaterThan(1_500_000);
    expect(lastSent).toBe(total);
    expect(outcome.progress.every(([sent], i, all) => i === 0 || sent >= all[i - 1]![0])).toBe(true);
    expect(lab.uploads.slice(uploadsBefore)).toEqual([
      {
        bytes: outcome.data.data.bytes,
        contentType: expect.stringMatching(/^multipart\/form-data; boundary=/),
      },
    ]);
    expect(outcome.data.data.bytes).toBe(total);
  });

  test('abort during an upload rejects with an AbortError without waiting for the server', async () => {
    const { lab } = await ready();
    const outcome = await lab.page.evaluate(async () => {
      const { lab: module } = window as unknown as LabWindow;
      const controller = new AbortController();
      const started = performance.now();
      const request = module.progressFetch(() => {})('./upload?delayMs=20000', {
        method: 'POST',
        body: new Blob([new Uint8Array(200_000)]),
        signal: controller.signal,
      });
      setTimeout(() => controller.abort(), 300);
      const name = await request.then(
        () => 'resolved',
        (error: Error) => error.name,
      );
      return { name, ms: performance.now() - started };
    });
    expect(outcome.name).toBe('AbortError');
    expect(outcome.ms).toBeLessThan(5000);
  });

  test('a refused connection rejects with a TypeError, like fetch', async () => {
    const { lab } = await ready();
    const name = await lab.page.evaluate(async () => {
      const { lab: module } = window as unknown as LabWindow;
      // Port 9 (discard) has no listener on a test machine.
      return module
        .progressFetch(() => {})('http://127.0.0.1:9/upload', { method: 'POST', body: 'x' })
        .then(
          () => 'resolved',
          (error: Error) => error.constructor.name,
        );
    });
    expect(name).toBe('TypeError');
  });
});
