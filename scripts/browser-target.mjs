import browserslist from 'browserslist';

/** Vite's (esbuild's) name for each browserslist browser a build can target. */
const TARGET_NAMES = {
  chrome: 'chrome',
  and_chr: 'chrome',
  edge: 'edge',
  firefox: 'firefox',
  and_ff: 'firefox',
  safari: 'safari',
  ios_saf: 'ios',
  opera: 'opera',
};

/**
 * A build's `target`/`cssTarget` from the project's one statement of its oldest browsers, the
 * `browserslist` of package.json (docs/native-app.md, "Oldest WebView supported"), which the compat lint
 * reads too: the lowest version of each browser it names, e.g. `chrome >= 80` → `['chrome80']`.
 * Plain JavaScript so that the .mjs scripts (photo lab, validator bench) build for the same floor.
 *
 * @param {string} root the project folder (where package.json is)
 * @returns {string[]}
 */
export function buildTargets(root) {
  const queries = browserslist.loadConfig({ path: root });
  // Without one, browserslist would fall back to its own defaults: a floor nobody chose.
  if (!queries)
    throw new Error(`No browserslist in ${root}: package.json states the oldest WebView we support.`);
  /** @type {Map<string, number>} */
  const lowest = new Map();
  for (const entry of browserslist(queries, { path: root })) {
    const [name = '', range = ''] = entry.split(' ');
    const target = TARGET_NAMES[/** @type {keyof typeof TARGET_NAMES} */ (name)];
    if (!target) throw new Error(`browserslist names "${entry}", which a Vite build cannot target.`);
    // Safari's ranges read "15.2-15.3": the lower end counts.
    const version = Number.parseFloat(range.split('-')[0] ?? '');
    if (!Number.isFinite(version)) throw new Error(`browserslist names "${entry}" without a version.`);
    lowest.set(target, Math.min(lowest.get(target) ?? Infinity, version));
  }
  return [...lowest].map(([target, version]) => `${target}${version}`);
}
