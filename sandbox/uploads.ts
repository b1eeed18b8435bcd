/**
 * Accepted images on disk, beside the SQLite file: `<dirname(dbFile)>/uploads/<userId>/<id>.<jpg|png|webp>`.
 * A route checks and stores a request's file with `storeImage` and records the returned `id` in the
 * database; the bytes stay out of SQLite so the file stays small and a tester can open a photo directly.
 * Pure file work: nothing here knows the database.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, rmdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import sharp from 'sharp';
import { MAX_IMAGE_BYTES, MAX_IMAGE_PIXELS } from './config.ts';
import { ApiError, Code } from './errors.ts';
import { fileTooLarge } from './multipart.ts';
import type { UploadedFile } from './multipart.ts';

export type ImageType = 'image/jpeg' | 'image/png' | 'image/webp';

export interface StoredUpload {
  /** 32 hex characters; with the user id it finds the file again (`findUpload`). */
  readonly id: string;
  /** Absolute path of the file. */
  readonly path: string;
  readonly bytes: number;
  /** Detected from the bytes, not the type the client declared. */
  readonly mediaType: ImageType;
}

const EXTENSIONS: Readonly<Record<ImageType, string>> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
};

const JPEG_MAGIC = Buffer.from([0xff, 0xd8, 0xff]);
/** The whole 8-byte PNG signature: its CR LF, EOF and LF bytes catch a file mangled by text transfer. */
const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const RIFF = Buffer.from('RIFF', 'latin1');
const WEBP = Buffer.from('WEBP', 'latin1');
/** `RIFF`, a 4-byte size, `WEBP`: the shortest header that names a WebP file. */
const WEBP_HEADER_BYTES = 12;

const ID = /^[0-9a-f]{32}$/;
const STORED_NAME = /^[0-9a-f]{32}\.(jpg|png|webp)$/;
const USER_DIR = /^[1-9][0-9]*$/;

function startsWith(data: Uint8Array, magic: Uint8Array, offset = 0): boolean {
  if (data.length < offset + magic.length) return false;
  return magic.every((byte, i) => data[offset + i] === byte);
}

/**
 * The image type the bytes really are (JPEG, PNG or WebP by their magic numbers), or `null`. Clients declare
 * whatever type they like, so routes that take "only images" ask this instead.
 */
export function detectImageType(data: Uint8Array): ImageType | null {
  if (startsWith(data, JPEG_MAGIC)) return 'image/jpeg';
  if (startsWith(data, PNG_MAGIC)) return 'image/png';
  if (data.length >= WEBP_HEADER_BYTES && startsWith(data, RIFF) && startsWith(data, WEBP, 8)) {
    return 'image/webp';
  }
  return null;
}

/**
 * The uploads folder of a sandbox whose SQLite file is `dbFile`. An in-memory database has no folder, so its
 * uploads go to a per-process folder under the system's temporary directory.
 */
export function uploadsDir(dbFile: string): string {
  if (dbFile === ':memory:' || dbFile === '') return join(tmpdir(), `sandbox-uploads-${process.pid}`);
  return join(dirname(resolve(dbFile)), 'uploads');
}

/**
 * The file's real image type, or an envelope error: over `maxBytes` → 413 naming the limit in MB; not a
 * JPEG, PNG or WebP whatever its declared type → code 400 (an invalid parameter, HTTP 200, so the app shows it).
 */
export function requireImage(file: UploadedFile, maxBytes: number = MAX_IMAGE_BYTES): ImageType {
  if ((file.sentBytes ?? file.data.length) > maxBytes) throw fileTooLarge(file.field, maxBytes);
  const type = detectImageType(file.data);
  if (!type) throw ApiError.invalidParam('paramNotImage', { field: file.field });
  return type;
}

const SHARP_FORMATS: Readonly<Record<ImageType, 'jpeg' | 'png' | 'webp'>> = {
  'image/jpeg': 'jpeg',
  'image/png': 'png',
  'image/webp': 'webp',
};

/**
 * Every file part that calls itself a JPEG, PNG or WebP by its first bytes is decoded and re-encoded in
 * the same format (sharp, libvips), and only that copy goes on: a "picture" that is an HTML page or a
 * script behind a JPEG header does not decode and is refused (10040006), bytes after the image are not
 * kept, and metadata is dropped (EXIF orientation is applied first). The header's size is read before
 * any pixel: more than MAX_IMAGE_PIXELS is refused (10040007) without decoding. Parts with no image
 * header are passed on unchanged, for each call to refuse as before (`requireImage`, `detectImageType`).
 */
export async function reencodeImages(files: readonly UploadedFile[]): Promise<UploadedFile[]> {
  return Promise.all(files.map((file) => reencode(file)));
}

async function reencode(file: UploadedFile): Promise<UploadedFile> {
  const type = detectImageType(file.data);
  if (!type) return file;
  // `failOn: 'warning'`: a truncated or corrupt image is refused, not patched up by the decoder.
  const options = { failOn: 'warning', limitInputPixels: MAX_IMAGE_PIXELS } as const;
  let width: number | undefined;
  let height: number | undefined;
  let format: string | undefined;
  try {
    // The header only: no pixel is decoded here, so the size can be said before any decoding.
    ({ width, height, format } = await sharp(file.data, { ...options, limitInputPixels: false }).metadata());
  } catch {
    throw ApiError.business(Code.notAnImage, 'notAnImage');
  }
  if (format !== SHARP_FORMATS[type] || !width || !height) {
    throw ApiError.business(Code.notAnImage, 'notAnImage');
  }
  if (width * height > MAX_IMAGE_PIXELS)
    throw ApiError.business(Code.imageTooManyPixels, 'imageTooManyPixels');
  let data: Buffer;
  try {
    data = await sharp(file.data, options).rotate().toFormat(SHARP_FORMATS[type]).toBuffer();
  } catch {
    throw ApiError.business(Code.notAnImage, 'notAnImage');
  }
  return { ...file, data, sentBytes: file.data.length };
}

function userDir(dir: string, userId: number): string {
  // The id becomes a folder name: only a positive integer may, so no value can climb out of `dir`.
  if (!Number.isSafeInteger(userId) || userId <= 0) throw new RangeError(`bad user id ${userId}`);
  return join(resolve(dir), String(userId));
}

export interface StoreImageOptions {
  /** Largest image accepted, in bytes; default MAX_IMAGE_BYTES (10 MB). Feedback pictures pass 20 MB. */
  readonly maxBytes?: number;
}

/** Checks the file with `requireImage` and writes it under `dir/<userId>/` with a fresh random name. */
export function storeImage(
  dir: string,
  userId: number,
  file: UploadedFile,
  options: StoreImageOptions = {},
): StoredUpload {
  // Calls hand in the copy server.ts had `reencodeImages` make, never the bytes as sent (issue 27); the
  // controls hand in the sandbox's own demo photo.
  const mediaType = requireImage(file, options.maxBytes);
  const folder = userDir(dir, userId);
  mkdirSync(folder, { recursive: true });
  const id = randomBytes(16).toString('hex');
  const path = join(folder, `${id}.${EXTENSIONS[mediaType]}`);
  // `wx`: never overwrite, however unlikely a repeated random name is.
  writeFileSync(path, file.data, { flag: 'wx' });
  return { id, path, bytes: file.data.length, mediaType };
}

/** The stored image `id` of `userId`, or `null` if there is none (or `id` is not one `storeImage` makes). */
export function findUpload(dir: string, userId: number, id: string): StoredUpload | null {
  if (!ID.test(id)) return null;
  const folder = userDir(dir, userId);
  for (const [mediaType, extension] of Object.entries(EXTENSIONS) as Array<[ImageType, string]>) {
    const path = join(folder, `${id}.${extension}`);
    if (existsSync(path)) return { id, path, bytes: statSync(path).size, mediaType };
  }
  return null;
}

/**
 * Deletes every stored image under `dir` and returns how many. Only names `storeImage` makes are touched
 * (`<userId>/<32 hex>.<ext>`), then the folders left empty: `dir` sits beside a database file that
 * `SANDBOX_DB` may put anywhere, so a folder called `uploads` there is not necessarily the sandbox's.
 */
export function clearUploads(dir: string): number {
  if (!existsSync(dir)) return 0;
  let removed = 0;
  for (const user of readdirSync(dir, { withFileTypes: true })) {
    if (!user.isDirectory() || !USER_DIR.test(user.name)) continue;
    const folder = join(dir, user.name);
    for (const file of readdirSync(folder, { withFileTypes: true })) {
      if (!file.isFile() || !STORED_NAME.test(file.name)) continue;
      rmSync(join(folder, file.name));
      removed += 1;
    }
    if (readdirSync(folder).length === 0) rmdirSync(folder);
  }
  if (readdirSync(dir).length === 0) rmdirSync(dir);
  return removed;
}
