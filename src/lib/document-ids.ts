/**
 * The agreements of content/documents/<lang>.json. A module of its own, importing nothing, so that the
 * schema lint (src/forms/compile, run by Node at build time) checks a form's `ui:options.document`
 * against the same list the app loads.
 */
export const DOCUMENT_IDS = ['privacy', 'terms', 'renewal', 'loan'] as const;
export type DocumentId = (typeof DOCUMENT_IDS)[number];

export const isDocumentId = (value: unknown): value is DocumentId =>
  (DOCUMENT_IDS as readonly unknown[]).includes(value);
