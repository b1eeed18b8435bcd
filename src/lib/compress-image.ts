/**
 * Photo compression on the phone, before upload: a camera or gallery photo (often 4000 × 3000 and 3–5 MB)
 * becomes a JPEG whose longest side is at most MAX_SIDE_PX and whose size aims at TARGET_BYTES, so that
 * a KYC upload takes seconds instead of a minute on a 750 kbit/s uplink.
 *
 * - Only JPEG, PNG and WebP are taken: what phone cameras, screenshots and gallery apps produce and what
 *   every WebView we support (Chrome 80+) decodes. The first bytes decide, never the name or the
 *   picker's MIME type. HEIC/HEIF and AVIF (Chrome cannot decode HEIC at all, AVIF only from Chrome 85),
 *   GIF and BMP are recognised and refused as 'unsupported-format' so the screen can ask for a camera
 *   photo; anything else (PDF, SVG, video, text) is 'not-an-image'.
 * - EXIF orientation is applied (a portrait photo stays portrait), and the output has no EXIF at all:
 *   re-encoding drops the GPS position and device data phones write into photos.
 * - The result is a Blob; nothing here makes a base64 string or a data URL (images never travel as
 *   base64 in state). Object URLs and bitmaps are released, also on failure and abort.
 * - Abort rejects like fetch does (the signal's reason, an 'AbortError' DOMException), so a screen can
 *   treat "cancelled while compressing" and "cancelled while uploading" the same way.
 * - With OffscreenCanvas and createImageBitmap available it touches no DOM, so it can also run in a worker.
 */

import { MAX_PICTURE_BYTES, MAX_PICTURE_PIXELS } from './picture-limits.ts';

/**
 * Longest side of the output, in pixels. An ID card held to fill ~60 % of the frame is then ~950 px wide
 * (~11 px per mm of card), so 3 mm printed text is ~30 px tall: comfortably above what OCR needs
 * (`npm run bench:upload` checks that Tesseract still reads the number and the name).
 */
export const MAX_SIDE_PX = 1600;

/** Size the encoder aims at, in bytes (400 KB read as 400 × 1000, so it holds for KB and KiB alike). */
export const TARGET_BYTES = 400_000;

/** JPEG qualities tried in order; the first result at or under TARGET_BYTES wins. */
export const QUALITY_STEPS = [0.85, 0.75, 0.65, 0.5] as const;

/**
 * Inputs above this many bytes are refused before anything is read (MAX_PICTURE_BYTES, 20 MB): the
 * server's own limit, and larger than any phone camera JPEG we accept by pixels. A 25 MB file was taken
 * before, or refused for another reason (issue 27); now it is 'too-large' and the screen says so.
 */
export const MAX_INPUT_BYTES = MAX_PICTURE_BYTES;

/**
 * Inputs with more pixels than this are refused before decoding (MAX_PICTURE_PIXELS, 40 MP, the same limit
 * as the sandbox's): decoding needs 4 bytes per pixel, and a 108 MP photo (432 MB of RGBA) or a 48 KB
 * "pixel bomb" of 20000 × 20000 kills the WebView on a 2–3 GB phone.
 */
export const MAX_PIXELS = MAX_PICTURE_PIXELS;

/** Bytes read from the start of the file to tell its format and its size. */
const HEADER_BYTES = 256 * 1024;

export type ImageFormat = 'jpeg' | 'png' | 'webp' | 'heif' | 'avif' | 'gif' | 'bmp';
const ACCEPTED: readonly ImageFormat[] = ['jpeg', 'png', 'webp'];

export type CompressErrorKind =
  /** The bytes are not an image format we know (a PDF, a video, a text file). */
  | 'not-an-image'
  /** An image, but a format we do not take (HEIC, AVIF, GIF, BMP). */
  | 'unsupported-format'
  /** Over MAX_INPUT_BYTES: too big a file. */
  | 'too-large'
  /** Over MAX_PIXELS by its header: too many pixels to decode, whatever the file's size. */
  | 'too-many-pixels'
  /** The browser could not decode it (truncated or corrupt file). */
  | 'decode-failed'
  /** The browser could not produce a JPEG (no canvas, out of memory). */
  | 'encode-failed';

/** A failure the screen translates by `kind`; `detail` is technical and not for display. */
export class CompressError extends Error {
  constructor(
    readonly kind: CompressErrorKind,
    readonly detail: string,
  ) {
    super(`${kind}: ${detail}`);
    this.name = 'CompressError';
  }
}

/** What is happening now, in order; 'encoding' may be reported once per quality step. */
export type CompressStage = 'checking' | 'decoding' | 'resizing' | 'encoding';

export interface CompressOptions {
  signal?: AbortSignal;
  onStage?: (stage: CompressStage) => void;
  /** Longest side of the output in pixels; MAX_SIDE_PX when left out (a form's upload rule may set it). */
  maxSidePx?: number;
  /** JPEG qualities tried in order; QUALITY_STEPS when left out. */
  qualities?: readonly number[];
  /** Bytes the encoder aims at; TARGET_BYTES when left out. */
  targetBytes?: number;
}

export interface CompressedImage {
  /** Always 'image/jpeg'. */
  blob: Blob;
  width: number;
  height: number;
  /** The JPEG quality of `blob` (one of QUALITY_STEPS). */
  quality: number;
  /** False when even the lowest quality stayed over TARGET_BYTES: the smallest result is returned. */
  metTarget: boolean;
  /** Format of the input, from its bytes. */
  sourceFormat: ImageFormat;
}

const ascii = (bytes: Uint8Array, from: number, length: number): string =>
  String.fromCharCode(...bytes.subarray(from, from + length));

/** The image format the first bytes announce, or null. Pure. */
export function sniffImageFormat(bytes: Uint8Array): ImageFormat | null {
  const at = (i: number) => bytes[i] ?? -1;
  if (at(0) === 0xff && at(1) === 0xd8 && at(2) === 0xff) return 'jpeg';
  if (ascii(bytes, 0, 8) === '\x89PNG\r\n\x1a\n') return 'png';
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 4) === 'WEBP') return 'webp';
  if (ascii(bytes, 0, 4) === 'GIF8') return 'gif';
  // BMP's two letters alone would match plain text: also ask for a known info-header size.
  if (ascii(bytes, 0, 2) === 'BM' && [12, 40, 52, 56, 108, 124].includes(at(14)) && at(15) === 0)
    return 'bmp';
  if (ascii(bytes, 4, 4) === 'ftyp') {
    const brand = ascii(bytes, 8, 4);
    if (brand === 'avif' || brand === 'avis') return 'avif';
    if (['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'mif1', 'msf1'].includes(brand)) return 'heif';
  }
  return null;
}

const u16be = (bytes: Uint8Array, i: number) => ((bytes[i] ?? 0) << 8) | (bytes[i + 1] ?? 0);
const u16le = (bytes: Uint8Array, i: number) => (bytes[i] ?? 0) | ((bytes[i + 1] ?? 0) << 8);
const u24le = (bytes: Uint8Array, i: number) => u16le(bytes, i) | ((bytes[i + 2] ?? 0) << 16);

/** A PNG's IHDR, which must be its first chunk. */
function pngSize(bytes: Uint8Array): { width: number; height: number } | null {
  if (bytes.length < 24 || ascii(bytes, 12, 4) !== 'IHDR') return null;
  return {
    width: u16be(bytes, 16) * 65536 + u16be(bytes, 18),
    height: u16be(bytes, 20) * 65536 + u16be(bytes, 22),
  };
}

/** A JPEG's frame size, from the first SOFn segment (the segments before it are skipped by length). */
function jpegSize(bytes: Uint8Array): { width: number; height: number } | null {
  let i = 2;
  while (i + 9 < bytes.length) {
    if (bytes[i] !== 0xff) return null;
    const marker = bytes[i + 1] ?? 0;
    if (marker === 0xff) {
      i += 1; // fill byte
      continue;
    }
    // SOF0–SOF15 except DHT (C4), JPG (C8) and DAC (CC) carry the frame size.
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      return { width: u16be(bytes, i + 7), height: u16be(bytes, i + 5) };
    }
    i += 2 + u16be(bytes, i + 2);
  }
  return null;
}

/**
 * A WebP's canvas size from its first chunk: `VP8 ` (lossy: 14-bit sizes after the key frame's start
 * code), `VP8L` (lossless: 14-bit sizes minus one, after the 0x2f signature) or `VP8X` (extended: 24-bit
 * canvas sizes minus one).
 */
function webpSize(bytes: Uint8Array): { width: number; height: number } | null {
  const chunk = ascii(bytes, 12, 4);
  if (chunk === 'VP8 ' && bytes.length >= 30) {
    if (bytes[23] !== 0x9d || bytes[24] !== 0x01 || bytes[25] !== 0x2a) return null;
    return { width: u16le(bytes, 26) & 0x3fff, height: u16le(bytes, 28) & 0x3fff };
  }
  if (chunk === 'VP8L' && bytes.length >= 25) {
    if (bytes[20] !== 0x2f) return null;
    const b1 = bytes[21] ?? 0;
    const b2 = bytes[22] ?? 0;
    const b3 = bytes[23] ?? 0;
    const b4 = bytes[24] ?? 0;
    return {
      width: 1 + (((b2 & 0x3f) << 8) | b1),
      height: 1 + (((b4 & 0x0f) << 10) | (b3 << 2) | ((b2 & 0xc0) >> 6)),
    };
  }
  if (chunk === 'VP8X' && bytes.length >= 30) {
    return { width: 1 + u24le(bytes, 24), height: 1 + u24le(bytes, 27) };
  }
  return null;
}

/**
 * Stored width and height of a JPEG (its SOFn segment), PNG (IHDR) or WebP (VP8, VP8L or VP8X), or null
 * when the header does not say within `bytes`. Pure. Read to refuse huge images before decoding them.
 */
export function readDimensions(
  bytes: Uint8Array,
  format: ImageFormat,
): { width: number; height: number } | null {
  if (format === 'png') return pngSize(bytes);
  if (format === 'jpeg') return jpegSize(bytes);
  if (format === 'webp') return webpSize(bytes);
  return null;
}

/** Width and height that fit within `maxSide` with the aspect ratio kept; never enlarges. Pure. */
export function fitWithin(width: number, height: number, maxSide: number): { width: number; height: number } {
  const scale = Math.min(1, maxSide / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/**
 * Encodes at each quality in turn and stops at the first result at or under `targetBytes`; when none is,
 * returns the smallest. Pure apart from calling `encode`.
 */
export async function encodeUnderTarget(
  encode: (quality: number) => Promise<Blob>,
  qualities: readonly number[],
  targetBytes: number,
  beforeEach: () => void = () => {},
): Promise<{ blob: Blob; quality: number; metTarget: boolean }> {
  let best: { blob: Blob; quality: number } | undefined;
  for (const quality of qualities) {
    beforeEach();
    const blob = await encode(quality);
    if (blob.size <= targetBytes) return { blob, quality, metTarget: true };
    if (!best || blob.size < best.blob.size) best = { blob, quality };
  }
  if (!best) throw new CompressError('encode-failed', 'no quality steps');
  return { ...best, metTarget: false };
}

function abortReason(signal: AbortSignal): unknown {
  // Chrome before 98 has no signal.reason: fall back to what fetch rejected with then.
  return signal.reason ?? new DOMException('The operation was aborted.', 'AbortError');
}

function checkAborted(signal: AbortSignal | undefined): void {
  if (signal?.aborted) throw abortReason(signal);
}

/**
 * Settles with `work`, or rejects at once when `signal` aborts first; what `work` still yields after an
 * abort is handed to `discard` (decoding cannot be cancelled, but its bitmap must still be closed).
 */
function untilAborted<T>(
  work: Promise<T>,
  signal: AbortSignal | undefined,
  discard: (value: T) => void,
): Promise<T> {
  if (!signal) return work;
  return new Promise<T>((resolve, reject) => {
    // Whichever comes first wins; a late abort must not discard a value already handed on.
    let settled = false;
    const onAbort = () => {
      if (settled) return;
      settled = true;
      reject(abortReason(signal));
      work.then(discard, () => {});
    };
    const finish = (settle: () => void) => {
      if (settled) return;
      settled = true;
      signal.removeEventListener('abort', onAbort);
      settle();
    };
    if (signal.aborted) return onAbort();
    signal.addEventListener('abort', onAbort, { once: true });
    work.then(
      (value) => finish(() => resolve(value)),
      (error: unknown) => finish(() => reject(error)),
    );
  });
}

interface Decoded {
  source: CanvasImageSource;
  width: number;
  height: number;
  release: () => void;
}

async function decodeWithBitmap(blob: Blob): Promise<ImageBitmap> {
  try {
    return await createImageBitmap(blob, { imageOrientation: 'from-image' });
  } catch (error) {
    // Chrome before ~116 throws a TypeError for 'from-image' (its enum had 'none', which there already
    // meant "apply EXIF"): the default then does what 'from-image' does now.
    if (error instanceof TypeError) return createImageBitmap(blob);
    throw error;
  }
}

/** Older WebViews: an <img> on an object URL. Chrome 81+ applies EXIF orientation to it too. */
function decodeWithImg(blob: Blob, signal: AbortSignal | undefined): Promise<Decoded> {
  const url = URL.createObjectURL(blob);
  const img = new Image();
  const release = () => {
    img.removeAttribute('src');
  };
  img.src = url;
  const loaded = img
    .decode()
    .then((): Decoded => ({ source: img, width: img.naturalWidth, height: img.naturalHeight, release }))
    .finally(() => URL.revokeObjectURL(url));
  return untilAborted(loaded, signal, (decoded) => decoded.release());
}

async function decode(blob: Blob, signal: AbortSignal | undefined): Promise<Decoded> {
  try {
    if (typeof createImageBitmap === 'function') {
      const bitmap = await untilAborted(decodeWithBitmap(blob), signal, (b) => b.close());
      return { source: bitmap, width: bitmap.width, height: bitmap.height, release: () => bitmap.close() };
    }
    return await decodeWithImg(blob, signal);
  } catch (error) {
    if (signal?.aborted) throw abortReason(signal);
    throw new CompressError('decode-failed', error instanceof Error ? error.message : String(error));
  }
}

interface Surface {
  context: CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D;
  encode: (quality: number) => Promise<Blob>;
  release: () => void;
}

function createSurface(width: number, height: number): Surface {
  const offscreen =
    typeof OffscreenCanvas === 'function' && 'convertToBlob' in OffscreenCanvas.prototype
      ? new OffscreenCanvas(width, height)
      : null;
  const canvas = offscreen ?? Object.assign(document.createElement('canvas'), { width, height });
  const context = canvas.getContext('2d', { alpha: false }) as
    CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D | null;
  if (!context) throw new CompressError('encode-failed', 'no 2d canvas context');
  const encode = (quality: number): Promise<Blob> => {
    const done = offscreen
      ? offscreen.convertToBlob({ type: 'image/jpeg', quality })
      : new Promise<Blob | null>((resolve) =>
          (canvas as HTMLCanvasElement).toBlob(resolve, 'image/jpeg', quality),
        );
    return done.then(
      (blob) => {
        // A browser without a JPEG encoder silently hands back a PNG.
        if (blob?.type !== 'image/jpeg')
          throw new CompressError('encode-failed', `got ${blob?.type ?? 'null'}`);
        return blob;
      },
      (error: unknown) => {
        throw new CompressError('encode-failed', error instanceof Error ? error.message : String(error));
      },
    );
  };
  // A zero-sized canvas gives its pixel memory back at once instead of at the next garbage collection.
  const release = () => {
    canvas.width = 0;
    canvas.height = 0;
  };
  return { context, encode, release };
}

async function readHeader(file: Blob, bytes = HEADER_BYTES): Promise<Uint8Array> {
  return new Uint8Array(await file.slice(0, bytes).arrayBuffer());
}

/**
 * The picture's stored size, before it is decoded. A JPEG may put its frame header after more than
 * HEADER_BYTES of metadata (a camera's thumbnails, or a crafted file hiding a pixel bomb): then the
 * whole file is read (at most MAX_INPUT_BYTES). A picture whose header says no size cannot be decoded.
 */
async function storedSize(
  file: Blob,
  header: Uint8Array,
  format: ImageFormat,
): Promise<{ width: number; height: number }> {
  let size = readDimensions(header, format);
  if (!size && format === 'jpeg' && file.size > header.length) {
    size = readDimensions(await readHeader(file, file.size), format);
  }
  if (!size) throw new CompressError('decode-failed', `no ${format} size in the header`);
  return size;
}

/** Compresses a photo for upload (see the top of this file). Rejects with CompressError or on abort. */
export async function compressImage(file: Blob, options: CompressOptions = {}): Promise<CompressedImage> {
  const {
    signal,
    onStage,
    maxSidePx = MAX_SIDE_PX,
    qualities = QUALITY_STEPS,
    targetBytes = TARGET_BYTES,
  } = options;
  const stage = (name: CompressStage) => {
    checkAborted(signal);
    onStage?.(name);
  };

  stage('checking');
  if (file.size > MAX_INPUT_BYTES) throw new CompressError('too-large', `${file.size} bytes`);
  const header = await readHeader(file);
  checkAborted(signal);
  const sourceFormat = sniffImageFormat(header);
  if (!sourceFormat) throw new CompressError('not-an-image', `starts with ${ascii(header, 0, 4)}`);
  if (!ACCEPTED.includes(sourceFormat)) throw new CompressError('unsupported-format', sourceFormat);
  const stored = await storedSize(file, header, sourceFormat);
  checkAborted(signal);
  if (stored.width * stored.height > MAX_PIXELS) {
    throw new CompressError('too-many-pixels', `${stored.width}×${stored.height} pixels`);
  }

  stage('decoding');
  const decoded = await decode(file, signal);
  let surface: Surface | undefined;
  try {
    stage('resizing');
    const size = fitWithin(decoded.width, decoded.height, maxSidePx);
    surface = createSurface(size.width, size.height);
    const { context } = surface;
    // White under transparent PNG pixels, which JPEG would otherwise turn black.
    context.fillStyle = '#fff';
    context.fillRect(0, 0, size.width, size.height);
    context.imageSmoothingEnabled = true;
    context.imageSmoothingQuality = 'high';
    context.drawImage(decoded.source, 0, 0, size.width, size.height);
    // The full-size bitmap is the biggest allocation of all: let it go before encoding.
    decoded.release();

    const encoded = await encodeUnderTarget(surface.encode, qualities, targetBytes, () => stage('encoding'));
    checkAborted(signal);
    return { ...encoded, ...size, sourceFormat };
  } finally {
    decoded.release();
    surface?.release();
  }
}
