/** Ids of the parts around a field, shared by the field template and the widgets (aria wiring). */
export const labelIdOf = (id: string) => `${id}__label`;
export const hintIdOf = (id: string) => `${id}__help`;
export const errorIdOf = (id: string) => `${id}__error`;
export const valueIdOf = (id: string) => `${id}__value`;

/** `aria-describedby` of a control: its error first (read first), then its hint. */
export function describedBy(id: string, hasError: boolean, hasHint: boolean): string | undefined {
  return [hasError ? errorIdOf(id) : '', hasHint ? hintIdOf(id) : ''].filter(Boolean).join(' ') || undefined;
}
