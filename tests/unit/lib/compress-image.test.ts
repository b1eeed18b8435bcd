/**
 * What can be checked without a real decoder: format sniffing, header sizes, the size arithmetic, the
 * quality search, refusals, abort and the release of bitmaps and canvases (with a stand-in bitmap and
 * canvas). Real decoding and encoding are checked in Chromium: tests/e2e/compress.e2e.test.ts.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  CompressError,
  MAX_INPUT_BYTES,
  MAX_SIDE_PX,
  QUALITY_STEPS,
  TARGET_BYTES,
  compressImage,
  encodeUnderTarget,
  fitWithin,
  readDimensions,
  sniffImageFormat,
  type CompressStage,
} from '../../../src/lib/compress-image.ts';

const bytes = (...parts: Array<string | number[]>): Uint8Array<ArrayBuffer> =>
  new Uint8Array(
    parts.flatMap((part) => (typeof part === 'string' ? [...part].map((c) => c.charCodeAt(0)) : part)),
  );

const u16 = (n: number) => [n >> 8, n & 0xff];

/** A JPEG header: SOI, an APP1 segment of `app1Length` bytes, then SOF0 with the given size. */
function jpegHeader(width: number, height: number, app1Length = 100): Uint8Array<ArrayBuffer> {
  return bytes(
    [0xff, 0xd8],
    [0xff, 0xe1, ...u16(app1Length + 2)],
    Array.from({ length: app1Length }, () => 0),
    [0xff, 0xc0, ...u16(17), 8, ...u16(height), ...u16(width), 3],
    Array.from({ length: 9 }, () => 0),
  );
}

function pngHeader(width: number, height: number): Uint8Array<ArrayBuffer> {
  return bytes(
    '\x89PNG\r\n\x1a\n',
    [0, 0, 0, 13],
    'IHDR',
    [0, 0, ...u16(width), 0, 0, ...u16(height)],
    [8, 6, 0, 0, 0],
  );
}

async function failure(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => {
      throw new Error('expected a rejection');
    },
    (error: unknown) => error,
  );
}

describe('sniffImageFormat', () => {
  it.each([
    ['jpeg', bytes([0xff, 0xd8, 0xff, 0xe0])],
    ['png', pngHeader(1, 1)],
    ['webp', bytes('RIFF', [0, 0, 0, 0], 'WEBPVP8 ')],
    ['gif', bytes('GIF89a')],
    [
      'bmp',
      bytes(
        'BM',
        Array.from({ length: 12 }, () => 0),
        [40, 0, 0, 0],
      ),
    ],
    ['heif', bytes([0, 0, 0, 24], 'ftypheic')],
    ['heif', bytes([0, 0, 0, 24], 'ftypmif1')],
    ['avif', bytes([0, 0, 0, 24], 'ftypavif')],
  ] as const)('recognises %s by its first bytes', (format, header) => {
    expect(sniffImageFormat(header)).toBe(format);
  });

  it.each([
    ['a PDF', bytes('%PDF-1.7')],
    ['an SVG', bytes('<svg xmlns=')],
    ['an MP4 video', bytes([0, 0, 0, 24], 'ftypisom')],
    ['text that starts with BM', bytes('BMW service record for the car')],
    ['an empty file', new Uint8Array()],
  ])('does not take %s for an image', (_, header) => {
    expect(sniffImageFormat(header)).toBeNull();
  });
});

describe('readDimensions', () => {
  it('finds the frame size of a JPEG after its EXIF segment', () => {
    expect(readDimensions(jpegHeader(4000, 3000, 30_000), 'jpeg')).toEqual({ width: 4000, height: 3000 });
  });

  it('reads the IHDR of a PNG', () => {
    expect(readDimensions(pngHeader(1080, 2340), 'png')).toEqual({ width: 1080, height: 2340 });
  });

  it('says null when the frame header is not within the bytes read', () => {
    expect(readDimensions(jpegHeader(4000, 3000, 30_000).subarray(0, 20_000), 'jpeg')).toBeNull();
    expect(readDimensions(bytes('RIFF', [0, 0, 0, 0], 'WEBP'), 'webp')).toBeNull();
  });
});

describe('fitWithin', () => {
  it('scales the longest side down to the limit and keeps the aspect ratio', () => {
    expect(fitWithin(4000, 3000, 1600)).toEqual({ width: 1600, height: 1200 });
    expect(fitWithin(3000, 4000, 1600)).toEqual({ width: 1200, height: 1600 });
    expect(fitWithin(4032, 1908, 1600)).toEqual({ width: 1600, height: 757 });
  });

  it('never enlarges', () => {
    expect(fitWithin(800, 600, 1600)).toEqual({ width: 800, height: 600 });
  });
});

const sized = (size: number) => new Blob([new Uint8Array(size)], { type: 'image/jpeg' });

describe('encodeUnderTarget', () => {
  it('stops at the first quality under the target', async () => {
    const encode = vi.fn(async (quality: number) => sized(quality > 0.7 ? 500 : 300));
    const result = await encodeUnderTarget(encode, [0.85, 0.75, 0.65, 0.5], 400);
    expect(result).toMatchObject({ quality: 0.65, metTarget: true });
    expect(result.blob.size).toBe(300);
    expect(encode.mock.calls.map(([q]) => q)).toEqual([0.85, 0.75, 0.65]);
  });

  it('returns the smallest result, flagged, when no quality reaches the target', async () => {
    const result = await encodeUnderTarget(async (q) => sized(Math.round(q * 1000)), [0.85, 0.5], 100);
    expect(result).toMatchObject({ quality: 0.5, metTarget: false });
    expect(result.blob.size).toBe(500);
  });
});

/** Stand-ins for the decoder and canvas of a browser: jsdom has neither. */
function fakeBrowser(options: { width: number; height: number; bytesAt: (quality: number) => number }) {
  const bitmap = { width: options.width, height: options.height, close: vi.fn() };
  const decodeGate = { open: () => {} };
  const decoded = new Promise<void>((resolve) => (decodeGate.open = resolve));
  const createImageBitmap = vi.fn(async () => {
    await decoded;
    return bitmap;
  });
  const canvases: Array<{ width: number; height: number; drawn: unknown[][] }> = [];
  class FakeOffscreenCanvas {
    drawn: unknown[][] = [];
    constructor(
      public width: number,
      public height: number,
    ) {
      canvases.push(this);
    }
    getContext() {
      return { fillRect: () => {}, drawImage: (...args: unknown[]) => this.drawn.push(args) };
    }
    async convertToBlob({ quality }: { quality: number }) {
      return new Blob([new Uint8Array(options.bytesAt(quality))], { type: 'image/jpeg' });
    }
  }
  vi.stubGlobal('createImageBitmap', createImageBitmap);
  vi.stubGlobal('OffscreenCanvas', FakeOffscreenCanvas);
  return { bitmap, createImageBitmap, canvases, finishDecoding: () => decodeGate.open() };
}

const photo = (width = 4000, height = 3000) =>
  new Blob([jpegHeader(width, height), new Uint8Array(1000)], { type: 'image/jpeg' });

describe('compressImage', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('refuses files that are not images, whatever their MIME type says', async () => {
    const file = new Blob(['%PDF-1.7 payslip'], { type: 'image/jpeg' });
    const error = await failure(compressImage(file));
    expect(error).toBeInstanceOf(CompressError);
    expect(error).toMatchObject({ kind: 'not-an-image' });
  });

  it('refuses HEIC photos as an unsupported format', async () => {
    const file = new Blob(
      [
        bytes(
          [0, 0, 0, 24],
          'ftypheic',
          Array.from({ length: 100 }, () => 0),
        ),
      ],
      { type: 'image/heic' },
    );
    expect(await failure(compressImage(file))).toMatchObject({ kind: 'unsupported-format' });
  });

  it('refuses files over the byte limit before reading them', async () => {
    const file = new Blob([new Uint8Array(MAX_INPUT_BYTES + 1)]);
    const slice = vi.spyOn(file, 'slice');
    expect(await failure(compressImage(file))).toMatchObject({ kind: 'too-large' });
    expect(slice).not.toHaveBeenCalled();
  });

  it('refuses a 108 MP photo before decoding it', async () => {
    const { createImageBitmap } = fakeBrowser({ width: 12_000, height: 9000, bytesAt: () => 1 });
    expect(await failure(compressImage(photo(12_000, 9000)))).toMatchObject({ kind: 'too-large' });
    expect(createImageBitmap).not.toHaveBeenCalled();
  });

  it('resizes to the longest side, searches the quality and reports its stages', async () => {
    const fake = fakeBrowser({ width: 4000, height: 3000, bytesAt: (q) => (q >= 0.75 ? 600_000 : 350_000) });
    fake.finishDecoding();
    const stages: CompressStage[] = [];
    const result = await compressImage(photo(), { onStage: (stage) => stages.push(stage) });

    expect(result).toMatchObject({ width: MAX_SIDE_PX, height: 1200, quality: 0.65, metTarget: true });
    expect(result.sourceFormat).toBe('jpeg');
    expect(result.blob.size).toBeLessThanOrEqual(TARGET_BYTES);
    expect(stages).toEqual(['checking', 'decoding', 'resizing', 'encoding', 'encoding', 'encoding']);
    expect(fake.createImageBitmap).toHaveBeenCalledWith(expect.any(Blob), { imageOrientation: 'from-image' });
    expect(fake.canvases[0]?.drawn[0]).toEqual([fake.bitmap, 0, 0, 1600, 1200]);
    expect(fake.bitmap.close).toHaveBeenCalled();
    expect(fake.canvases[0]).toMatchObject({ width: 0, height: 0 });
  });

  it('flags a result that stayed over the target at the lowest quality', async () => {
    fakeBrowser({ width: 4000, height: 3000, bytesAt: (q) => Math.round(q * 1_000_000) }).finishDecoding();
    const result = await compressImage(photo());
    expect(result).toMatchObject({ quality: QUALITY_STEPS.at(-1), metTarget: false });
  });

  it("decodes without options where 'from-image' is not known (Chrome before ~116)", async () => {
    const fake = fakeBrowser({ width: 800, height: 600, bytesAt: () => 1000 });
    fake.finishDecoding();
    fake.createImageBitmap.mockImplementationOnce(async () => {
      throw new TypeError("The provided value 'from-image' is not a valid enum value");
    });
    const result = await compressImage(photo(800, 600));
    expect(result).toMatchObject({ width: 800, height: 600 });
    expect(fake.createImageBitmap).toHaveBeenCalledTimes(2);
  });

  it('turns a decoder failure into decode-failed', async () => {
    const fake = fakeBrowser({ width: 1, height: 1, bytesAt: () => 1 });
    fake.createImageBitmap.mockImplementation(async () => {
      throw new DOMException('The source image could not be decoded.', 'InvalidStateError');
    });
    expect(await failure(compressImage(photo()))).toMatchObject({ kind: 'decode-failed' });
  });

  it('rejects with an AbortError at once when aborted before it starts', async () => {
    const onStage = vi.fn();
    const controller = new AbortController();
    controller.abort();
    const error = await failure(compressImage(photo(), { signal: controller.signal, onStage }));
    expect(error).toMatchObject({ name: 'AbortError' });
    expect(onStage).not.toHaveBeenCalled();
  });

  it('rejects while decoding is still running, and closes the bitmap that arrives later', async () => {
    const fake = fakeBrowser({ width: 4000, height: 3000, bytesAt: () => 1000 });
    const controller = new AbortController();
    const running = compressImage(photo(), {
      signal: controller.signal,
      onStage: (stage) => {
        if (stage === 'decoding') queueMicrotask(() => controller.abort());
      },
    });
    expect(await failure(running)).toMatchObject({ name: 'AbortError' });
    expect(fake.bitmap.close).not.toHaveBeenCalled();
    fake.finishDecoding();
    await vi.waitFor(() => expect(fake.bitmap.close).toHaveBeenCalled());
    expect(fake.canvases).toEqual([]);
  });

  it('stops between quality steps when aborted while encoding', async () => {
    const fake = fakeBrowser({ width: 4000, height: 3000, bytesAt: () => 900_000 });
    fake.finishDecoding();
    const controller = new AbortController();
    let encodings = 0;
    const running = compressImage(photo(), {
      signal: controller.signal,
      onStage: (stage) => {
        if (stage === 'encoding' && ++encodings === 2) controller.abort();
      },
    });
    expect(await failure(running)).toMatchObject({ name: 'AbortError' });
    expect(fake.bitmap.close).toHaveBeenCalled();
    expect(fake.canvases[0]).toMatchObject({ width: 0, height: 0 });
  });
});
