/**
 * markets/<VITE_MARKET>.json, by the build's alias (vite.config.ts; vitest.config.ts uses tz): each of the
 * app's facts as a named export (src/store/market.ts takes them one by one; the rest is not shipped).
 */
declare module '#market' {
  import type { Market } from './market.ts';
  export const id: Market['id'];
  export const currency: Market['currency'];
  export const callingCode: Market['callingCode'];
  export const iso: Market['iso'];
  export const nationalNumberLength: Market['nationalNumberLength'];
  export const languages: Market['languages'];
  export const packageName: Market['packageName'];
  export const appName: Market['appName'];
  export const nationalIdGroups: Market['nationalIdGroups'];
  export const wallets: Market['wallets'];
  export const permissions: Market['permissions'];
  export const neverAsks: Market['neverAsks'];
  export const collectionSteps: Market['collectionSteps'];
  export const support: Market['support'];
  export const lender: Market['lender'];
  export const agreement: Market['agreement'];
}
