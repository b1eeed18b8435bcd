import { describe, expect, it } from 'vitest';
import { displayOrder } from '../../../src/forms/validate.ts';

const schema = { type: 'object', properties: { a: {}, b: {}, c: {}, d: {} } };

describe('the order fields are met in (errors and focus follow it)', () => {
  it('is ui:order, with "*" standing for every field it does not name, where it stands', () => {
    expect(displayOrder({ schema, ui: { 'ui:order': ['d', '*', 'a'] } })).toEqual(['d', 'b', 'c', 'a']);
    expect(displayOrder({ schema, ui: { 'ui:order': ['*', 'b'] } })).toEqual(['a', 'c', 'd', 'b']);
  });

  it('is the schema’s order without ui:order', () => {
    expect(displayOrder({ schema, ui: {} })).toEqual(['a', 'b', 'c', 'd']);
  });
});
