#!/usr/bin/env node
/**
 * "Phone photos" of a Tanzanian national ID card, drawn in Chromium at test time (multi-MB binaries are
 * never committed): a wooden table, a card with printed text, soft lens blur, uneven light and sensor
 * noise, so that JPEG cannot squeeze them to nothing and OCR has the same kind of work as with a real
 * photo. Deterministic for a given seed.
 *
 *   node scripts/make-photo-fixtures.mjs [outDir]     writes the standard set (default .bench/photos/)
 *
 * From code (tests/helpers/photos.ts wraps this for the end-to-end tests):
 *   await makeIdPhoto(browser, '/tmp/id.jpg', { width: 4000, height: 3000 });
 *
 * Plain JS (types in make-photo-fixtures.d.mts) so that scripts run with no TypeScript step.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

/** What the card says; OCR checks look for these. */
export const ID_CARD_TEXT = {
  country: 'JAMHURI YA MUUNGANO WA TANZANIA',
  title: 'KITAMBULISHO CHA TAIFA',
  name: 'AMINA JUMA HASSANI',
  nin: '19900101-12345-00001-23',
  birthDate: '01/01/1990',
};

import { CHROMIUM_ARGS } from './chromium-args.mjs';

export { CHROMIUM_ARGS };

export function launchChromium() {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: CHROMIUM_ARGS,
  });
}

/**
 * Runs in the page: draws the scene at display size, stores it rotated when an EXIF orientation of 6
 * (camera held upright, sensor landscape) is asked for, adds noise, encodes.
 */
async function drawPhoto({ width, height, format, quality, seed, grain, sensorLandscape, text }) {
  const display = new OffscreenCanvas(width, height);
  const ctx = display.getContext('2d');
  let state = seed >>> 0 || 1;
  const random = () => {
    // xorshift32: fast and repeatable, unlike Math.random.
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 4294967296;
  };

  // A wooden table: warm gradient plus grain strokes.
  const table = ctx.createLinearGradient(0, 0, width, height);
  table.addColorStop(0, '#8a5a32');
  table.addColorStop(0.5, '#a8743f');
  table.addColorStop(1, '#6e4424');
  ctx.fillStyle = table;
  ctx.fillRect(0, 0, width, height);
  for (let i = 0; i < 400; i += 1) {
    const y = random() * height;
    ctx.strokeStyle = `rgba(${random() < 0.5 ? '60,30,10' : '200,150,100'},${0.05 + random() * 0.12})`;
    ctx.lineWidth = 1 + random() * 6;
    ctx.beginPath();
    ctx.moveTo(0, y);
    for (let x = 0; x <= width; x += width / 16) ctx.lineTo(x, y + Math.sin(x / 300 + i) * 25 + random() * 8);
    ctx.stroke();
  }

  // The card: ID-1 format (85.6 × 54 mm), ~62 % (landscape) or ~85 % (portrait) of the frame, slightly turned.
  const cardW = Math.round(width * (width > height ? 0.62 : 0.85));
  const cardH = Math.round(cardW / 1.586);
  const u = cardW / 856; // one tenth of a millimetre of card, in pixels
  ctx.save();
  ctx.translate(width / 2, height / 2);
  ctx.rotate((-1.5 * Math.PI) / 180);
  ctx.translate(-cardW / 2, -cardH / 2);
  ctx.shadowColor = 'rgba(0,0,0,0.45)';
  ctx.shadowBlur = 60 * u;
  ctx.shadowOffsetX = 18 * u;
  ctx.shadowOffsetY = 24 * u;
  const face = ctx.createLinearGradient(0, 0, cardW, cardH);
  face.addColorStop(0, '#e3f0e6');
  face.addColorStop(0.6, '#f3f1e2');
  face.addColorStop(1, '#dfe9f2');
  ctx.fillStyle = face;
  ctx.beginPath();
  ctx.roundRect(0, 0, cardW, cardH, 32 * u);
  ctx.fill();
  ctx.shadowColor = 'transparent';
  ctx.save();
  ctx.clip();
  // Guilloche: the fine security pattern of ID cards.
  for (let k = 0; k < 60; k += 1) {
    ctx.strokeStyle = `rgba(40,120,90,${0.08 + random() * 0.08})`;
    ctx.lineWidth = 1.2 * u;
    ctx.beginPath();
    for (let x = 0; x <= cardW; x += 4 * u) {
      const y = cardH * 0.3 + k * 9 * u + Math.sin(x / (40 * u) + k * 0.4) * 60 * u;
      if (x === 0) ctx.moveTo(x, y);
      else ctx.lineTo(x, y);
    }
    ctx.stroke();
  }
  ctx.fillStyle = '#1f6f4a'; // the header band
  ctx.fillRect(0, 0, cardW, 120 * u);
  ctx.restore();

  // Sizes in tenths of a millimetre of card; text that would run off the card is set smaller.
  const print = (value, x, y, weight, tenthsMm, maxWidth) => {
    let size = tenthsMm * u;
    do {
      ctx.font = `${weight} ${Math.round(size)}px "DejaVu Sans", "Liberation Sans", Arial, sans-serif`;
      size *= 0.95;
    } while (ctx.measureText(value).width > maxWidth * u);
    ctx.fillText(value, x * u, y * u);
  };
  ctx.textBaseline = 'alphabetic';
  ctx.fillStyle = '#ffffff';
  ctx.textAlign = 'center';
  print(text.country, 428, 62, 'bold', 40, 800);
  print(`${text.title} / NATIONAL IDENTITY CARD`, 428, 104, 'normal', 28, 800);

  // Portrait: grey box with a silhouette.
  ctx.fillStyle = '#b9c2c8';
  ctx.fillRect(40 * u, 160 * u, 230 * u, 290 * u);
  ctx.fillStyle = '#5d6870';
  ctx.beginPath();
  ctx.arc(155 * u, 265 * u, 62 * u, 0, Math.PI * 2);
  ctx.fill();
  ctx.beginPath();
  ctx.ellipse(155 * u, 450 * u, 105 * u, 110 * u, 0, Math.PI, 0);
  ctx.fill();

  ctx.textAlign = 'left';
  const field = (label, value, y, size) => {
    ctx.fillStyle = '#4b5a55';
    print(label, 310, y, 'normal', 22, 520);
    ctx.fillStyle = '#111111';
    print(value, 310, y + size + 8, 'bold', size, 520);
  };
  field('Jina / Name', text.name, 185, 36);
  field('Tarehe ya Kuzaliwa / Date of Birth', text.birthDate, 285, 32);
  field('Jinsia / Sex', 'F', 375, 32);
  field('Namba ya Utambulisho (NIN)', text.nin, 455, 36);
  ctx.restore();

  // Light falling from the top left, darker corners.
  const light = ctx.createRadialGradient(
    width * 0.3,
    height * 0.25,
    0,
    width * 0.5,
    height * 0.5,
    Math.hypot(width, height) * 0.6,
  );
  light.addColorStop(0, 'rgba(255,250,235,0.18)');
  light.addColorStop(0.6, 'rgba(0,0,0,0)');
  light.addColorStop(1, 'rgba(0,0,0,0.35)');
  ctx.fillStyle = light;
  ctx.fillRect(0, 0, width, height);

  // The sensor's orientation: what a phone held upright stores (and tags with EXIF orientation 6).
  const storedW = sensorLandscape ? height : width;
  const storedH = sensorLandscape ? width : height;
  const stored = new OffscreenCanvas(storedW, storedH);
  const out = stored.getContext('2d');
  out.filter = 'blur(1.2px)'; // a phone lens is never razor sharp
  if (sensorLandscape) {
    out.translate(0, storedH);
    out.rotate(-Math.PI / 2);
  }
  out.drawImage(display, 0, 0);
  out.setTransform(1, 0, 0, 1, 0, 0);
  out.filter = 'none';

  // Sensor noise: luminance plus a little colour, roughly Gaussian (sum of two uniforms).
  const image = out.getImageData(0, 0, storedW, storedH);
  const px = image.data;
  for (let i = 0; i < px.length; i += 4) {
    const luma = (random() + random() - 1) * grain;
    px[i] += luma + (random() - 0.5) * 8;
    px[i + 1] += luma + (random() - 0.5) * 8;
    px[i + 2] += luma + (random() - 0.5) * 8;
  }
  out.putImageData(image, 0, 0);

  const blob = await stored.convertToBlob({ type: `image/${format}`, quality });
  const saved = await fetch('/out', { method: 'POST', body: blob });
  if (!saved.ok) throw new Error(`saving the photo failed: ${saved.status}`);
  return { storedWidth: storedW, storedHeight: storedH, bytes: blob.size };
}

/** An APP1 "Exif" segment holding only an Orientation tag (big-endian TIFF). */
function exifOrientationSegment(orientation) {
  const tiff = [
    0x4d,
    0x4d,
    0,
    0x2a,
    0,
    0,
    0,
    8,
    0,
    1,
    0x01,
    0x12,
    0,
    3,
    0,
    0,
    0,
    1,
    0,
    orientation,
    0,
    0,
    0,
    0,
    0,
    0,
  ];
  const payload = [0x45, 0x78, 0x69, 0x66, 0, 0, ...tiff];
  const length = payload.length + 2;
  return Buffer.from([0xff, 0xe1, length >> 8, length & 0xff, ...payload]);
}

/** The JPEG with an EXIF Orientation tag put right after its start-of-image marker. */
export function withExifOrientation(jpeg, orientation) {
  if (jpeg[0] !== 0xff || jpeg[1] !== 0xd8) throw new Error('not a JPEG');
  return Buffer.concat([jpeg.subarray(0, 2), exifOrientationSegment(orientation), jpeg.subarray(2)]);
}

const ORIGIN = 'http://fixtures.invalid';

/**
 * Draws one photo of the ID card in `browser` and writes it to `outPath`.
 * `orientation: 6` stores the pixels turned (height × width) and tags them so that a viewer that
 * applies EXIF shows `width × height` upright, as a phone held in portrait does.
 */
export async function makeIdPhoto(browser, outPath, options = {}) {
  const {
    width = 4000,
    height = 3000,
    format = 'jpeg',
    quality = 0.92,
    seed = 20_260_101,
    grain = 18,
    orientation,
  } = options;
  if (orientation !== undefined && (orientation !== 6 || format !== 'jpeg')) {
    throw new Error('only orientation 6 on a JPEG is drawn');
  }
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    let saved;
    // A made-up origin served by Playwright: the page can POST its blob back without a server or base64.
    await page.route(`${ORIGIN}/**`, async (route) => {
      const request = route.request();
      if (request.method() === 'POST') {
        saved = request.postDataBuffer();
        await route.fulfill({ status: 204 });
      } else {
        await route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>fixtures</title>' });
      }
    });
    await page.goto(`${ORIGIN}/`);
    const drawn = await page.evaluate(drawPhoto, {
      width,
      height,
      format,
      quality,
      seed,
      grain,
      sensorLandscape: orientation === 6,
      text: ID_CARD_TEXT,
    });
    if (!saved || saved.length !== drawn.bytes) throw new Error('the photo did not come back from the page');
    const file = orientation === 6 ? withExifOrientation(saved, 6) : saved;
    mkdirSync(path.dirname(outPath), { recursive: true });
    writeFileSync(outPath, file);
    return { path: outPath, bytes: file.length, width, height, format, orientation: orientation ?? 1 };
  } finally {
    await context.close();
  }
}

/** The standard set: what a borrower's camera and gallery hand the KYC screens. */
export const STANDARD_PHOTOS = [
  { name: 'id-4000x3000.jpg', options: { width: 4000, height: 3000 } },
  { name: 'id-portrait-exif6.jpg', options: { width: 3000, height: 4000, orientation: 6 } },
  { name: 'id-screenshot-1080x2340.png', options: { width: 1080, height: 2340, format: 'png' } },
  // Indoors in poor light: the grain of a small sensor at high ISO, the hardest case for the encoder.
  { name: 'id-low-light-4000x3000.jpg', options: { width: 4000, height: 3000, grain: 60 } },
];

async function main() {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const outDir = path.resolve(process.argv[2] ?? path.join(root, '.bench', 'photos'));
  const browser = await launchChromium();
  try {
    for (const { name, options } of STANDARD_PHOTOS) {
      const made = await makeIdPhoto(browser, path.join(outDir, name), options);
      console.log(`${made.path}  ${made.width}×${made.height}  ${made.bytes} bytes`);
    }
  } finally {
    await browser.close();
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main();
