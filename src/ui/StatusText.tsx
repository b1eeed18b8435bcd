import type { ReactNode } from 'react';

/**
 * Text that screen readers announce when it appears or changes (a payment that went through, a check that
 * keeps failing): a `<p role="status">`, not an `<output>`, because TalkBack on older WebViews does not
 * treat `<output>` as a live region. The caller's class sets its look.
 */
export function StatusText({ className, children }: { className?: string; children: ReactNode }) {
  return (
    // oxlint-disable-next-line jsx-a11y/prefer-tag-over-role -- see above
    <p className={className} role="status">
      {children}
    </p>
  );
}
