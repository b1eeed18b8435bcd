import { earlyKey, putEarlyReply } from '../api/early-replies.ts';
import { callPath, REQUEST_TIMEOUT_MS, sealPayload, wireHeaders, type WireFacts } from '../api/wire.ts';
import type { GetPath } from '../contract/calls.ts';
import { headerLanguage, LOCALE_LOADERS, pickLanguage, uiLanguageOf } from '../i18n/languages.ts';
import type { Lang } from '../store/device.ts';
import { market as marketFile, type Market } from '../store/market.ts';
import { readStored } from '../store/stored-records.ts';

/**
 * What the first screen needs from the network, started by a small script of its own (./early.ts) while
 * the app's code still downloads: on Slow 4G the 90 KB first load takes about half a second, and until it
 * has run nothing else would be asked for. It starts the language's texts; when the page opens on any
 * other screen, the table of where the screens' code is; and when it opens on Home, Home's two calls,
 * sent exactly as the API layer would send them (src/api/wire.ts); the API layer takes their replies
 * when Home makes the same calls (src/api/early-replies.ts). It reads the stored device and session
 * records the way the stores will; when the stores end up with anything else (a journal restored after a
 * killed process, the native app's token), the keys differ and Home asks again. The API layer keeps the
 * one place where failures are reported: nothing here shows anything.
 */

/** The calls Home makes as it opens (src/features/home/HomeScreen.tsx), with their payloads. */
export const HOME_FIRST_CALLS: readonly (readonly [GetPath, Record<string, never>])[] = [
  ['portal/homepage/data', {}],
  ['loanMarket/index', {}],
];

const text = (value: unknown, otherwise: string): string => (typeof value === 'string' ? value : otherwise);

/** What the stores will start with, from the stored records (src/store/device.ts, session.ts, src/i18n). */
function stored(market: Market, deviceLanguage: string): { facts: WireFacts; lang: Lang } {
  const device = readStored('device');
  const message = device['deviceMessage'];
  const platform =
    typeof message === 'object' && message !== null
      ? (message as Record<string, unknown>)['platform']
      : undefined;
  const lang = uiLanguageOf(pickLanguage(device['language'], deviceLanguage, market.languages));
  const facts = {
    packageName: text(device['packageName'], market.packageName),
    appName: text(device['appName'], market.appName),
    afid: text(device['afid'], ''),
    lang: headerLanguage(lang),
    platform: text(platform, 'android'),
    token: text(readStored('session')['token'], ''),
  };
  return { facts, lang };
}

async function send(path: GetPath, payload: object, facts: WireFacts): Promise<Response> {
  const [url, { field, value }] = await Promise.all([
    callPath(path, facts.packageName),
    sealPayload(payload as Record<string, unknown>, facts.packageName),
  ]);
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), REQUEST_TIMEOUT_MS);
  try {
    return await fetch(
      `${import.meta.env.VITE_API_ORIGIN ?? ''}${url}?${new URLSearchParams({ [field]: value })}`,
      { headers: wireHeaders(facts, true), signal: controller.signal },
    );
  } finally {
    clearTimeout(timer);
  }
}

/** Starts the texts, and Home's calls when `route` is Home. */
export function startFirstScreen(
  route: string,
  market: Market = marketFile,
  deviceLanguage = navigator.language,
): void {
  const { facts, lang } = stored(market, deviceLanguage);
  LOCALE_LOADERS[lang]().catch(() => undefined); // src/i18n/i18n.ts loads it again, from the module map
  if (route !== '/') {
    // Any other screen needs the table of where the screens' code is (src/app/screen-loaders.ts): it
    // downloads beside the app's code instead of after it. src/app/screens.ts asks again, from the module map.
    import('../app/screen-loaders.ts').catch(() => undefined);
    return;
  }
  for (const [path, payload] of HOME_FIRST_CALLS)
    putEarlyReply(earlyKey(facts, path, payload), send(path, payload, facts));
}
