import commonTexts from '../i18n/sections/forms-common.ts';
import dateTexts from '../i18n/sections/forms-date.ts';
import widgetTexts from '../i18n/sections/forms-widgets.ts';
import { useEffect, useMemo, useRef, type ReactNode } from 'react';
import type { ErrorSchema } from '@rjsf/utils';
import { translateDataKey, useLanguage, useT } from '../i18n/i18n.ts';
import { market } from '../store/market.ts';
import { Button } from '../ui/Button.tsx';
import { ErrorState } from '../ui/ErrorState.tsx';
import { Spinner } from '../ui/Spinner.tsx';
import { displaySchema, layoutValidator } from './display-schema.ts';
import { useFormDefinition } from './load.ts';
import type { FieldError, FormDefinition, FormValues } from './spec.ts';
import { ErrorSummary } from './templates/ErrorSummary.tsx';
import styles from './templates/templates.module.css';
import { ThemedForm } from './theme.ts';
import { viewUi } from './ui-view.ts';
import { useFormEngine } from './useFormEngine.ts';
import type { Uploaders } from './upload-calls.ts';
import type { EngineContext } from './widgets/local-value.ts';

export interface SchemaFormProps {
  /** The form's name in schemas/<market>/ (`personal`, `work`, `questionnaire`, `feedback`). */
  name: string;
  /** Saved values from the server; the borrower's draft on this device goes on top. */
  initialValues?: FormValues | null;
  /** Whose draft it is: the user id (drafts are per user and form). */
  user: string;
  /** The login phone, for rules that compare numbers with it. */
  loginPhone?: string;
  submitLabel: string;
  /** Gets the values to send (valid, hidden fields left out); the draft is cleared when it resolves. */
  onSubmit: (values: FormValues) => Promise<unknown>;
  /**
   * After a successful send, once the draft is gone: the place for a screen to start a fresh, empty form
   * (a new `key`). Starting it from `onSubmit` would be too early: the new form would find the draft of
   * what was just sent and show it again.
   */
  onSent?: () => void;
  /** Content between the fields and the submit button (e.g. a note). */
  children?: ReactNode;
  /** A definition made elsewhere (the schema playground, tests) instead of loading `name`. */
  definition?: FormDefinition;
  /**
   * The upload calls the form's upload rules name (`uploads.<field>.call`), given by the screen as the
   * form's name is: the engine calls no API itself. A form without upload fields needs none.
   */
  uploaders?: Uploaders;
}

const NO_UPLOADERS: Uploaders = {};

/** Ids RJSF gives fields: `root_<field>`. */
export const fieldId = (field: string) => `root_${field}`;

/** Focuses a field's control; for a group, the first control in it. */
function focusField(container: HTMLElement | null, field: string): void {
  const found = document.getElementById(fieldId(field));
  const target = found && container?.contains(found) ? found : null;
  const control = target?.matches('input, select, textarea, button')
    ? target
    : target?.querySelector<HTMLElement>('input, select, textarea, button');
  control?.focus();
  control?.scrollIntoView?.({ block: 'center' });
}

/**
 * A form rendered from a market's schema files by the engine: a screen names the form and handles the
 * submit; visibility, resets, options, messages, drafts and validation all come from the files.
 */
export function SchemaForm(props: SchemaFormProps) {
  const t = useT(commonTexts, dateTexts, widgetTexts);
  const loaded = useFormDefinition(props.definition ? '' : props.name);
  const definition = props.definition ?? (loaded.state === 'ready' ? loaded.definition : null);
  if (definition) return <FormBody {...props} definition={definition} />;
  if (loaded.state === 'failed') {
    return <ErrorState message={t('errors.network')} retryLabel={t('common.retry')} onRetry={loaded.retry} />;
  }
  return (
    <div className={styles.loading} data-state="loading" aria-busy="true">
      <Spinner size="2rem" />
    </div>
  );
}

function FormBody(props: SchemaFormProps & { definition: FormDefinition }) {
  const { definition, user, loginPhone, submitLabel, onSubmit, onSent, initialValues, children } = props;
  const uploaders = props.uploaders ?? NO_UPLOADERS;
  // The engine's own words, which the schemas' messages name too (`forms.common.tooLong`): the form's files
  // name keys as data, so their texts go through translateDataKey (the schema lint checks them).
  useT(commonTexts, dateTexts, widgetTexts);
  const t = translateDataKey;
  const lang = useLanguage();
  const container = useRef<HTMLDivElement>(null);
  const context = useMemo(() => ({ loginPhone, nationalLength: market.nationalNumberLength }), [loginPhone]);
  const engine = useFormEngine({ definition, initialValues, user, context, onSubmit, onSent });

  // The texts are worked out again when the language changes: `lang` is the trigger, `t` reads it.
  const ui = useMemo(
    () => viewUi(definition, engine.values, engine.hidden, t),
    // oxlint-disable-next-line react/exhaustive-deps -- see above
    [definition, engine.values, engine.hidden, lang, t],
  );
  const formContext: EngineContext = useMemo(
    () => ({ lang, typed: engine.typed, uploadStatus: engine.uploadStatus, uploaders }),
    [lang, engine.typed, engine.uploadStatus, uploaders],
  );
  const text = (error: FieldError) => t(error.key, error.params);
  const extraErrors = useMemo(() => {
    const schema: Record<string, { __errors: string[] }> = {};
    for (const error of engine.errors) schema[error.field] = { __errors: [text(error)] };
    return schema as ErrorSchema;
    // oxlint-disable-next-line react/exhaustive-deps -- `text` depends only on `lang`.
  }, [engine.errors, lang]);

  // Each refused submit moves focus to the first field in error (the summary is announced as an alert).
  useEffect(() => {
    const first = engine.errors[0];
    if (engine.refusals > 0 && first) focusField(container.current, first.field);
    // oxlint-disable-next-line react/exhaustive-deps -- only a new refusal moves focus, not each keystroke.
  }, [engine.refusals]);

  const labelOf = (field: string) => {
    const title = (ui[field] as { 'ui:title'?: unknown } | undefined)?.['ui:title'];
    return typeof title === 'string' ? title : '';
  };
  // The form's own summary only when an error is one it speaks for (rules.summaryFields).
  const { summary, summaryFields } = definition.rules;
  const ownSummary =
    summary !== undefined &&
    (summaryFields === undefined || engine.errors.some((error) => summaryFields.includes(error.field)));
  const summaryKey = ownSummary ? summary : 'forms.common.summary';

  return (
    <div ref={container} data-form={definition.name} data-state={engine.state}>
      {engine.refusals > 0 && engine.errors.length > 0 ? (
        <ErrorSummary
          title={t(summaryKey, { count: engine.errors.length })}
          items={engine.errors.map((error) => ({
            field: error.field,
            label: labelOf(error.field),
            message: text(error),
          }))}
          onGoTo={(field) => focusField(container.current, field)}
        />
      ) : null}
      <ThemedForm
        schema={displaySchema(definition)}
        uiSchema={ui}
        formData={engine.values}
        validator={layoutValidator}
        noValidate
        noHtml5Validate
        showErrorList={false}
        extraErrors={extraErrors}
        formContext={formContext}
        onChange={(event) => engine.change((event.formData ?? {}) as FormValues)}
        onSubmit={() => void engine.submit()}
      >
        {children}
        <div className={styles.submit}>
          <Button type="submit" block loading={engine.sending}>
            {submitLabel}
          </Button>
        </div>
      </ThemedForm>
    </div>
  );
}
