#!/usr/bin/env node
/**
 * `npm run bench:upload`: what on-device compression (src/lib/compress-image.ts) does to a KYC photo.
 * Draws the standard phone photos of an ID card (scripts/make-photo-fixtures.mjs), compresses each in
 * Debian's Chromium at full speed and with the CPU slowed CPU_SLOWDOWN× (a low-end phone, as in
 * `npm run bench`), and uploads the result through progressFetch on a network shaped like Slow 4G.
 * When `tesseract` is installed (Debian: tesseract-ocr; never needed by CI), checks that OCR still reads
 * the ID number and the name from the compressed image, and from the original for comparison.
 * Times are for reading, not for tests (they vary with the machine). DevTools' CPU throttling slows the
 * page's main thread; Chromium decodes for createImageBitmap and encodes for convertToBlob partly on
 * other threads, so the CPU× column understates a real low-end phone. Writes .bench/upload.json and keeps
 * the photos and their compressed versions in .bench/upload/ to look at.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ID_CARD_TEXT, STANDARD_PHOTOS, launchChromium, makeIdPhoto } from './make-photo-fixtures.mjs';
import { startPhotoLab } from './photo-lab.mjs';
import { SLOW_4G } from './slow-phone.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outDir = path.join(root, '.bench', 'upload');
/** Compressions per photo and CPU setting; the median is reported. */
const RUNS = Number(process.env.RUNS ?? 3);
const CPU_SLOWDOWN = 4;

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
/** Seconds to push `bytes` through Slow 4G's uplink, ignoring latency and multipart overhead. */
const uplinkSeconds = (bytes) => (bytes * 8) / (SLOW_4G.uploadThroughput * 8);

function hasTesseract() {
  return spawnSync('tesseract', ['--version'], { stdio: 'ignore' }).status === 0;
}

/** What Tesseract reads of the number and the name (spaces ignored, as a form field would). */
function ocr(file) {
  const run = spawnSync('tesseract', [file, 'stdout'], { encoding: 'utf8' });
  if (run.status !== 0) return { error: run.stderr.trim() };
  const flat = run.stdout.replace(/\s+/g, '');
  return {
    nin: flat.includes(ID_CARD_TEXT.nin.replace(/\s+/g, '')),
    name: flat.includes(ID_CARD_TEXT.name.replace(/\s+/g, '')),
  };
}
const ocrCell = (result) =>
  !result
    ? 'skipped'
    : result.error
      ? 'error'
      : `NIN ${result.nin ? 'yes' : 'NO'}, name ${result.name ? 'yes' : 'NO'}`;

/** Uploads compressed output `id` with progressFetch on Slow 4G: time and number of progress reports. */
async function throttledUpload(lab, id) {
  const cdp = await lab.page.context().newCDPSession(lab.page);
  await lab.page.evaluate(async (outId) => {
    window.benchBlob = await (await fetch(`./out?id=${outId}`)).blob();
  }, id);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
  try {
    return await lab.page.evaluate(async () => {
      const form = new FormData();
      form.append('front', window.benchBlob, 'front.jpg');
      let reports = 0;
      let last = [0, 0];
      const started = performance.now();
      const response = await window.lab.axios.post('./upload', form, {
        fetch: window.lab.progressFetch((sent, total) => {
          reports += 1;
          last = [sent, total];
        }),
      });
      return {
        ms: performance.now() - started,
        reports,
        sent: last[0],
        total: last[1],
        status: response.status,
      };
    });
  } finally {
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
    await cdp.detach();
  }
}

mkdirSync(outDir, { recursive: true });
const browser = await launchChromium();
const rows = [];
try {
  const photos = [];
  for (const { name, options } of STANDARD_PHOTOS)
    photos.push(await makeIdPhoto(browser, path.join(outDir, name), options));
  const fast = await startPhotoLab(browser);
  const slow = await startPhotoLab(browser, { cpuSlowdown: CPU_SLOWDOWN });
  const tesseract = hasTesseract();
  try {
    for (const photo of photos) {
      const name = path.basename(photo.path);
      const runs = { fast: [], slow: [] };
      let last;
      for (let i = 0; i < RUNS; i += 1) {
        for (const [speed, lab] of [
          ['fast', fast],
          ['slow', slow],
        ]) {
          const result = await lab.compress(photo.path);
          if (!result.ok) throw new Error(`${name}: ${JSON.stringify(result.error)}`);
          runs[speed].push(result.ms);
          if (speed === 'fast') last = result;
        }
      }
      const compressedPath = path.join(outDir, `${name}.compressed.jpg`);
      writeFileSync(compressedPath, last.output);
      const upload = await throttledUpload(fast, last.id);
      rows.push({
        photo: name,
        originalBytes: photo.bytes,
        compressedBytes: last.bytes,
        original: `${photo.width}×${photo.height}`,
        compressed: `${last.width}×${last.height}`,
        quality: last.quality,
        metTarget: last.metTarget,
        ms: Math.round(median(runs.fast)),
        msCpu4x: Math.round(median(runs.slow)),
        uplinkSecondsOriginal: Number(uplinkSeconds(photo.bytes).toFixed(1)),
        uplinkSecondsCompressed: Number(uplinkSeconds(last.bytes).toFixed(1)),
        slow4gUpload: {
          ms: Math.round(upload.ms),
          progressReports: upload.reports,
          sent: upload.sent,
          total: upload.total,
          status: upload.status,
        },
        ocrOriginal: tesseract ? ocr(photo.path) : null,
        ocrCompressed: tesseract ? ocr(compressedPath) : null,
      });
    }
  } finally {
    await fast.close();
    await slow.close();
  }

  console.log(
    `\nOn-device photo compression (median of ${RUNS}; ms = compressImage() in Chromium, CPU ×${CPU_SLOWDOWN} ≈ low-end phone)\n`,
  );
  console.table(
    rows.map((row) => ({
      photo: row.photo,
      'original bytes': row.originalBytes,
      'compressed bytes': row.compressedBytes,
      ratio: `${((row.compressedBytes / row.originalBytes) * 100).toFixed(1)} %`,
      dimensions: `${row.original} → ${row.compressed}`,
      quality: row.quality,
      ms: row.ms,
      [`ms CPU×${CPU_SLOWDOWN}`]: row.msCpu4x,
      'uplink s (750 kbit/s, computed)': `${row.uplinkSecondsOriginal} → ${row.uplinkSecondsCompressed}`,
      'Slow 4G upload ms (measured)': `${row.slow4gUpload.ms} (${row.slow4gUpload.progressReports} progress reports)`,
    })),
  );
  if (tesseract) {
    // Tesseract ignores EXIF orientation: it reads a photo taken upright as stored, sideways.
    console.log('OCR (tesseract; it ignores EXIF orientation, so an upright-taken original reads sideways):');
    for (const row of rows) {
      console.log(
        `  ${row.photo}: original ${ocrCell(row.ocrOriginal)}; compressed ${ocrCell(row.ocrCompressed)}`,
      );
    }
  } else {
    console.log('OCR: skipped (no tesseract)');
  }
  console.log('Sizes in bytes; the target (TARGET_BYTES) is 400000.');
  const report = {
    date: new Date().toISOString(),
    runs: RUNS,
    cpuSlowdown: CPU_SLOWDOWN,
    slow4g: SLOW_4G,
    rows,
  };
  writeFileSync(path.join(root, '.bench', 'upload.json'), `${JSON.stringify(report, null, 2)}\n`);
  console.log(`Wrote .bench/upload.json; photos and compressed versions in ${path.relative(root, outDir)}/`);
} finally {
  await browser.close();
}
