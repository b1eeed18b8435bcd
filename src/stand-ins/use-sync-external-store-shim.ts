/**
 * Stands in for the `use-sync-external-store/shim` package that wouter imports (scripts/stand-ins.ts puts it
 * there). The shim backfills the hook for React 17 and older; React 19 has it built in, and the shim's
 * own code (0.6 KB gzipped) would ride on every borrower's first load for nothing.
 */
export { useSyncExternalStore } from 'react';
