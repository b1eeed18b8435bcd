/** `virtual:stock-form/<form>`, made at build time by vite.config.ts. */
declare module 'virtual:stock-form/*' {
  import type { RJSFSchema, UiSchema } from '@rjsf/utils';

  export const schema: RJSFSchema;
  export const uiSchema: UiSchema;
}
