import { isInApp } from '../bridge/bridge.ts';
import { market, type Market } from '../store/market.ts';

/**
 * What a market may allow only inside the native app (docs/decisions.md, "App context"): the rollover, and
 * applying through the promotion pages (`/yx1`, `/yx2`, `/yx3`, `/yx2ConfirmBorrow`).
 */
export type AppOnlyAction = 'rollover' | 'promotion';

/**
 * True when the market's setting keeps `action` to the native app and the page runs outside it: the screen
 * then says 'In order to avoid misuse, please apply in the APP' instead of offering the action. The setting
 * is the market file's optional `appOnly` list (markets/<id>.json); `tz` lists nothing, so outside the app
 * (a plain browser, the sandbox) the rollover and the promotion pages work as docs/decisions.md asks.
 */
export function needsApp(action: AppOnlyAction): boolean {
  const appOnly = (market as Market & { appOnly?: readonly string[] }).appOnly;
  return Array.isArray(appOnly) && appOnly.includes(action) && !isInApp();
}
