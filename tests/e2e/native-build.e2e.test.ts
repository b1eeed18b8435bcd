import {
  createReadStream,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
} from 'node:fs';
import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { BrowserContext, Page, Route } from 'playwright-core';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { closePhonesAfterEach, openPhone, setupBrowser } from '../helpers/browser.ts';
import { sandbox, uniqueMobile } from '../helpers/sandbox.ts';
import { SANDBOX_VERIFY_CODE } from '../../sandbox/config.ts';
import { cspDirectives } from '../../scripts/csp-plugin.ts';
import { expectHeading, expectToast, TEXT } from './app-steps.ts';

/**
 * The production build (`npm run build`) loaded the ways docs/native-app.md supports, against the
 * sandbox of this run: (a) served from a subfolder of the company's host (`/h5/pesa/`, the API on the same
 * host), (b) packaged in the APK and served by WebViewAssetLoader at
 * `https://appassets.androidplatform.net/assets/www/`, the API on its own origin (VITE_API_ORIGIN) with
 * CORS; and the way it is not supported, `file://`, which must show the "could not start" notice.
 */
const baseURL = inject('baseURL'); // the sandbox (API) of this run
const sb = sandbox(baseURL);
const getBrowser = setupBrowser();
const closeAfterTest = closePhonesAfterEach();
const en = TEXT.en;

const SUBFOLDER = '/h5/pesa/';
const PACKAGED = 'https://appassets.androidplatform.net/assets/www/';
const API_ORIGIN = 'https://api.pesa.test';

const scratch = mkdtempSync(path.join(tmpdir(), 'native-build-'));
const sameOriginDir = path.join(scratch, 'served');
const packagedDir = path.join(scratch, 'packaged');
let server: Server;
let hostURL = '';

/** `npm run build` into `outDir`, with VITE_API_ORIGIN set as the docs say for that way of loading. */
async function productionBuild(outDir: string, apiOrigin: string): Promise<void> {
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  process.env.VITE_API_ORIGIN = apiOrigin;
  try {
    await build({ mode: 'production', logLevel: 'warn', build: { outDir, emptyOutDir: true } });
  } finally {
    delete process.env.VITE_API_ORIGIN;
    process.env.NODE_ENV = nodeEnv;
  }
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
};

/** The file of `dir` a URL path below the app's folder names (`''` → index.html), or null. */
function fileIn(dir: string, relative: string): string | null {
  const file = path.join(dir, decodeURIComponent(relative) || 'index.html');
  if (!file.startsWith(dir + path.sep)) return null;
  return existsSync(file) && statSync(file).isFile() ? file : null;
}

/**
 * The company's host: the build under /h5/pesa/, the backend (here: the sandbox, proxied) at /api and /cou
 * of the same host, as nginx in front of both would do.
 */
function companyHost(): Server {
  return createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://host');
    if (/^\/(api|cou)\//.test(url.pathname)) {
      const target = new URL(url.pathname + url.search, baseURL);
      const upstream = httpRequest(
        target,
        { method: req.method, headers: { ...req.headers, host: target.host } },
        (reply) => {
          res.writeHead(reply.statusCode ?? 502, reply.headers);
          reply.pipe(res);
        },
      );
      upstream.on('error', () => res.writeHead(502).end());
      req.pipe(upstream);
      return;
    }
    const file = url.pathname.startsWith(SUBFOLDER)
      ? fileIn(sameOriginDir, url.pathname.slice(SUBFOLDER.length))
      : null;
    if (!file) {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
      return;
    }
    res.writeHead(200, { 'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream' });
    createReadStream(file).pipe(res);
  });
}

beforeAll(async () => {
  await productionBuild(sameOriginDir, '');
  await productionBuild(packagedDir, API_ORIGIN);
  server = companyHost();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  hostURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}, 180_000);

afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve));
  rmSync(scratch, { recursive: true, force: true });
});

const CORS = {
  'access-control-allow-origin': new URL(PACKAGED).origin,
  'access-control-allow-methods': 'GET, POST',
  'access-control-allow-headers':
    'authorization, content-type, cache-control, packagename, appname, afid, lang, platform',
  'access-control-max-age': '600',
  vary: 'Origin',
};

/**
 * The phone as the packaged app sees it: WebViewAssetLoader answers https://appassets.androidplatform.net/
 * assets/www/… from the APK's assets (here: the build folder), and the backend at API_ORIGIN (here: the
 * sandbox) answers with CORS headers for that origin, preflights included.
 */
async function packagedApp(context: BrowserContext): Promise<void> {
  await context.route(`${new URL(PACKAGED).origin}/**`, async (route: Route) => {
    const { pathname } = new URL(route.request().url());
    const file = pathname.startsWith(new URL(PACKAGED).pathname)
      ? fileIn(packagedDir, pathname.slice(new URL(PACKAGED).pathname.length))
      : null;
    if (!file) return route.fulfill({ status: 404, body: 'not found' });
    return route.fulfill({
      status: 200,
      contentType: TYPES[path.extname(file)] ?? 'application/octet-stream',
      body: readFileSync(file),
    });
  });
  await context.route(`${API_ORIGIN}/**`, async (route: Route) => {
    const request = route.request();
    if (request.method() === 'OPTIONS') return route.fulfill({ status: 204, headers: CORS });
    const { pathname, search } = new URL(request.url());
    const reply = await route.fetch({ url: new URL(pathname + search, baseURL).href });
    return route.fulfill({ response: reply, headers: { ...reply.headers(), ...CORS } });
  });
}

/** Home, then the login screen through the Me tab, as a visitor. */
async function homeThenLogin(page: Page): Promise<void> {
  await expectHeading(page, en.home.title);
  await page.getByRole('link', { name: en.tabs.me, exact: true }).click();
  await expectHeading(page, en.me.title);
  await page.getByRole('link', { name: en.me.loginEntry }).click();
  await expectHeading(page, en.auth.loginTitle);
}

describe('served from a subfolder of the company host (/h5/pesa/)', () => {
  test('reaches Home and the login screen with no console errors, every file from the subfolder', async () => {
    const phone = closeAfterTest(await openPhone(await getBrowser()));
    await phone.page.goto(`${hostURL}${SUBFOLDER}`);
    await homeThenLogin(phone.page);
    // Home's data came through the host's own /api (connect-src 'self').
    await phone.page.goto(`${hostURL}${SUBFOLDER}#/`);
    await expectHeading(phone.page, en.home.title);
    // Home's figures drawn from the server's answer (the title comes before them; a hash change has no load state).
    await phone.page.getByTestId('loan-range').getByText(/TZS/).first().waitFor();
    expect(await phone.page.getByText(en.home.loadFailed).count()).toBe(0);
    const assets = phone.requests.filter((r) => ['script', 'stylesheet'].includes(r.resourceType));
    expect(assets.length).toBeGreaterThan(3);
    // …and the app-shell worker (issue 24), which must sit beside index.html to serve the whole folder.
    expect(
      assets.filter((r) => !r.path.startsWith(`${SUBFOLDER}assets/`) && r.path !== `${SUBFOLDER}sw.js`),
    ).toEqual([]);
    expect(phone.requests.some((r) => r.path.startsWith('/api/'))).toBe(true);
    expect(await phone.page.locator('.load-notice').isVisible()).toBe(false);
    expect(phone.errors).toEqual([]);
  });

  test(
    'a deep link …/index.html#/auth/review_tips?orderNo=… opens the review of that order',
    { timeout: 90_000 },
    async () => {
      const phone = closeAfterTest(await openPhone(await getBrowser()));
      const { page } = phone;
      const mobile = uniqueMobile('approved');
      // Registration as in the real build: no code hint on screen, the borrower types the code they got.
      await page.goto(`${hostURL}${SUBFOLDER}#/user/register`);
      await page.getByLabel(en.auth.mobile, { exact: true }).fill(mobile);
      await page.getByRole('button', { name: en.auth.getCode }).click();
      await expectToast(page, en.auth.codeSent);
      expect(await page.getByText(SANDBOX_VERIFY_CODE).count()).toBe(0);
      await page.getByLabel(en.auth.code, { exact: true }).fill(SANDBOX_VERIFY_CODE);
      await page.getByRole('checkbox').check();
      await page.getByRole('button', { name: en.auth.register, exact: true }).click();
      await expectHeading(page, en.home.title);
      await sb.fillProfile(mobile, 'questionnaire');
      await page.reload();
      await page.getByRole('button', { name: en.home.apply }).click();
      await expectHeading(page, en.screens.confirmBorrow);
      await page.getByRole('checkbox').check();
      await page.getByRole('button', { name: en.borrow.apply, exact: true }).click();
      await expectHeading(page, en.screens.reviewTips);
      const {
        loans: [loan],
      } = await sb.loans(mobile);
      const orderNo = loan?.orderNo ?? '';
      expect(orderNo).not.toBe('');

      // The native app opens the link as a new load of the page (a cold start: the reload).
      await page.goto(`${hostURL}${SUBFOLDER}`);
      await expectHeading(page, en.home.title);
      const link = `${hostURL}${SUBFOLDER}index.html#/auth/review_tips?orderNo=${orderNo}`;
      await page.goto(link);
      await page.reload();
      await expectHeading(page, en.screens.reviewTips);
      await page.getByText(en.borrow.reviewTitle, { exact: true }).waitFor();
      expect(page.url()).toBe(link);
      expect(phone.errors).toEqual([]);
    },
  );
});

describe('packaged in the APK, served by WebViewAssetLoader (https://appassets.androidplatform.net)', () => {
  test("the policy lets the page call the API's origin and nothing else", () => {
    const html = readFileSync(path.join(packagedDir, 'index.html'), 'utf8');
    const meta = /<meta http-equiv="Content-Security-Policy" content="([^"]*)"/.exec(html)?.[1] ?? '';
    expect(meta.replace(/&#39;/g, "'")).toBe(cspDirectives(API_ORIGIN).join('; '));
    expect(meta).toContain(`connect-src &#39;self&#39; ${API_ORIGIN}`);
  });

  test('reaches Home (data from the API origin, through CORS) and the login screen with no console errors', async () => {
    const phone = closeAfterTest(await openPhone(await getBrowser()));
    await packagedApp(phone.context);
    await phone.page.goto(`${PACKAGED}index.html`);
    await homeThenLogin(phone.page);
    await phone.page.goto(`${PACKAGED}index.html#/`);
    await expectHeading(phone.page, en.home.title);
    // Home's figures drawn from the server's answer (the title comes before them; a hash change has no load state).
    await phone.page.getByTestId('loan-range').getByText(/TZS/).first().waitFor();
    expect(await phone.page.getByText(en.home.loadFailed).count()).toBe(0);
    const api = phone.requests.filter((r) => r.url.startsWith(`${API_ORIGIN}/api/`));
    expect(api.length).toBeGreaterThan(0);
    expect(phone.requests.filter((r) => r.url.startsWith(`${new URL(PACKAGED).origin}/api/`))).toEqual([]);
    expect(phone.errors).toEqual([]);
  });
});

describe('opened from the file system (file://): not supported, never blank', () => {
  test('the WebView refuses the scripts and styles; the page says so in English and Kiswahili', async () => {
    const phone = closeAfterTest(await openPhone(await getBrowser()));
    const { page } = phone;
    await page.goto(pathToFileURL(path.join(sameOriginDir, 'index.html')).href);
    await page.getByRole('heading', { name: 'PesaLoan', level: 1 }).waitFor();
    await page
      .getByText('The app could not start. Please open it from the PesaLoan app', { exact: false })
      .waitFor();
    await page.getByText('Programu haikuweza kuanza.', { exact: false }).waitFor();
    expect(await page.locator('#root').innerHTML()).toBe('');
    // What the Android team sees in logcat: the module scripts refused for origin 'null'.
    expect(phone.errors.some((e) => /from origin 'null' has been blocked by CORS policy/.test(e))).toBe(true);
  });
});

/** Every built JS file of a build folder, as one text. */
const jsOf = (dir: string) =>
  readdirSync(path.join(dir, 'assets'))
    .filter((file) => file.endsWith('.js'))
    .map((file) => readFileSync(path.join(dir, 'assets', file), 'utf8'))
    .join('\n');

describe('the fake native shell', () => {
  test('is in the sandbox build under test and in no production build', () => {
    expect(jsOf(inject('outDir'))).toContain('fakeNative');
    for (const dir of [sameOriginDir, packagedDir]) {
      expect(jsOf(dir)).not.toContain('fakeNative');
      expect(readFileSync(path.join(dir, '.vite', 'manifest.json'), 'utf8')).not.toContain('fake-native');
    }
  });
});
