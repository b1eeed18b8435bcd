import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { CheckContext } from './checks.ts';
import { pruneHidden } from './conditions.ts';
import { clearDraft, loadDraft, saveDraft, saveDraftNow } from './drafts.ts';
import type { FieldError, FormDefinition, FormValues } from './spec.ts';
import { withUploadErrors, type UploadStatus } from './uploads.ts';
import { validateForm } from './validate.ts';
import {
  applyResets,
  cleanValues,
  fitValues,
  fromWire,
  normalizeTyped,
  toWire,
  withDefaults,
} from './values.ts';

/** `editing` → `sending` → back to `editing` (a failed send keeps everything typed). */
export type FormState = 'editing' | 'invalid' | 'sending';

export interface EngineOptions {
  definition: FormDefinition;
  /** Saved values from the server, under its names (`rules.wire`), or nothing for a first visit. */
  initialValues?: FormValues | null;
  /** Whose draft this is (the user id); drafts of other users on the same phone are never mixed. */
  user: string;
  context: Omit<CheckContext, 'today'>;
  /** Gets exactly the values to send (cleaned, hidden fields left out, valid, under the wire names). Rejects when sending failed. */
  onSubmit: (values: FormValues) => Promise<unknown>;
  /** Called after a successful send, once the draft is cleared. */
  onSent?: (() => void) | undefined;
}

const blank = (value: unknown) => value === undefined || value === '';

/** A typed value seen in the rendered values (undefined and '' both mean "nothing typed"). */
function sameTyped(a: unknown, b: unknown): boolean {
  return a === b || (blank(a) && blank(b)) || JSON.stringify(a) === JSON.stringify(b);
}

function startingValues({ definition, initialValues, user }: EngineOptions): FormValues {
  const draft = loadDraft(definition, user);
  // Server data first, what the borrower typed since on top; whatever no longer fits is dropped.
  const saved = fromWire(definition.rules, initialValues ?? {});
  const merged = { ...fitValues(definition, saved), ...draft };
  return withDefaults(definition.schema, fitValues(definition, merged));
}

/**
 * The state behind a schema form: values, visibility, errors, the draft, and a submit that validates,
 * sends once, and clears the draft when the server took it.
 */
export function useFormEngine(options: EngineOptions) {
  const { definition, user, context } = options;
  const [values, setValues] = useState<FormValues>(() => startingValues(options));
  const [errors, setErrors] = useState<FieldError[]>([]);
  const [attempted, setAttempted] = useState(false);
  /** Counts submits refused for errors: the form moves focus to the first invalid field on each. */
  const [refusals, setRefusals] = useState(0);
  const [sending, setSending] = useState(false);
  const sendingRef = useRef(false);
  // Event handlers read the values and callbacks of the last render, not those they were created with.
  const latest = useRef({ values, options });
  /**
   * Values entered but not yet rendered: widgets show them at once and let the form follow in a
   * transition (widgets/local-value.ts); a submit in between still sends them.
   */
  const typedRef = useRef<FormValues>({});
  useLayoutEffect(() => {
    latest.current = { values, options };
    const waiting = typedRef.current;
    for (const field of Object.keys(waiting)) {
      if (sameTyped(waiting[field], values[field])) delete waiting[field];
    }
  });

  const hidden = useMemo(
    () => pruneHidden(definition, cleanValues(definition, values)).hidden,
    [definition, values],
  );

  /** Upload fields' files: a field still uploading, or with a failed file, cannot be sent yet. */
  const uploads = useRef<Record<string, UploadStatus>>({});
  const attemptedRef = useRef(false);

  const validate = useCallback(
    (next: FormValues) => {
      const result = validateForm(definition, next, context);
      return { ...result, errors: withUploadErrors(definition, next, result.errors, uploads.current) };
    },
    [definition, context],
  );

  const change = useCallback(
    (raw: FormValues) => {
      const typed: FormValues = {};
      for (const [field, value] of Object.entries(raw))
        typed[field] = normalizeTyped(definition.rules, field, value);
      const next = applyResets(definition.rules, latest.current.values, typed);
      setValues(next);
      saveDraft(definition, user, next);
      if (attempted) setErrors(validate(next).errors);
    },
    [definition, user, attempted, validate],
  );

  const typed = useCallback(
    (field: string, value: unknown) => {
      typedRef.current[field] = normalizeTyped(definition.rules, field, value);
    },
    [definition],
  );

  /** The values as the borrower sees them: rendered ones, with anything typed since on top. */
  const current = useCallback((): FormValues => {
    const rendered = latest.current.values;
    if (Object.keys(typedRef.current).length === 0) return rendered;
    return applyResets(definition.rules, rendered, { ...rendered, ...typedRef.current });
  }, [definition]);

  // A borrower who types and leaves at once (a tab, Back) unmounts the form before the transition that
  // carries the last keystrokes into it has run: what only the widgets have seen is kept as the draft.
  useEffect(
    () => () => {
      if (Object.keys(typedRef.current).length > 0) saveDraft(definition, user, current());
    },
    [definition, user, current],
  );

  const uploadStatus = useCallback(
    (field: string, status: UploadStatus) => {
      if ((uploads.current[field] ?? 'idle') === status) return;
      uploads.current = { ...uploads.current, [field]: status };
      // After a refused submit the field's message follows its files (gone once the upload is done).
      if (attemptedRef.current) setErrors(validate(current()).errors);
    },
    [validate, current],
  );

  const submit = useCallback(async () => {
    if (sendingRef.current) return; // a double tap sends one request
    const now = current();
    // Everything typed up to this tap is on disk before anything goes out: a reply that ends the session
    // cancels a draft still waiting for the typing to pause (drafts.ts), and the last fields typed may not
    // have reached the form's state yet (`typed`).
    saveDraftNow(definition, user, now);
    const result = validate(now);
    attemptedRef.current = true;
    setAttempted(true);
    setErrors(result.errors);
    if (result.errors.length > 0) {
      setRefusals((n) => n + 1);
      return;
    }
    sendingRef.current = true;
    setSending(true);
    try {
      await latest.current.options.onSubmit(toWire(definition.rules, result.values));
      typedRef.current = {};
      clearDraft(definition, user);
      latest.current.options.onSent?.();
    } catch {
      // The API layer has told the borrower; the values and the draft stay for another try.
    } finally {
      sendingRef.current = false;
      setSending(false);
    }
  }, [definition, user, validate, current]);

  const state: FormState = sending ? 'sending' : errors.length > 0 ? 'invalid' : 'editing';
  return { values, hidden, errors, refusals, sending, state, change, typed, uploadStatus, submit };
}
