import { Component, type ErrorInfo, type ReactNode } from 'react';
import { t } from '../i18n/i18n.ts';
import { reportError } from '../telemetry/hooks.ts';
import { Button } from './Button.tsx';
import { EmptyState } from './EmptyState.tsx';

interface Props {
  children: ReactNode;
  /**
   * With `catches`, what stands in place of the children once they threw an error it accepts; any other
   * goes on to the boundary above. Without them, the crash panel below. src/ui/retrying-lazy.tsx uses
   * them for code that did not download, so the app has one boundary class, not two (issue 24: bytes of
   * the first load).
   */
  fallback?: ReactNode;
  catches?: (error: unknown) => boolean;
}

interface State {
  /** What the children threw; `undefined` while they have not. */
  error?: unknown;
  failed: boolean;
}

/**
 * Catches a screen that throws and offers a reload instead of a white page (a screen whose code did not
 * download is retryingLazy's: src/ui/retrying-lazy.tsx). Keyed by path in the shell, so navigating away
 * resets it.
 */
export class ErrorBoundary extends Component<Props, State> {
  constructor(props: Props) {
    super(props);
    // Set here, not as a class field (see ApiError in src/api/errors.ts).
    this.state = { failed: false };
  }

  static getDerivedStateFromError(error: unknown): State {
    return { error, failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('Screen failed', error, info.componentStack);
    // A boundary with `catches` hands on what it does not take (the one above reports it) and takes only
    // code that did not download, which src/ui/retrying-lazy.tsx reports itself.
    if (!this.props.catches) reportError('boundary', error);
  }

  override render() {
    const { children, fallback, catches } = this.props;
    if (!this.state.failed) return children;
    if (catches) {
      if (!catches(this.state.error)) throw this.state.error;
      return fallback;
    }
    return (
      <EmptyState
        tone="error"
        title={t('screens.crashTitle')}
        body={t('screens.crashBody')}
        action={<Button onClick={() => window.location.reload()}>{t('screens.reload')}</Button>}
      />
    );
  }
}
