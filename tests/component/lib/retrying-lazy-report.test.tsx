import { cleanup, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, expect, it, vi } from 'vitest';
import en from '../../../locales/en.json';
import { setLanguage } from '../../../src/i18n/i18n.ts';
import { retryingLazy } from '../../../src/lib/retrying-lazy.tsx';

const reported = vi.hoisted(() => [] as unknown[]);
vi.mock('../../../src/telemetry/hooks.ts', () => ({
  reportChunkFailure: (error: unknown) => reported.push(error),
  reportError: () => undefined,
}));

afterEach(cleanup);

it("reports a screen's code that did not download as a client error (issue 25), and still offers the retry", async () => {
  setLanguage('en');
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  const failure = new TypeError('Failed to fetch dynamically imported module');
  const Lazy = retryingLazy(() => Promise.reject(failure));
  render(
    <Suspense fallback={<p>loading</p>}>
      <Lazy />
    </Suspense>,
  );
  await screen.findByRole('button', { name: en.common.retry });
  expect(reported).toEqual([failure]);
});
