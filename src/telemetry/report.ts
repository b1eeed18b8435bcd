import { callNative, isInApp } from '../bridge/bridge.ts';
import type { ClientErrorKind, ClientErrorReport } from '../contract/calls.ts';
import { getLanguage } from '../i18n/i18n.ts';
import { market } from '../store/market.ts';
import { session } from '../store/session.ts';
import { enqueue } from './outbox.ts';

/**
 * Client error reports (issue 25), loaded on the first error (./hooks.ts). Each report says what an
 * engineer needs to find the fault: the message, the stack of the minified build and the build id its
 * source maps are kept under (docs/native-app.md "Source maps"), the route without its query, the app
 * version, the WebView's Chrome version, the language and the market. Nothing else, and never anything of
 * the borrower: the text is scrubbed of the session token, anything typed into the page's fields, quoted
 * values, long numbers (mobile, national ID, wallet), e-mail addresses and query strings.
 *
 * Inside the app a report goes through the bridge (`reportError`, docs/bridge.md); an app that does not
 * know the action, or a plain browser, queues it for `app/telemetry/errors` (./outbox.ts: batched, kept
 * offline). At most MAX_REPORTS per page load, and the same error once: a loop of errors sends a bounded
 * number. Reporting never throws.
 */

/** Reports one page load may send, whatever happens. */
export const MAX_REPORTS = 10;
const MAX_MESSAGE = 500;
const MAX_STACK = 4000;

// Defined by vite.config.ts; unit tests run without them.
const BUILD_ID = typeof __BUILD_ID__ === 'string' ? __BUILD_ID__ : 'dev';
const APP_VERSION = typeof __APP_VERSION__ === 'string' ? __APP_VERSION__ : '0';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** What the borrower typed into the page's fields right now (3 characters or more). */
function typedValues(): string[] {
  if (typeof document === 'undefined') return [];
  const values: string[] = [];
  for (const field of document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea')) {
    const value = field.value?.trim() ?? '';
    if (value.length >= 3 && field.type !== 'checkbox' && field.type !== 'radio') values.push(value);
  }
  return values;
}

/**
 * The text without anything personal or secret: the token and typed values by their exact text, then
 * every quoted value, query string, e-mail address, long hex/base64 run (a token, an encrypted path) and
 * run of 7 digits or more (spaces, dashes or a leading + between them too).
 */
export function scrubText(text: string, secrets: readonly string[] = []): string {
  let clean = text;
  for (const secret of secrets) {
    if (secret) clean = clean.replace(new RegExp(escape(secret), 'g'), '[typed]');
  }
  return clean
    .replace(/"[^"\n]*"|'[^'\n]*'|“[^”\n]*”|`[^`\n]*`/g, '"…"')
    .replace(/\?[^\s)#]*/g, '')
    .replace(/[\w.+-]+@[\w-]+\.[\w.-]+/g, '[email]')
    .replace(/Bearer\s+\S+/gi, 'Bearer [token]')
    .replace(/[A-Za-z0-9+/_=-]{32,}/g, '[long]')
    .replace(/\+?\d(?:[\s-]?\d){6,}/g, '[number]');
}

/** The stack's lines with the page's origin left out (the file names and positions are what maps need). */
function stackOf(error: unknown): string {
  const stack = error instanceof Error && typeof error.stack === 'string' ? error.stack : '';
  const origin = typeof location !== 'undefined' ? location.origin : '';
  return origin ? stack.split(origin).join('') : stack;
}

function messageOf(error: unknown): string {
  if (error instanceof Error) return `${error.name}: ${error.message}`;
  if (typeof error === 'string') return error;
  if (error === undefined || error === null) return String(error);
  return Object.prototype.toString.call(error);
}

/** The WebView's (or browser's) Chrome version, `wv` added inside an Android WebView. */
function webViewOf(): string {
  const agent = typeof navigator !== 'undefined' ? navigator.userAgent : '';
  const chrome = /Chrome\/([\d.]+)/.exec(agent)?.[1] ?? 'unknown';
  return /;\s*wv\)/.test(agent) ? `${chrome} wv` : chrome;
}

/** The hash route without its query: `#/repay/detail?orderNo=…` → `#/repay/detail`. */
function routeOf(): string {
  if (typeof location === 'undefined') return '';
  return (location.hash.split('?')[0] ?? '') || '#/';
}

/** The report of one error, scrubbed. */
export function buildReport(kind: ClientErrorKind, error: unknown): ClientErrorReport {
  const secrets = [session.token, ...typedValues()];
  return {
    kind,
    message: scrubText(messageOf(error), secrets).slice(0, MAX_MESSAGE),
    stack: scrubText(stackOf(error), secrets).slice(0, MAX_STACK),
    buildId: BUILD_ID,
    appVersion: APP_VERSION,
    route: scrubText(routeOf()).slice(0, 200),
    webView: webViewOf(),
    language: getLanguage(),
    market: market.id,
    at: Date.now(),
  };
}

let sent = 0;
const seen = new Set<string>();

/** Tests start each case from a fresh page load. */
export function resetReporting(): void {
  sent = 0;
  seen.clear();
}

function send(reports: ClientErrorReport[]): void {
  if (isInApp()) {
    // An app that does not know `reportError` (or fails) leaves the reports to the backend call.
    callNative('reportError', { reports }).catch(() => {
      for (const item of reports) enqueue('errors', item);
    });
    return;
  }
  for (const item of reports) enqueue('errors', item);
}

/** Reports one error once, within the page's allowance. Never throws. */
export function report(kind: ClientErrorKind, error: unknown): void {
  try {
    if (sent >= MAX_REPORTS) return;
    const built = buildReport(kind, error);
    const signature = `${built.kind}|${built.message}|${built.stack.slice(0, 300)}`;
    if (seen.has(signature)) return;
    seen.add(signature);
    sent += 1;
    send([built]);
  } catch {
    // Reporting must never break the page.
  }
}
