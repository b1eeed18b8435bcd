import type { ReactNode } from 'react';

/**
 * Stands in for `markdown-to-jsx/react` in the app build (scripts/stand-ins.ts, `rjsf-trim`). RJSF's default
 * description and help templates render markdown, but the engine's templates show plain translated text
 * and no form uses markdown (architecture.md), so the parser (~25 KB gzipped) need not ship.
 */
export function Markdown({ children }: { children?: ReactNode }) {
  return <>{children}</>;
}
