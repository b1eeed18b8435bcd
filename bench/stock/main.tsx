/**
 * A stock RJSF 6 app, the baseline of `npm run bench:forms`: `?form=personal` or `?form=work` (see
 * vite.config.ts). The default theme of @rjsf/core and the default ajv8 validator, compiling the schema in
 * the browser. Like most RJSF apps it validates on submit, and after the first failed submit re-validates on
 * every change (`liveValidate`), so the borrower sees an error go away as it is fixed. The browser's own
 * `required` bubbles are off (`noHtml5Validate`), so a submit with errors reaches RJSF and its error list.
 */
import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import Form from '@rjsf/core';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import validator from '@rjsf/validator-ajv8';

interface StockForm {
  schema: RJSFSchema;
  uiSchema: UiSchema;
}

// One chunk per form, as an app with several forms would split them.
const loaders: Record<string, () => Promise<StockForm>> = {
  personal: () => import('virtual:stock-form/personal'),
  work: () => import('virtual:stock-form/work'),
};

function StockPage({ schema, uiSchema }: StockForm) {
  const [liveValidate, setLiveValidate] = useState(false);
  return (
    <Form
      schema={schema}
      uiSchema={uiSchema}
      validator={validator}
      noHtml5Validate
      liveValidate={liveValidate ? 'onChange' : undefined}
      onError={() => setLiveValidate(true)}
    />
  );
}

const name = new URLSearchParams(location.search).get('form') ?? 'personal';
const load = loaders[name];
if (!load) throw new Error(`Unknown form "${name}": ?form=${Object.keys(loaders).join(' or ?form=')}`);
const form = await load();
createRoot(document.getElementById('root') as HTMLElement).render(<StockPage {...form} />);
