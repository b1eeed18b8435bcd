/**
 * The project's one list of Vite plugins and aliases, used by the app build and `npm start`
 * (vite.config.ts), the unit and component tests (vitest.config.ts) and Storybook
 * (.storybook/vite.config.ts). Each caller says what it is; the list says which plugin each one gets, so a
 * new plugin is added here once. bench/stock/ is the stock-RJSF baseline of `npm run bench:forms` and
 * deliberately has none of them.
 *
 * What each plugin is for, and its measured gain: docs/performance.md ("Build plugins").
 * `PLUGINS_WITHOUT=rjsf-trim,crypto-trim npm run size -- --rebuild` builds without the named ones, for
 * measuring a plugin's gain again (names: OPTIONAL below).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Alias, PluginOption } from 'vite';
import react from '@vitejs/plugin-react';
import basicSsl from '@vitejs/plugin-basic-ssl';
import { formsPlugin } from './forms/vite-plugin.ts';
import { cspPlugin } from './csp-plugin.ts';
import { compileHintsPlugin } from './compile-hints-plugin.ts';
import { fakeNativePlugin } from '../sandbox/fake-native/plugin.ts';
import { earlyScriptPlugin } from './early-script-plugin.ts';
import { firstLoadChunkPlugin } from './first-load-chunk-plugin.ts';
import { serviceWorkerPlugin } from './service-worker-plugin.ts';
import { sourceMapsPlugin } from './sourcemaps-plugin.ts';
import { STAND_IN_PARTS, standInsPlugin, type StandInPart } from './stand-ins.ts';
import { sandboxPlugin } from '../sandbox/plugin.ts';
import { SANDBOX_VERIFY_CODE } from '../sandbox/config.ts';

/** Who builds: the app (`vite build`, `npm start`, `npm run serve`), the unit tests, or Storybook. */
export type BuildTarget = 'app' | 'test' | 'storybook';

/** The build steps that only save bytes or time: each can be left out to measure its gain. */
export const OPTIONAL = [...STAND_IN_PARTS, 'first-load-chunk', 'compile-hints', 'early-script'] as const;
export type OptionalPart = (typeof OPTIONAL)[number];

/** The stand-ins (./stand-ins.ts) each target gets. */
const TARGET_STAND_INS: Record<BuildTarget, StandInPart[]> = {
  app: ['rjsf-trim', 'crypto-trim', 'preload-helper', 'react-shims'],
  storybook: ['rjsf-trim', 'crypto-trim', 'react-shims'],
  test: ['rjsf-trim'],
};

/** The parts `PLUGINS_WITHOUT` names (a comma list); an unknown name stops the build. */
export function leftOut(env: string | undefined = process.env.PLUGINS_WITHOUT): Set<OptionalPart> {
  const names = (env ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  for (const name of names) {
    if (!(OPTIONAL as readonly string[]).includes(name)) {
      throw new Error(`PLUGINS_WITHOUT: no optional part "${name}" (${OPTIONAL.join(', ')})`);
    }
  }
  return new Set(names as OptionalPart[]);
}

export interface ProjectBuild {
  root: string;
  target: BuildTarget;
  /** The market id: markets/<id>.json, schemas/<id>/, regions/<id>.json. */
  market: string;
  /** The sandbox backend and the fake native shell are mounted (VITE_SANDBOX=1; app target only). */
  sandbox?: boolean;
  /** HTTPS with a self-signed certificate (SERVE_HTTPS=1; app target only). */
  https?: boolean;
  apiOrigin?: string;
  buildId?: string;
}

/** The page's first script (scripts/early-script-plugin.ts). */
export const EARLY_ENTRY = 'src/boot/early.ts';

export interface ProjectPlugins {
  plugins: PluginOption[];
  alias: Alias[];
  /** The build-time constants of src/vite-env.d.ts. */
  define: Record<string, string>;
  /** The chunk groups of the app build (rolldownOptions.output.codeSplitting.groups). */
  chunkGroups: { name: string; test: (id: string) => boolean; includeDependenciesRecursively: boolean }[];
}

export function projectPlugins(build: ProjectBuild): ProjectPlugins {
  const { root, target, market } = build;
  const without = leftOut();
  const app = target === 'app';
  const has = (part: OptionalPart) => !without.has(part);
  const firstLoad = firstLoadChunkPlugin({
    firstScreen: path.join(root, 'src/features/home/HomeScreen.tsx'),
    earlyEntry: path.join(root, EARLY_ENTRY),
  });
  const plugins: PluginOption[] = [
    react(),
    formsPlugin({ root, market, splitLocales: target !== 'test' }),
    // The modules the build swaps for its own (./stand-ins.ts). The tests run RJSF as the app ships it (a
    // test that reaches a trimmed part fails with the stub's message) and the real crypto-js, which the
    // sandbox's side of the cipher needs whole; Storybook has all but the app page's import() helper.
    standInsPlugin(root, new Set(TARGET_STAND_INS[target].filter(has))),
  ];
  if (app) {
    plugins.push(
      cspPlugin({ apiOrigin: build.apiOrigin }),
      has('first-load-chunk') ? firstLoad.plugin : null,
      has('compile-hints') ? compileHintsPlugin({ entry: path.join(root, 'index.html') }) : null,
      has('early-script') ? earlyScriptPlugin({ root, entry: EARLY_ENTRY }) : null,
      // Before the service worker's list is made: the maps leave the bundle.
      sourceMapsPlugin({ buildId: build.buildId ?? 'dev' }),
      // The app-shell cache: sw.js with this build's file list; `vite build` only.
      serviceWorkerPlugin({ root }),
      build.sandbox ? sandboxPlugin({ root, market }) : null,
      // Testers' stand-in for the Android app (docs/native-app.md); never in a production build.
      build.sandbox ? fakeNativePlugin({ root, market }) : null,
      build.https ? basicSsl({ name: 'tz-loan-sandbox', domains: ['127.0.0.1', 'localhost'] }) : null,
    );
  }
  const alias: Alias[] = [
    // The one market file the app ships (src/store/market.ts).
    { find: '#market', replacement: path.join(root, 'markets', `${market}.json`) },
  ];
  const chunkGroups =
    app && has('first-load-chunk')
      ? [
          // Not its dependencies too: those of the page's first script stay in a chunk of their own.
          { name: 'first-load', test: firstLoad.isFirstLoad, includeDependenciesRecursively: false },
          { name: 'start', test: firstLoad.isEarlyShared, includeDependenciesRecursively: false },
        ]
      : [];
  const version = (JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { version: string })
    .version;
  const define = {
    // The code the sandbox sends, shown under the code field: sandbox builds and the unit tests only.
    __SANDBOX_VERIFY_CODE__: JSON.stringify(
      (app && build.sandbox) || target === 'test' ? SANDBOX_VERIFY_CODE : '',
    ),
    // What every client error report carries (src/telemetry/report.ts).
    __BUILD_ID__: JSON.stringify(build.buildId ?? 'dev'),
    __APP_VERSION__: JSON.stringify(version),
  };
  return { plugins, alias, define, chunkGroups };
}
