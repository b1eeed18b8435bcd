import { startTransition, useLayoutEffect, useRef, useState } from 'react';
import type { WidgetProps } from '@rjsf/utils';
import type { Uploaders } from '../upload-calls.ts';
import type { UploadStatus } from '../uploads.ts';

/**
 * What the form engine gives every widget through RJSF's `formContext` (SchemaForm.tsx): `typed` hears of
 * a value the moment the borrower enters it, before the form has re-rendered with it, so a submit or a
 * draft written straight away never misses the last keystroke.
 */
export interface EngineContext {
  lang: string;
  typed: (field: string, value: unknown) => void;
  /** An upload field says whether a file is still being prepared or sent, or failed (src/forms/uploads.ts). */
  uploadStatus: (field: string, status: UploadStatus) => void;
  /** The upload calls the screen passed (SchemaForm's `uploaders`), by the name a rule gives. */
  uploaders: Uploaders;
}

export function engineOf(props: WidgetProps): EngineContext | undefined {
  const context = props.registry.formContext as Partial<EngineContext> | undefined;
  return typeof context?.typed === 'function' ? (context as EngineContext) : undefined;
}

/**
 * The value a widget shows, changed at once and in the widget alone when the borrower types or picks;
 * the whole form (RJSF's own state, the engine, the rules, the draft, validation after a failed submit)
 * follows in a React transition, which yields to the next keystroke and to the browser's paint. On a
 * low-end phone this is what keeps a keystroke within a frame: re-rendering the form on every one does not.
 *
 * A value the form sets itself (a reset, a normalisation, a restored draft) replaces what is shown; the
 * form's own echo of an older keystroke, arriving while the borrower typed on, does not.
 */
export function useLocalValue<T>(props: WidgetProps, value: T): [T, (next: T, sent?: unknown) => void] {
  const [shown, setShown] = useState(value);
  /** What was sent and not yet seen back, oldest first. */
  const pending = useRef<T[]>([]);
  useLayoutEffect(() => {
    const at = pending.current.indexOf(value);
    if (at === -1) {
      pending.current = [];
      setShown(value);
    } else {
      pending.current = pending.current.slice(at + 1);
    }
  }, [value]);
  const engine = engineOf(props);
  const { name, onChange } = props;
  const change = (next: T, sent: unknown = next) => {
    setShown(next);
    pending.current.push(next);
    engine?.typed(name, sent);
    startTransition(() => onChange(sent));
  };
  return [shown, change];
}
