/** markets/<VITE_MARKET>.json, by the build's alias (vite.config.ts; vitest.config.ts uses tz). */
declare module '#market' {
  import type { Market } from './market.ts';
  const market: Market;
  export default market;
}
