/**
 * The compat check of the app's CSS against the oldest WebView we support: the `browserslist` of
 * package.json (docs/native-app.md, "Oldest WebView supported"). Only this check: formatting is Prettier's.
 *
 * doiuse (under stylelint-no-unsupported-browser-features) cannot see a fallback, so a use above the floor
 * that has one carries `stylelint-disable-next-line plugin/no-unsupported-browser-features -- <why it is
 * safe>`; a disable without that reason, or one that no longer hides a finding, is an error itself.
 *
 * @type {import('stylelint').Config}
 */
export default {
  plugins: ['stylelint-no-unsupported-browser-features'],
  reportDescriptionlessDisables: true,
  reportNeedlessDisables: true,
  reportInvalidScopeDisables: true,
  ignoreFiles: [
    // The testers' stand-in for the Android app (docs/native-app.md): only sandbox builds load it, in a
    // desktop browser; never part of a production build.
    'src/bridge/fake-native/**',
  ],
  rules: {
    'plugin/no-unsupported-browser-features': [
      true,
      {
        ignore: [
          // caniuse calls `overflow` partial before Chrome 90 for one value only, `clip`; hidden, auto,
          // scroll and the two-value form work on the floor. `clip` is refused by the rule below instead.
          'css-overflow',
        ],
      },
    ],
    // `overflow: clip` (Chrome 90): older engines drop the declaration and the content spills out.
    'declaration-property-value-disallowed-list': [
      { '/^overflow(-x|-y|-block|-inline)?$/': ['/\\bclip\\b/'] },
      { message: 'overflow: clip needs Chrome 90, above the oldest WebView we support: use hidden' },
    ],
  },
};
