/**
 * Stands in for wouter's `use-browser-location.js` (scripts/stand-ins.ts puts it there). wouter's default
 * router reads the path and search from the address bar, and that module patches `history.pushState`
 * and `replaceState` on import to hear them. This app always gives wouter its own hash hooks
 * (src/app/App.tsx, src/routing/hash-location.ts), so the module's code (0.6 KB gzipped) and its patch of
 * the page's history would ride on every borrower's first load for nothing. Used without the app's
 * Router, these say so instead of routing by the address bar.
 */
function noDefaultRouter(): never {
  throw new Error("wouter's default router is not in this build: wrap the tree in src/app/App.tsx's Router");
}

export const useBrowserLocation = noDefaultRouter;
export const useSearch = noDefaultRouter;
