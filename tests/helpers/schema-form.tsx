import { render } from '@testing-library/react';
import { vi } from 'vitest';
import { SchemaForm, type SchemaFormProps } from '../../src/forms/SchemaForm.tsx';
import type { FormValues } from '../../src/forms/spec.ts';

/**
 * The engine's form as a test draws it: user "u"'s draft, submitted with "Send", each send recorded by
 * `onSubmit` (a stand-in that resolves at once unless the props give another).
 */
export function renderSchemaForm(props: Omit<SchemaFormProps, 'user' | 'submitLabel' | 'onSubmit'>) {
  const onSubmit = vi.fn<(values: FormValues) => Promise<undefined>>(async () => undefined);
  const utils = render(<SchemaForm user="u" submitLabel="Send" onSubmit={onSubmit} {...props} />);
  return { ...utils, onSubmit };
}
