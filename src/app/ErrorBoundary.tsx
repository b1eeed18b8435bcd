import { Component, type ErrorInfo, type ReactNode } from 'react';
import { t } from '../i18n/i18n.ts';
import { Button } from '../ui/Button.tsx';
import { EmptyState } from '../ui/EmptyState.tsx';

interface State {
  failed: boolean;
}

/**
 * Catches a screen that throws (or whose chunk fails to download on a bad connection) and offers a
 * reload instead of a white page. Keyed by path in the shell, so navigating away resets it.
 */
export class ErrorBoundary extends Component<{ children: ReactNode }, State> {
  constructor(props: { children: ReactNode }) {
    super(props);
    // Set here, not as a class field (see ApiError in src/api/errors.ts).
    this.state = { failed: false };
  }

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('Screen failed', error, info.componentStack);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
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
