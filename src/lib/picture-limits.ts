/**
 * What a picture may be, for every upload of the app (ID card, selfie, feedback, payment proof) and for
 * the sandbox, which checks the same (issue 27). A tiny module of its own: the form engine and the sandbox
 * read these numbers without the compression code.
 */

/**
 * The largest file taken, in bytes (20 MB): the server's limit for a file part and the feedback form's
 * `maxSizeMb`. A phone camera JPEG within MAX_PICTURE_PIXELS is far below it (a 40 MP JPEG is ~12–18 MB).
 */
export const MAX_PICTURE_BYTES = 20 * 1024 * 1024;

/**
 * The most pixels a picture may have (40 MP), read from its header before anything is decoded: decoding
 * takes 4 bytes per pixel, so a 20000 × 20000 "pixel bomb" of a few kilobytes would ask the WebView for
 * 1.6 GB. 40 MP still takes the 8000 × 5000 of a 40 MP phone camera.
 */
export const MAX_PICTURE_PIXELS = 40_000_000;

/** MAX_PICTURE_PIXELS in megapixels, as the messages say it. */
export const MAX_PICTURE_MEGAPIXELS = MAX_PICTURE_PIXELS / 1_000_000;
