/** Types for photo-lab.mjs (plain JS so that scripts run without a TypeScript step). */
import type { Browser, Page } from 'playwright-core';
import type { default as Axios } from 'redaxios';
import type * as Compress from '../src/lib/compress-image.ts';
import type { progressFetch } from '../src/api/progress-fetch.ts';

/** What the lab page exposes as `window.lab`. */
export type LabModule = typeof Compress & { progressFetch: typeof progressFetch; axios: typeof Axios };

/** A file for the page's file input: a path, or bytes with the name and type a picker would report. */
export type PickedFile = string | { name: string; mimeType: string; buffer: Buffer };

export type LabResult =
  | {
      ok: true;
      /** Time of compressImage() in the page, in milliseconds. */
      ms: number;
      stages: Compress.CompressStage[];
      inputBytes: number;
      bytes: number;
      type: string;
      width: number;
      height: number;
      quality: number;
      metTarget: boolean;
      sourceFormat: Compress.ImageFormat;
      /** Size of the output when the browser decodes it again. */
      decoded: { width: number; height: number };
      /** The output's bytes as the page produced them; the page can fetch them again at `out?id=<id>`. */
      output: Buffer;
      id: string;
    }
  | {
      ok: false;
      stages: Compress.CompressStage[];
      error: { name: string; kind?: Compress.CompressErrorKind; message: string };
    };

export interface PhotoLab {
  /** The lab page's origin, with a trailing slash. `POST upload?delayMs=N` answers `{code:0,data:{bytes}}`. */
  url: string;
  page: Page;
  /** Every body POSTed to `upload`, in order. */
  uploads: Array<{ bytes: number; contentType: string }>;
  /** Picks `file` in the page's file input and runs compressImage() on it. */
  compress(file: PickedFile): Promise<LabResult>;
  close(): Promise<void>;
}

export interface PhotoLabOptions {
  /** Chrome DevTools CPU throttling rate (4 ≈ a low-end phone). Default 1. */
  cpuSlowdown?: number;
}

/** The lab's ES module, built by Vite for chrome80 once per process. */
export declare function bundleLab(): Promise<string>;

export declare function startPhotoLab(browser: Browser, options?: PhotoLabOptions): Promise<PhotoLab>;
