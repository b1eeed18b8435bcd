/** Types for make-photo-fixtures.mjs (plain JS so that scripts run without a TypeScript step). */
import type { Browser } from 'playwright-core';

/** What the drawn card says; OCR checks look for these. */
export declare const ID_CARD_TEXT: {
  readonly country: string;
  readonly title: string;
  readonly name: string;
  /** NIDA-style national identification number, e.g. `19900101-12345-00001-23`. */
  readonly nin: string;
  readonly birthDate: string;
};

export declare const CHROMIUM_ARGS: readonly string[];

/** Debian's Chromium (or CHROMIUM_PATH), headless, closed-network flags. */
export declare function launchChromium(): Promise<Browser>;

export interface IdPhotoOptions {
  /** Width as a person sees the photo, in pixels. Default 4000. */
  width?: number;
  /** Height as a person sees the photo, in pixels. Default 3000. */
  height?: number;
  /** Default 'jpeg'. */
  format?: 'jpeg' | 'png';
  /** JPEG quality 0–1, default 0.92 (what phone cameras use). */
  quality?: number;
  /** Noise and grain seed; the same seed gives the same file. */
  seed?: number;
  /** Sensor noise amplitude in 8-bit levels (luminance, ±grain). Default 18 (daylight); 60 is a dim room. */
  grain?: number;
  /** 6: pixels stored turned (height × width) with an EXIF Orientation tag, as a phone held upright does. */
  orientation?: 6;
}

export interface IdPhoto {
  path: string;
  /** File size in bytes. */
  bytes: number;
  /** As displayed (after EXIF orientation). */
  width: number;
  height: number;
  format: 'jpeg' | 'png';
  orientation: number;
}

export declare function makeIdPhoto(
  browser: Browser,
  outPath: string,
  options?: IdPhotoOptions,
): Promise<IdPhoto>;

/** The JPEG with an EXIF Orientation tag inserted after its start-of-image marker. */
export declare function withExifOrientation(jpeg: Uint8Array, orientation: number): Buffer;

export declare const STANDARD_PHOTOS: ReadonlyArray<{ name: string; options: IdPhotoOptions }>;
