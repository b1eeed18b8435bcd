import { getDefaultRegistry } from '@rjsf/core';
import { describe, expect, it } from 'vitest';

/**
 * The tests run RJSF as the app ships it (the `rjsf-trim` stand-ins of scripts/stand-ins.ts in the tests as in the app): the
 * parts the forms never reach are stand-ins that say so when reached (src/stand-ins/rjsf/).
 */
describe('RJSF as the app ships it', () => {
  const registry = getDefaultRegistry();

  it('keeps the fields the layout schema uses', () => {
    for (const field of [
      'SchemaField',
      'ObjectField',
      'ArrayField',
      'StringField',
      'NumberField',
      'BooleanField',
    ])
      expect(() => (registry.fields[field] as (props: never) => unknown)({} as never)).not.toThrow(
        /leaves out/,
      );
  });

  it('has no default widgets: a ui:widget the theme does not register fails loudly', () => {
    expect(() => (registry.widgets.TextWidget as () => unknown)()).toThrow(
      /RJSF reached its TextWidget, which the app build leaves out/,
    );
  });

  it('has no oneOf/anyOf field', () => {
    expect(() => (registry.fields.AnyOfField as () => unknown)()).toThrow(/leaves out/);
  });
});
