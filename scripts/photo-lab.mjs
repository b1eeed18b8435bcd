/**
 * A phone-sized Chromium page with src/lib/compress-image.ts, src/api/progress-fetch.ts and redaxios
 * loaded, built by Vite for the app's browser target, and served by a small local server that also takes
 * uploads. The end-to-end test (tests/e2e/compress.e2e.test.ts) and `npm run bench:upload` drive it.
 *
 * Why not the built app: these modules are not wired into a screen yet, and a page of their own lets a
 * test hand them a real File from a file input and read back the exact bytes they produce.
 *
 * Plain JS (types in photo-lab.d.mts) so that scripts run with no TypeScript step.
 */
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { buildTargets } from './browser-target.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The app's oldest browsers (package.json's browserslist, as vite.config.ts): the lab bundle is built for them too. */
const TARGET = buildTargets(root);

const ENTRY = 'photo-lab-entry';
const ENTRY_SOURCE = [
  `export * from ${JSON.stringify(path.join(root, 'src/lib/compress-image.ts'))};`,
  `export { progressFetch } from ${JSON.stringify(path.join(root, 'src/api/progress-fetch.ts'))};`,
  `export { default as axios } from 'redaxios';`,
].join('\n');

let bundling;

/** The lab's ES module, built once per process. */
export function bundleLab() {
  bundling ??= (async () => {
    const output = await build({
      configFile: false,
      root,
      logLevel: 'warn',
      publicDir: false,
      plugins: [
        {
          name: 'photo-lab-entry',
          // Lib mode hands the entry over resolved against root.
          resolveId: (id) => (id === ENTRY || id === path.join(root, ENTRY) ? `\0${ENTRY}` : null),
          load: (id) => (id === `\0${ENTRY}` ? ENTRY_SOURCE : null),
        },
      ],
      build: {
        write: false,
        target: TARGET,
        minify: false,
        lib: { entry: ENTRY, formats: ['es'], fileName: 'lab' },
      },
    });
    const files = (Array.isArray(output) ? output : [output]).flatMap((result) => result.output);
    const entry = files.find((file) => file.type === 'chunk' && file.isEntry);
    if (!entry) throw new Error('the lab bundle has no entry chunk');
    return entry.code;
  })();
  return bundling;
}

const PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>photo lab</title></head>
<body><input type="file" id="photo" accept="image/*">
<script type="module">import * as lab from './lab.js'; window.lab = lab;</script></body></html>`;

function readBody(request) {
  return new Promise((resolve, reject) => {
    const chunks = [];
    request.on('data', (chunk) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks)));
    request.on('error', reject);
  });
}

/** Phone-shaped context (as tests/helpers/browser.ts), optionally with the CPU slowed down. */
async function phonePage(browser, cpuSlowdown) {
  const viewport = { width: 360, height: 740 };
  const context = await browser.newContext({
    viewport,
    screen: viewport,
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  if (cpuSlowdown > 1) {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
  }
  return { context, page };
}

/** Runs in the page: compresses the file picked in #photo and sends the result back to the server. */
async function compressPicked(id) {
  const { lab } = window;
  const file = document.getElementById('photo').files[0];
  const stages = [];
  const started = performance.now();
  try {
    const result = await lab.compressImage(file, { onStage: (stage) => stages.push(stage) });
    const ms = performance.now() - started;
    // Decode the output again: a JPEG the browser itself cannot open would be no use to the server.
    const check = await createImageBitmap(result.blob);
    const decoded = { width: check.width, height: check.height };
    check.close();
    const sent = await fetch(`./out?id=${id}`, { method: 'POST', body: result.blob });
    if (!sent.ok) throw new Error(`could not hand the output back: ${sent.status}`);
    return {
      ok: true,
      ms,
      stages,
      inputBytes: file.size,
      bytes: result.blob.size,
      type: result.blob.type,
      width: result.width,
      height: result.height,
      quality: result.quality,
      metTarget: result.metTarget,
      sourceFormat: result.sourceFormat,
      decoded,
    };
  } catch (error) {
    return { ok: false, stages, error: { name: error.name, kind: error.kind, message: error.message } };
  }
}

/** Starts the lab server and opens the lab page in `browser`. */
export async function startPhotoLab(browser, options = {}) {
  const code = await bundleLab();
  const outputs = new Map();
  const uploads = [];
  const server = http.createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://lab');
    try {
      if (request.method === 'GET' && url.pathname === '/') {
        response.writeHead(200, { 'content-type': 'text/html' }).end(PAGE);
      } else if (request.method === 'GET' && url.pathname === '/lab.js') {
        response.writeHead(200, { 'content-type': 'text/javascript' }).end(code);
      } else if (
        request.method === 'GET' &&
        url.pathname === '/out' &&
        outputs.has(url.searchParams.get('id'))
      ) {
        response
          .writeHead(200, { 'content-type': 'image/jpeg' })
          .end(outputs.get(url.searchParams.get('id')));
      } else if (request.method === 'POST' && url.pathname === '/out') {
        outputs.set(url.searchParams.get('id'), await readBody(request));
        response.writeHead(204).end();
      } else if (request.method === 'POST' && url.pathname === '/upload') {
        const body = await readBody(request);
        uploads.push({ bytes: body.length, contentType: request.headers['content-type'] ?? '' });
        const delayMs = Number(url.searchParams.get('delayMs') ?? 0);
        if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
        if (!response.destroyed) {
          response.writeHead(200, { 'content-type': 'application/json', 'x-lab': 'upload' });
          response.end(JSON.stringify({ code: 0, data: { bytes: body.length } }));
        }
      } else {
        response.writeHead(404).end();
      }
    } catch (error) {
      if (!response.headersSent) response.writeHead(500);
      response.end(String(error));
    }
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${server.address().port}/`;

  const { context, page } = await phonePage(browser, options.cpuSlowdown ?? 1);
  await page.goto(url);
  await page.waitForFunction(() => 'lab' in window);

  let seq = 0;
  return {
    url,
    page,
    uploads,
    async compress(file) {
      await page.setInputFiles('#photo', file);
      const id = String((seq += 1));
      const result = await page.evaluate(compressPicked, id);
      return result.ok ? { ...result, id, output: outputs.get(id) } : result;
    },
    async close() {
      await context.close();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
