import type { PreviewServer } from 'vite';

export declare const root: string;
export declare function serveSandboxBuild(
  name: string,
  options?: { https?: boolean },
): Promise<{ base: string; runDir: string; server: PreviewServer; close: () => Promise<void> }>;
