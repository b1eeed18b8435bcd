/**
 * Chromium for end-to-end tests: Debian's system Chromium driven by playwright-core (never a downloaded
 * browser), phone-sized contexts, and a recorder of what the app sends on the wire.
 *
 *   const getBrowser = setupBrowser();
 *   test('…', async () => {
 *     const { page, requests } = await openPhone(await getBrowser(), { locale: 'sw-TZ' });
 *     await page.goto(inject('baseURL'));
 *     expect(apiCalls(requests)).toHaveLength(1);
 *   });
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { afterAll, afterEach } from 'vitest';
import { chromium, type Browser, type BrowserContext, type Page, type Request } from 'playwright-core';
import { CHROMIUM_ARGS } from '../../scripts/chromium-args.mjs';

/** Where Chromium is looked for: Debian's package unless CHROMIUM_PATH says otherwise. */
export function chromiumPath(): string {
  return process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
}

/** Flags for a closed network (scripts/chromium-args.mjs, shared with the benchmarks and fixtures). */
export { CHROMIUM_ARGS };

/**
 * Launches headless Chromium. Throws (so the test fails, never skips) when the binary is missing.
 */
export async function launchBrowser(): Promise<Browser> {
  const executablePath = chromiumPath();
  if (!existsSync(executablePath)) {
    throw new Error(
      `Chromium not found at ${executablePath}. End-to-end tests need Debian's Chromium: ` +
        '`apt-get install -y chromium` (.ci/run does this), or set CHROMIUM_PATH to another Chromium binary. ' +
        'Do not download a browser with Playwright.',
    );
  }
  try {
    return await chromium.launch({ executablePath, headless: true, args: [...CHROMIUM_ARGS] });
  } catch (error) {
    throw new Error(`Chromium at ${executablePath} failed to start: ${String(error)}`, { cause: error });
  }
}

/**
 * One browser for the test file, launched by the first test that asks for it and closed after the file.
 * Launching lazily (not in beforeAll) makes a missing Chromium fail each browser test with the reason,
 * where a failing hook would only mark them skipped. Each test should still open its own context
 * ({@link openPhone}) so that storage and cookies never leak between tests.
 */
export function setupBrowser(): () => Promise<Browser> {
  let launching: Promise<Browser> | undefined;
  afterAll(async () => {
    const browser = await launching?.catch(() => undefined);
    await browser?.close();
  });
  return () => (launching ??= launchBrowser());
}

/**
 * Closes, after each test of the file, every phone the test passed through the returned function, then
 * runs `then` (e.g. clearing the sandbox's faults):
 *
 *   const closeAfterTest = closePhonesAfterEach(() => sb.clearFaults());
 *   test('…', async () => {
 *     const { page } = closeAfterTest(await openPhone(await getBrowser(), { baseURL }));
 *   });
 */
export function closePhonesAfterEach(
  then?: () => Promise<unknown>,
): <T extends { context: BrowserContext }>(phone: T) => T {
  const open: Array<{ context: BrowserContext }> = [];
  afterEach(async () => {
    for (const phone of open.splice(0)) await phone.context.close();
    await then?.();
  });
  return (phone) => {
    open.push(phone);
    return phone;
  };
}

export type PhoneLocale = 'en-US' | 'sw-TZ';

export interface PhoneOptions {
  /** Browser language (navigator.language, Accept-Language). Default 'en-US'. */
  locale?: PhoneLocale;
  /** Lets `page.goto('/')` and `page.goto('#/login')`-style relative URLs resolve against the server. */
  baseURL?: string;
}

/** Viewport of a small Android phone (CSS pixels). */
export const PHONE_VIEWPORT = { width: 360, height: 740 } as const;

/** A fresh context shaped like a low-end Android phone in Tanzania. */
/** What makes a browser context a low-end Android phone in Tanzania (for new and persistent contexts). */
function phoneContextOptions(options: PhoneOptions) {
  return {
    viewport: PHONE_VIEWPORT,
    screen: PHONE_VIEWPORT,
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    locale: options.locale ?? 'en-US',
    timezoneId: 'Africa/Dar_es_Salaam',
    ...(options.baseURL === undefined ? {} : { baseURL: options.baseURL }),
  };
}

export async function newPhoneContext(browser: Browser, options: PhoneOptions = {}): Promise<BrowserContext> {
  return browser.newContext(phoneContextOptions(options));
}

export interface RecordedRequest {
  method: string;
  /** The full URL as sent. */
  url: string;
  /** URL path without the query, e.g. `/api/5bX2…Qw`. */
  path: string;
  /** Query parameters (a GET call's encrypted payload sits here). */
  query: Record<string, string>;
  /** Request headers as Playwright reports them (names lower-cased). */
  headers: Record<string, string>;
  /** Request body as text (JSON or multipart), null for none. */
  body: string | null;
  /** Playwright's resource type: 'document', 'script', 'fetch', 'xhr', 'image', … */
  resourceType: string;
}

function toRecord(request: Request): RecordedRequest {
  const url = new URL(request.url());
  return {
    method: request.method(),
    url: url.href,
    path: url.pathname,
    query: Object.fromEntries(url.searchParams),
    headers: request.headers(),
    body: request.postData(),
    resourceType: request.resourceType(),
  };
}

/**
 * Records every request the page (or every page of the context) sends, in order, into the returned array,
 * which keeps filling as the test goes on.
 */
export function recordRequests(target: Page | BrowserContext): RecordedRequest[] {
  const requests: RecordedRequest[] = [];
  // Both Page and BrowserContext emit 'request'; the union of their overloads is not callable directly.
  (target as Page).on('request', (request) => requests.push(toRecord(request)));
  return requests;
}

/** Only the app's own calls to the backend (`/api/…`, `/cou/…`), leaving out assets and sandbox control. */
export function apiCalls(requests: readonly RecordedRequest[]): RecordedRequest[] {
  return requests.filter((request) => /^\/(api|cou)\//.test(request.path));
}

/** Uncaught exceptions and console errors of the page, collected for an `expect(errors).toEqual([])`. */
export function collectPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console.error: ${message.text()}`);
  });
  return errors;
}

export interface Phone {
  context: BrowserContext;
  page: Page;
  /** Everything the page sent so far (see {@link recordRequests}). */
  requests: RecordedRequest[];
  /** Uncaught errors and console errors so far (see {@link collectPageErrors}). */
  errors: string[];
}

/** A fresh phone context with one page, recording requests and errors. Close it with `phone.context.close()`. */
export async function openPhone(browser: Browser, options: PhoneOptions = {}): Promise<Phone> {
  const context = await newPhoneContext(browser, options);
  const page = await context.newPage();
  return { context, page, requests: recordRequests(context), errors: collectPageErrors(page) };
}

/**
 * A phone whose whole browser process can be killed, as Android kills an app in the background: Chromium
 * with a profile on disk (`userDataDir`), started again later on the same profile to see what survived.
 */
/** The browser process of this profile (Linux): it names the profile and, unlike its helpers, has no `--type=`. */
function browserProcess(userDataDir: string): number | null {
  const pids = readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .map(Number)
    .sort((a, b) => a - b);
  for (const pid of pids) {
    let cmdline = '';
    try {
      cmdline = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
    } catch {
      continue; // gone meanwhile
    }
    const args = cmdline.split('\0');
    if (args.includes(`--user-data-dir=${userDataDir}`) && !args.some((arg) => arg.startsWith('--type=')))
      return pid;
  }
  return null;
}

export interface KillablePhone {
  context: BrowserContext;
  page: Page;
  /** SIGKILL to the browser and every process it started: nothing gets to flush or shut down. */
  kill: () => Promise<void>;
}

export async function openKillablePhone(
  userDataDir: string,
  options: PhoneOptions = {},
): Promise<KillablePhone> {
  const executablePath = chromiumPath();
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath,
    headless: true,
    args: [...CHROMIUM_ARGS],
    ...phoneContextOptions(options),
  });
  const page = context.pages()[0] ?? (await context.newPage());
  const kill = async () => {
    // Playwright starts Chromium as the leader of its own process group; the browser process is the one
    // whose command line names this profile. Killing the group takes the renderers and helpers with it.
    const pid = browserProcess(userDataDir);
    if (pid === null) throw new Error(`No Chromium process found for the profile ${userDataDir}`);
    const closed = new Promise<void>((resolve) => context.once('close', () => resolve()));
    try {
      process.kill(-pid, 'SIGKILL');
    } catch {
      process.kill(pid, 'SIGKILL');
    }
    await closed;
  };
  return { context, page, kill };
}
