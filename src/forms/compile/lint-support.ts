/** Shared pieces of the schema lint: issues with file, JSON pointer and fix, and locale look-ups. */

export interface LintIssue {
  /** The file to change, relative to the project root. */
  file: string;
  /** JSON pointer into that file ('' for the whole file). */
  pointer: string;
  message: string;
  /** How to fix it, in words a product person can act on. */
  fix: string;
}

export const pointer = (...segments: Array<string | number>): string =>
  segments.map((s) => `/${String(s).replace(/~/g, '~0').replace(/\//g, '~1')}`).join('');

export function formatIssue(issue: LintIssue): string {
  return `${issue.file}#${issue.pointer}: ${issue.message}\n    fix: ${issue.fix}`;
}

export type Locales = Record<string, unknown>;

export function localeText(locale: unknown, key: string): string | undefined {
  let node: unknown = locale;
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/** Languages whose locale file lacks `key`. */
export const missingIn = (locales: Locales, key: string): string[] =>
  Object.keys(locales).filter((lang) => localeText(locales[lang], key) === undefined);

export const quoted = (names: readonly string[], max = 12): string =>
  names.length === 0
    ? '(none)'
    : names.slice(0, max).join(', ') + (names.length > max ? `, … (${names.length} in all)` : '');

/** A reporter bound to one file. */
export function reporter(issues: LintIssue[], file: string) {
  return (path: string, message: string, fix: string) => issues.push({ file, pointer: path, message, fix });
}

/** Reports a locale key missing from any locale file. */
export function checkKey(
  report: (path: string, message: string, fix: string) => void,
  locales: Locales,
  path: string,
  key: unknown,
  what: string,
): void {
  if (typeof key !== 'string' || key === '') {
    report(
      path,
      `${what} must be a locale key (text such as "forms.personal.firstName.label")`,
      'write the key as a string',
    );
    return;
  }
  const missing = missingIn(locales, key);
  if (missing.length > 0) {
    report(
      path,
      `${what} "${key}" is missing from ${missing.map((l) => `locales/${l}.json`).join(' and ')}`,
      `add "${key}" with its text to ${missing.map((l) => `locales/${l}.json`).join(' and ')} (every language needs it)`,
    );
  }
}
