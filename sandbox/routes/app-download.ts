/**
 * `app-download/getAddress`: where the app can be downloaded. A tester sets another link or clears it
 * (`POST /__sandbox/app-download`) to see Open app's 'Please configure the link'.
 */
import type { SettingStore } from '../store/settings.ts';
import { route } from './types.ts';
import type { Route } from './types.ts';

/** The link until a tester changes it: the store page of the tz app (markets/tz.json `packageName`). */
export const DEFAULT_DOWNLOAD_LINK = 'https://play.google.com/store/apps/details?id=com.tz.pesa.loan';

/**
 * The settings key of the tester's link. Stored as a one-item list (the settings table's list type), so
 * that "cleared" (`['']`) differs from "never set" (no row: the default link).
 */
export const DOWNLOAD_LINK = 'app_download_link';

export function downloadLink(settings: SettingStore): string {
  const [link] = settings.list(DOWNLOAD_LINK);
  return link ?? DEFAULT_DOWNLOAD_LINK;
}

export const appDownloadRoutes: readonly Route[] = [
  route('app-download/getAddress', (ctx) => ({ url: downloadLink(ctx.store.settings) })),
];
