import { onApiEvent } from '../api/events.ts';
import { showApiEvents } from './api-effects.ts';
import { getNativeLoginInfo } from '../bridge/actions.ts';
import { setDeviceInfo, device } from '../store/device.ts';
import { whenRestored } from '../store/persist.ts';
import { session, setSession } from '../store/session.ts';
import { currentLocation, navigate } from '../routing/hash-location.ts';
import { PATHS, isGuarded, withQuery } from '../routing/routes.ts';

/** Where a logged-out user goes to log in, coming back to `from` afterwards. */
export function loginLocation(from: string): string {
  return withQuery(PATHS.login, from && from !== PATHS.login ? { redirect: from } : {});
}

/**
 * Start-up work that must not wait for React: take the app's device facts and token when inside the
 * native app, show the API layer's failures and decide what a session error does (leave guarded pages
 * for the login screen).
 */
let booting: Promise<void> = Promise.resolve();

/**
 * Settles when boot has taken the native app's token (or found there is none). The route guard waits for
 * it: a deep link to a guarded page must not ask the app to log in while the app's token is on its way.
 * Resolved at once where boot never runs (tests of single screens).
 */
export const whenBooted = (): Promise<void> => booting;

export function boot(): Promise<void> {
  booting = start().catch(() => undefined);
  return booting;
}

async function start(): Promise<void> {
  showApiEvents();
  onApiEvent((event) => {
    if (event.type !== 'sessionEnded') return;
    const here = currentLocation();
    if (isGuarded(here.split('?')[0] ?? '/')) navigate(loginLocation(here), { replace: true });
  });
  // The stored token must be back from the journal before it is compared with the native app's.
  const [info] = await Promise.all([getNativeLoginInfo(), whenRestored()]);
  if (!info) return;
  setDeviceInfo({
    ...(info.packageName ? { packageName: info.packageName } : {}),
    ...(info.afid ? { afid: info.afid } : {}),
    ...(info.appName ? { appName: info.appName } : {}),
  });
  if (info.platform) device.deviceMessage.platform = info.platform;
  if (info.token && info.token !== session.token) setSession(info.token, null);
}
