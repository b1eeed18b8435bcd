import { lazy, Suspense } from 'react';
import type { WidgetProps } from '@rjsf/utils';
import { Spinner } from '../../ui/Spinner.tsx';

/**
 * The upload widget, its compression and its upload calls load only when a form has an upload field
 * (rules.uploads): the personal information form, which has none, does not carry them
 * (tests/e2e/bundle.e2e.test.ts).
 */
const UploadWidget = lazy(() => import('./UploadWidget.tsx'));

export function LazyUploadWidget(props: WidgetProps) {
  return (
    <Suspense fallback={<Spinner size="1.5rem" />}>
      <UploadWidget {...props} />
    </Suspense>
  );
}
