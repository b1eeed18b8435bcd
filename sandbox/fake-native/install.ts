/**
 * The fake native shell's loader, in sandbox builds only: sandbox/fake-native/plugin.ts puts it in
 * index.html before the app's own entry, and a production build never contains it (tested by
 * tests/e2e/native-build.e2e.test.ts). Opened once with `?fakeNative=1` (`?fakeNative=0` turns it off), it
 * installs `window.JSBridge` before the app starts, exactly where the Android app injects its object, so the
 * app takes its real in-app code path. Messages sent before the shell's code has loaded wait in a queue.
 * Kept tiny: it counts towards the first load of sandbox builds. docs/native-app.md "Fake native shell".
 */
import { FAKE_NATIVE_KEY } from './key.ts';

function wanted(): boolean {
  const asked = new URLSearchParams(location.search).get(FAKE_NATIVE_KEY);
  try {
    if (asked === '0') localStorage.removeItem(FAKE_NATIVE_KEY);
    if (asked === '1' && localStorage.getItem(FAKE_NATIVE_KEY) === null)
      localStorage.setItem(FAKE_NATIVE_KEY, '{}');
    return localStorage.getItem(FAKE_NATIVE_KEY) !== null;
  } catch {
    return asked === '1';
  }
}

if (wanted() && !window.JSBridge) {
  const waiting: string[] = [];
  let deliver: ((message: string) => void) | undefined;
  window.JSBridge = {
    postMessage(message) {
      if (deliver) deliver(message);
      else waiting.push(message);
    },
  };
  void import('./shell.ts').then(({ startShell }) => {
    deliver = startShell();
    for (const message of waiting.splice(0)) deliver(message);
  });
}
