import { AlertIcon } from './icons/status.tsx';
import { Button } from './Button.tsx';
import { EmptyState } from './EmptyState.tsx';

export type ErrorStateProps = {
  /** What went wrong, e.g. t('errors.requestFailed') = 'The request failed Please try again'. */
  message: string;
  /** What the borrower can do, under the message. */
  body?: string;
  retryLabel: string;
  onRetry: () => void;
  /** Shows the retry button as busy while the retry runs. */
  retrying?: boolean;
};

/** A screen or section that failed to load, with a way to try again. */
export function ErrorState({ message, body, retryLabel, onRetry, retrying = false }: ErrorStateProps) {
  return (
    <EmptyState
      tone="error"
      icon={<AlertIcon size={44} strokeWidth={1.5} />}
      title={message}
      body={body}
      action={
        <Button variant="secondary" block loading={retrying} onClick={onRetry}>
          {retryLabel}
        </Button>
      }
    />
  );
}
