import { Suspense } from 'react';
import type { WidgetProps } from '@rjsf/utils';
import { retryingLazy } from '../../ui/retrying-lazy.tsx';
import { Spinner } from '../../ui/Spinner.tsx';

/**
 * The upload widget, its compression and its upload calls load only when a form has an upload field
 * (rules.uploads): the personal information form, which has none, does not carry them
 * (tests/e2e/bundle.e2e.test.ts). Offline, the field says so and loads by itself when the connection is
 * back; the form's other fields stay as typed.
 */
const UploadWidget = retryingLazy<WidgetProps>(() => import('./UploadWidget.tsx'), 'part');

export function LazyUploadWidget(props: WidgetProps) {
  return (
    <Suspense fallback={<Spinner size="1.5rem" />}>
      <UploadWidget {...props} />
    </Suspense>
  );
}
