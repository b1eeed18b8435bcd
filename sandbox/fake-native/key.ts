/** The fake native shell's localStorage record and query parameter (outside the app's `tzloan:` records). */
export const FAKE_NATIVE_KEY = 'fakeNative';
