/** Modules made by the forms Vite plugin (scripts/forms/vite-plugin.ts). */
declare module 'virtual:forms' {
  /** form name → loader of its definition module (`{ definition: FormDefinition }`). */
  export const loaders: Record<string, () => Promise<unknown>>;
}

declare module 'virtual:forms/*' {
  export const definition: unknown;
  /** The texts of the keys the form's files name, in every language (a `TextSection` at the root). */
  export const texts: unknown;
}
