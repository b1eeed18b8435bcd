/**
 * The journey half of `npm run bench:journey` (scripts/bench-journey.mjs runs this file with Vitest, for
 * the journey steps the end-to-end tests share; its name keeps it out of `npm run test:e2e`). It builds
 * and serves the sandbox build (scripts/serve-build.mjs) and counts, on the server's own sockets, what
 * crosses the wire for:
 *   - a new borrower from the first open to the money disbursed, every step through the screens (the
 *     12 MP ID photos and the selfie included, compressed on the phone as the app does);
 *   - the same borrower opening Home again in the same browser (warm cache): a new page, then a reload.
 * Counting on the server sees what the service worker fetches as well as what the page does. Writes
 * .bench/journey.json (BENCH_JOURNEY_OUT), which the script prints as a table. BENCH_SW=off blocks the
 * service worker (what the app did before the app-shell cache).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { root, serveSandboxBuild } from '../../scripts/serve-build.mjs';
import { launchBrowser, PHONE_VIEWPORT } from '../helpers/browser.ts';
import { sandbox, uniqueMobile } from '../helpers/sandbox.ts';
import { answerQuestionnaire, bindWallet, cameraPhotos, passIdCard } from './borrow-steps.ts';
import { expectHeading, registerOnHome, TEXT } from './app-steps.ts';
import { fillWork, personalFromHome } from './kyc-steps.ts';

type Kind = 'document' | 'script' | 'css' | 'font' | 'image' | 'api' | 'other';

interface Hit {
  url: string;
  method: string;
  status: number;
  kind: Kind;
  up: number;
  down: number;
}

function kindOf(url: string, type: string): Kind | 'control' {
  const pathname = url.split('?')[0] ?? '';
  if (/^\/(api|cou)\//.test(pathname)) return 'api';
  if (pathname.startsWith('/__sandbox/')) return 'control';
  // A 304 has no content type: the page is the folder's index.
  if (pathname.endsWith('/') || pathname.endsWith('.html')) return 'document';
  if (/\.m?js$/.test(pathname)) return 'script';
  if (pathname.endsWith('.css')) return 'css';
  if (/\.(woff2?|ttf|otf)$/.test(pathname)) return 'font';
  if (/\.(png|jpe?g|gif|webp|avif|svg|ico)$/.test(pathname)) return 'image';
  if (type.startsWith('text/html')) return 'document';
  return 'other';
}

const served = await serveSandboxBuild('tz-loan-bench-journey');
const base = served.base;
const sb = sandbox(base);
let hits: Hit[] = [];

/**
 * Every answer of the server and the bytes sent for it: each connection's writes go to the request it is
 * answering (HTTP/1.1 answers one request at a time per connection); what came in is the request line,
 * the headers and the body the client declared (uploads have a known length).
 */
const answering = new WeakMap<Socket, Hit>();
served.server.httpServer.on('connection', (socket: Socket) => {
  const write = socket.write.bind(socket) as (...args: unknown[]) => boolean;
  socket.write = ((...args: unknown[]) => {
    const [chunk, encoding] = args;
    const hit = answering.get(socket);
    if (hit && chunk)
      hit.down +=
        typeof chunk === 'string'
          ? Buffer.byteLength(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8')
          : (chunk as Uint8Array).byteLength;
    return write(...args);
  }) as typeof socket.write;
});
served.server.httpServer.on('request', (req: IncomingMessage, res: ServerResponse) => {
  const url = req.url ?? '';
  const method = req.method ?? 'GET';
  const head = req.rawHeaders.reduce((n, part) => n + part.length + 2, 0);
  const up = method.length + url.length + 12 + head + 2 + Number(req.headers['content-length'] ?? 0);
  const hit: Hit = { url, method, status: 0, kind: 'other', up, down: 0 };
  answering.set(req.socket, hit);
  res.on('finish', () => {
    hit.status = res.statusCode;
    const kind = kindOf(url, String(res.getHeader('content-type') ?? ''));
    if (kind !== 'control') {
      hit.kind = kind;
      hits.push(hit); // the benchmark's own sandbox controls are left out
    }
  });
});

const browser = await launchBrowser();
afterAll(async () => {
  await browser.close();
  await served.close();
});

let photos: Awaited<ReturnType<typeof cameraPhotos>>;
beforeAll(async () => {
  photos = await cameraPhotos(browser);
});

/** Waits until nothing has been asked for a while: the service worker's own downloads included. */
async function quiet(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  let count = -1;
  while (count !== hits.length) {
    count = hits.length;
    await page.waitForTimeout(1500);
  }
}

function take(): Hit[] {
  const out = hits;
  hits = [];
  return out;
}

const results: Record<string, Hit[]> = {};
const t = TEXT.en;

test('bytes of a new borrower, first open to money disbursed, then of a warm open of Home', async () => {
  const context = await browser.newContext({
    viewport: PHONE_VIEWPORT,
    screen: PHONE_VIEWPORT,
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    locale: 'en-US',
    timezoneId: 'Africa/Dar_es_Salaam',
    serviceWorkers: process.env['BENCH_SW'] === 'off' ? 'block' : 'allow',
  });
  const page = await context.newPage();
  const mobile = uniqueMobile('approved');

  await page.goto(base);
  await expectHeading(page, t.home.title);
  await page.getByTestId('loan-range').getByText(/TZS/).first().waitFor();
  await quiet(page);
  results['first open of Home'] = [...hits];

  await page.getByRole('button', { name: t.home.login }).click();
  await expectHeading(page, t.auth.loginTitle);
  await registerOnHome(page, base, 'en', mobile);
  await personalFromHome(page, 'en');
  await fillWork(page, 'en');
  await page.getByRole('button', { name: t.forms.common.next }).click();
  await expectHeading(page, t.screens.idCard);
  await passIdCard(page, 'en', photos);
  await bindWallet(page, 'en');
  await answerQuestionnaire(page, 'en');
  await page.getByText(t.loan.figures.totalCost, { exact: true }).waitFor();
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: t.borrow.apply, exact: true }).click();
  await expectHeading(page, t.screens.reviewTips);
  await sb.decideNow(mobile);
  await expectHeading(page, t.screens.confirmBorrow);
  await page.getByRole('button', { name: t.loan.action.getMoney }).click();
  await expectHeading(page, t.screens.lending);
  await sb.decideNow(mobile);
  await page.getByText(t.loan.state.repaying, { exact: true }).waitFor({ timeout: 15_000 });
  await quiet(page);
  results['new borrower, first open to money disbursed'] = take();
  await page.close();

  // A returning borrower: the app opened again (a new page of the same browser), then pulled to reload.
  const again = await context.newPage();
  await again.goto(base);
  await again.getByTestId('order-status').getByText(t.loan.state.repaying, { exact: true }).waitFor();
  await quiet(again);
  results['returning borrower opens Home (warm cache)'] = take();
  await again.reload();
  await again.getByTestId('order-status').getByText(t.loan.state.repaying, { exact: true }).waitFor();
  await quiet(again);
  results['returning borrower reloads Home'] = take();
  await context.close();

  const out = process.env['BENCH_JOURNEY_OUT'] ?? path.join(root, '.bench', 'journey.json');
  mkdirSync(path.dirname(out), { recursive: true });
  writeFileSync(
    out,
    `${JSON.stringify({ serviceWorker: process.env['BENCH_SW'] !== 'off', results }, null, 2)}\n`,
  );
  expect(Object.keys(results)).toHaveLength(4);
}, 600_000);
