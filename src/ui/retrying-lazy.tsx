import { lazy, useCallback, useState, type ComponentType } from 'react';
import type { MessageKey } from '../i18n/i18n.ts';
import { ErrorBoundary } from './ErrorBoundary.tsx';
import { LoadFailed } from './LoadFailed.tsx';
import { reportChunkFailure } from '../telemetry/hooks.ts';

export type Loader<P> = () => Promise<{ default: ComponentType<P> }>;

/** Code that did not download (offline, a cut connection), as opposed to a component that throws. */
class LoadFailure extends Error {}

const isLoadFailure = (error: unknown) => error instanceof LoadFailure;

/**
 * React.lazy that recovers when its code fails to download. React.lazy keeps a rejected promise for
 * good, so after a failure the same lazy component would fail again on every render until a page reload:
 * here a retry downloads the code first (Chromium asks the network again for a module that failed) and,
 * once it is there, swaps in a new lazy component that resolves at once. Until then LoadFailed stands in
 * its place and retries by itself when the connection is back; any other error (a component that throws)
 * goes on to the error boundary above (the app shell's), as before. The download is not started before the
 * component is first drawn, as with React.lazy.
 */
export function retryingLazy<P extends object>(
  load: Loader<P>,
  size: 'screen' | 'part' = 'screen',
  /** A screen's title from its props: the failure panel then has the screen's top bar and back arrow. */
  titleOf?: (props: P) => MessageKey,
): ComponentType<P> {
  const marked: Loader<P> = () =>
    load().catch((error: unknown) => {
      reportChunkFailure(error); // issue 25: a client error report, scrubbed and bounded
      throw new LoadFailure();
    });
  let Current = lazy(marked);
  // How many times the code was got again: a new value remounts the boundary with the new component.
  let generation = 0;
  const retry = (): Promise<void> =>
    marked().then((module) => {
      Current = lazy(() => Promise.resolve(module));
      generation += 1;
    });

  function Retrying(props: P) {
    const [, setSeen] = useState(generation);
    const retryHere = useCallback(() => retry().then(() => setSeen(generation)), []);
    return (
      <ErrorBoundary
        key={generation}
        catches={isLoadFailure}
        fallback={<LoadFailed retry={retryHere} size={size} title={titleOf?.(props)} />}
      >
        <Current {...props} />
      </ErrorBoundary>
    );
  }
  return Retrying;
}
