import { Component, lazy, useCallback, useState, type ComponentType, type ReactNode } from 'react';
import { LoadFailed } from './LoadFailed.tsx';

export type Loader<P> = () => Promise<{ default: ComponentType<P> }>;

/** Code that did not download (offline, a cut connection), as opposed to a component that throws. */
export class LoadFailure extends Error {
  constructor(cause: unknown) {
    super(cause instanceof Error ? cause.message : 'code did not load');
    this.name = 'LoadFailure';
  }
}

interface BoundaryProps {
  retry: () => Promise<void>;
  size: 'screen' | 'part';
  children: ReactNode;
}

/**
 * Catches only a failed download and shows LoadFailed in its place; any other error is thrown on to the
 * error boundary above (the app shell's), as before.
 */
class LoadBoundary extends Component<BoundaryProps, { error: unknown }> {
  constructor(props: BoundaryProps) {
    super(props);
    // Set here, not as a class field (see ApiError in src/api/errors.ts).
    this.state = { error: null };
  }

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override render() {
    const { error } = this.state;
    if (error === null) return this.props.children;
    if (!(error instanceof LoadFailure)) throw error;
    return <LoadFailed retry={this.props.retry} size={this.props.size} />;
  }
}

/**
 * React.lazy that recovers when its code fails to download. React.lazy keeps a rejected promise for
 * good, so after a failure the same lazy component would fail again on every render until a page reload:
 * here a retry downloads the code first (Chromium asks the network again for a module that failed) and,
 * once it is there, swaps in a new lazy component that resolves at once. Until then LoadFailed stands in
 * its place and retries by itself when the connection is back. The download is not started before the
 * component is first drawn, as with React.lazy.
 */
export function retryingLazy<P extends object>(
  load: Loader<P>,
  size: 'screen' | 'part' = 'screen',
): ComponentType<P> {
  const marked: Loader<P> = () =>
    load().catch((cause: unknown) => {
      throw new LoadFailure(cause);
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
      <LoadBoundary key={generation} retry={retryHere} size={size}>
        <Current {...props} />
      </LoadBoundary>
    );
  }
  return Retrying;
}
