import { en } from '../../helpers/texts.ts';
import { cleanup, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, expect, it, vi } from 'vitest';
import { setLanguage } from '../../../src/i18n/i18n.ts';
import { ErrorBoundary } from '../../../src/ui/ErrorBoundary.tsx';
import { retryingLazy } from '../../../src/ui/retrying-lazy.tsx';

const reported = vi.hoisted(() => [] as unknown[][]);
vi.mock('../../../src/telemetry/hooks.ts', () => ({
  reportChunkFailure: (error: unknown) => reported.push(['chunk', error]),
  reportError: (kind: string, error: unknown) => reported.push([kind, error]),
}));

afterEach(() => {
  cleanup();
  reported.length = 0;
});

it("reports what the app shell's error boundary catches, once, and shows the crash panel", async () => {
  setLanguage('en');
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  const bug = new TypeError('x is undefined');
  const Broken = () => {
    throw bug;
  };
  render(
    <ErrorBoundary>
      <Broken />
    </ErrorBoundary>,
  );
  await screen.findByRole('button', { name: en.screens.reload });
  expect(reported).toEqual([['boundary', bug]]);
});

it("reports a screen's code that did not download as a client error (issue 25), and still offers the retry", async () => {
  setLanguage('en');
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  const failure = new TypeError('Failed to fetch dynamically imported module');
  const Lazy = retryingLazy<object>(() => Promise.reject(failure));
  render(
    <Suspense fallback={<p>loading</p>}>
      <Lazy />
    </Suspense>,
  );
  await screen.findByRole('button', { name: en.common.retry });
  // Reported once, as a chunk: not again by the boundary that shows the retry.
  expect(reported).toEqual([['chunk', failure]]);
});
