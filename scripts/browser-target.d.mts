/** The build targets (`chrome80`…) of package.json's `browserslist`: scripts/browser-target.mjs. */
export declare function buildTargets(root: string): string[];
