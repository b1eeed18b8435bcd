/** Modules made by the forms Vite plugin (scripts/forms/vite-plugin.ts). */
declare module 'virtual:forms' {
  /** form name → loader of its definition module (`{ definition: FormDefinition }`). */
  export const loaders: Record<string, () => Promise<unknown>>;
}

declare module 'virtual:forms/*' {
  export const definition: unknown;
  /** lang → locale key → text, for the keys the form's files name. */
  export const texts: unknown;
}
