/**
 * The compat check of the app's code against the oldest WebView we support: the `browserslist` of
 * package.json (docs/native-app.md, "Oldest WebView supported"). ESLint runs for this check only; every
 * other rule is oxlint's (.oxlintrc.json).
 *
 * Syntax needs no check: the build lowers it to that floor (vite.config.ts). APIs do: the build adds no
 * polyfill, so a browser API or built-in method newer than the floor throws or is missing on the phone.
 */
import babelParser from '@babel/eslint-parser';
import compat from 'eslint-plugin-compat';

/**
 * Methods and properties eslint-plugin-compat cannot see: it knows globals and static members
 * (structuredClone, Object.hasOwn) but not the type of `items` in `items.at(-1)`. These are the ones
 * above the floor that code reaches for; each message says since when and what to use instead. When the
 * floor passes one's version, its entry goes.
 */
const unseen = [
  {
    selector: "CallExpression[callee.property.name='at']",
    message: '.at() is Chrome 92, above the oldest WebView we support: use x[x.length - 1].',
  },
  {
    selector:
      'CallExpression[callee.property.name=/^(replaceAll|findLast|findLastIndex|toSorted|toReversed|toSpliced)$/]',
    message: 'This method is Chrome 85-110, above the oldest WebView we support (docs/native-app.md).',
  },
  {
    selector: "MemberExpression[object.name='AbortSignal'][property.name=/^(timeout|any)$/]",
    message: 'AbortSignal.timeout/any are Chrome 103/116: use an AbortController and a timer.',
  },
  {
    selector:
      "MemberExpression[property.name='inert'], JSXAttribute[name.name='inert'], CallExpression[callee.property.name=/^(setAttribute|toggleAttribute)$/][arguments.0.value='inert']",
    message:
      'inert is Chrome 102: older engines ignore it, so it must not be the only thing keeping taps and focus out.',
  },
];

export default [
  {
    files: ['src/**/*.{ts,tsx}'],
    languageOptions: {
      // Babel's parser reads TypeScript and JSX without the TypeScript compiler's API, which TypeScript 7
      // (the project's) no longer ships and typescript-eslint's parser needs.
      parser: babelParser,
      parserOptions: {
        requireConfigFile: false,
        babelOptions: { babelrc: false, configFile: false, parserOpts: { plugins: ['typescript', 'jsx'] } },
      },
    },
    // The source's eslint-disable comments are mostly oxlint's: not this run's business.
    linterOptions: { reportUnusedDisableDirectives: 'off' },
    plugins: { compat },
    // ES built-ins too (Array.prototype.at on a literal, Object.hasOwn, Promise.any), not only web APIs.
    settings: { lintAllEsApis: true },
    rules: {
      'compat/compat': 'error',
      'no-restricted-syntax': ['error', ...unseen],
    },
  },
];
