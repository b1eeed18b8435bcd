/**
 * What can be checked without a real decoder: format sniffing, header sizes, the size arithmetic, the
 * quality search, refusals, abort and the release of bitmaps and canvases (with a stand-in bitmap and
 * canvas). Real decoding and encoding are checked in Chromium: tests/e2e/compress.e2e.test.ts.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  CompressError,
  MAX_INPUT_BYTES,
  MAX_PIXELS,
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

const u16le = (n: number) => [n & 0xff, (n >> 8) & 0xff];
const u24le = (n: number) => [n & 0xff, (n >> 8) & 0xff, (n >> 16) & 0xff];
const u32le = (n: number) => [...u16le(n & 0xffff), ...u16le(n >>> 16)];

/** A WebP whose first chunk is `chunk` with `payload` (RIFF size left loose: readers only need the start). */
const webp = (chunk: 'VP8 ' | 'VP8L' | 'VP8X', payload: number[]): Uint8Array<ArrayBuffer> =>
  bytes('RIFF', u32le(4 + 8 + payload.length), 'WEBP', chunk, u32le(payload.length), payload);

/** Lossy: a key frame's 3-byte tag, the start code 9d 01 2a, then 14-bit width and height. */
const vp8 = (width: number, height: number) =>
  webp('VP8 ', [0x30, 0x01, 0x00, 0x9d, 0x01, 0x2a, ...u16le(width), ...u16le(height), 0, 0]);

/** Lossless: the 0x2f signature, then width − 1 and height − 1 in 14 bits each, little-endian bits. */
function vp8l(width: number, height: number) {
  const bits = (width - 1) | ((height - 1) << 14);
  return webp('VP8L', [0x2f, ...u32le(bits), 0, 0, 0]);
}

/** Extended: flags, 3 reserved bytes, then canvas width − 1 and height − 1 in 24 bits each. */
const vp8x = (width: number, height: number) =>
  webp('VP8X', [0x10, 0, 0, 0, ...u24le(width - 1), ...u24le(height - 1)]);

/** A JPEG whose frame header comes after five full APP1 segments (325 KB), beyond the first read. */
function deepJpeg(width: number, height: number): Uint8Array<ArrayBuffer> {
  const app1 = [0xff, 0xe1, ...u16(65_002), ...Array.from({ length: 65_000 }, () => 0)];
  return bytes([0xff, 0xd8], ...Array.from({ length: 5 }, () => app1), [
    ...jpegHeader(width, height).subarray(2),
  ]);
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

  it('reads a 20000 × 20000 PNG pixel bomb from its IHDR', () => {
    expect(readDimensions(pngHeader(20_000, 20_000), 'png')).toEqual({ width: 20_000, height: 20_000 });
  });

  it('reads the size of a JPEG from its SOF, whichever SOFn it is', () => {
    const progressive = jpegHeader(8000, 6000);
    progressive[progressive.indexOf(0xc0)] = 0xc2;
    expect(readDimensions(progressive, 'jpeg')).toEqual({ width: 8000, height: 6000 });
    expect(readDimensions(jpegHeader(20_000, 20_000), 'jpeg')).toEqual({ width: 20_000, height: 20_000 });
  });

  it.each([
    ['lossy (VP8)', vp8(1080, 2340), { width: 1080, height: 2340 }],
    ['lossy at its largest (VP8, 16383)', vp8(16_383, 16_383), { width: 16_383, height: 16_383 }],
    ['lossless (VP8L)', vp8l(1080, 2340), { width: 1080, height: 2340 }],
    ['lossless at its largest (VP8L)', vp8l(16_384, 16_384), { width: 16_384, height: 16_384 }],
    ['extended (VP8X)', vp8x(4000, 3000), { width: 4000, height: 3000 }],
    ['an extended pixel bomb (VP8X)', vp8x(20_000, 20_000), { width: 20_000, height: 20_000 }],
  ])('reads a WebP, %s', (_name, header, size) => {
    expect(readDimensions(header, 'webp')).toEqual(size);
  });

  it('says null for a PNG whose first chunk is not IHDR, or a VP8 without its start code', () => {
    const png = pngHeader(100, 100);
    png.set([0x49, 0x44, 0x41, 0x54], 12); // IDAT first
    expect(readDimensions(png, 'png')).toBeNull();
    const lossy = vp8(100, 100);
    lossy[23] = 0;
    expect(readDimensions(lossy, 'webp')).toBeNull();
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

  it('refuses a 108 MP photo before decoding it, for its pixels', async () => {
    const { createImageBitmap } = fakeBrowser({ width: 12_000, height: 9000, bytesAt: () => 1 });
    expect(await failure(compressImage(photo(12_000, 9000)))).toMatchObject({ kind: 'too-many-pixels' });
    expect(createImageBitmap).not.toHaveBeenCalled();
  });

  it('takes 20 MB and 40 MP, the same limits as the sandbox, and no more', () => {
    expect(MAX_INPUT_BYTES).toBe(20 * 1024 * 1024);
    expect(MAX_PIXELS).toBe(40_000_000);
  });

  it.each([
    ['a PNG of 20000 × 20000 in a few bytes', new Blob([pngHeader(20_000, 20_000)], { type: 'image/png' })],
    ['a WebP of 20000 × 20000', new Blob([vp8x(20_000, 20_000)], { type: 'image/webp' })],
    ['a JPEG of 8001 × 5000, just over 40 MP', photo(8001, 5000)],
    [
      'a JPEG hiding its 20000 × 20000 frame after 325 KB of metadata',
      new Blob([deepJpeg(20_000, 20_000)], { type: 'image/jpeg' }),
    ],
  ])('refuses %s for its pixels, before decoding it', async (_name, file) => {
    const { createImageBitmap } = fakeBrowser({ width: 1, height: 1, bytesAt: () => 1 });
    expect(await failure(compressImage(file))).toMatchObject({ kind: 'too-many-pixels' });
    expect(createImageBitmap).not.toHaveBeenCalled();
  });

  it('takes a 40 MP photo (8000 × 5000) to decoding', async () => {
    const fake = fakeBrowser({ width: 8000, height: 5000, bytesAt: () => 1 });
    fake.finishDecoding();
    expect(await compressImage(photo(8000, 5000))).toMatchObject({ width: MAX_SIDE_PX, height: 1000 });
  });

  it('a picture whose header says no size is not decoded', async () => {
    const { createImageBitmap } = fakeBrowser({ width: 1, height: 1, bytesAt: () => 1 });
    const truncated = new Blob([bytes('\x89PNG\r\n\x1a\n', [0, 0, 0, 13])], { type: 'image/png' });
    expect(await failure(compressImage(truncated))).toMatchObject({ kind: 'decode-failed' });
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
