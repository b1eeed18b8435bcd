/// <reference types="vite/client" />

/** The sandbox's fixed verification code; empty in builds for the real backend. */
declare const __SANDBOX_VERIFY_CODE__: string;
/** The build's id (vite.config.ts), carried by client error reports and naming its source maps (issue 25). */
declare const __BUILD_ID__: string;
/** package.json's version, carried by client error reports. */
declare const __APP_VERSION__: string;

interface ImportMetaEnv {
  /** '1' when the app talks to the sandbox (dev server, `npm run serve`, end-to-end tests). */
  readonly VITE_SANDBOX?: string;
  /** Origin of the real backend for `npm run build`; empty means the page's own origin. */
  readonly VITE_API_ORIGIN?: string;
  /** Market: `tz` (default) or another folder under schemas/ and regions/. */
  readonly VITE_MARKET?: string;
}
