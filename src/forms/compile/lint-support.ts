/** Shared pieces of the schema lint: issues with file, JSON pointer and fix, and locale look-ups. */

export interface LintIssue {
  /** The file to change, relative to the project root. */
  file: string;
  /** JSON pointer into that file ('' for the whole file). */
  pointer: string;
  message: string;
  /** How to fix it, in words a product person can act on. */
  fix: string;
  /** Line and column (from 1) when the place is a spot in the text rather than a JSON pointer. */
  at?: { line: number; column: number };
}

export const pointer = (...segments: Array<string | number>): string =>
  segments.map((s) => `/${String(s).replace(/~/g, '~0').replace(/\//g, '~1')}`).join('');

/** `file#/pointer: message`, or `file:line:column: message` (the form editors jump to). */
export function formatIssue(issue: LintIssue): string {
  const place = issue.at
    ? `${issue.file}:${issue.at.line}:${issue.at.column}`
    : `${issue.file}#${issue.pointer}`;
  return `${place}: ${issue.message}\n    fix: ${issue.fix}`;
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

/** Edit distance (insertions, deletions, substitutions, and a swap of two neighbours), for near names. */
function distance(a: string, b: string): number {
  const rows = Array.from({ length: a.length + 1 }, (_row, i) =>
    Array.from({ length: b.length + 1 }, (_column, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= a.length; i += 1) {
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      const row = rows[i] as number[];
      const above = rows[i - 1] as number[];
      row[j] = Math.min(
        (above[j] as number) + 1,
        (row[j - 1] as number) + 1,
        (above[j - 1] as number) + cost,
      );
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        row[j] = Math.min(row[j] as number, ((rows[i - 2] as number[])[j - 2] as number) + 1);
    }
  }
  return (rows[a.length] as number[])[b.length] as number;
}

/**
 * The name meant by a misspelt one: the closest of `names` within two edits (or one differing only in
 * capitals), else undefined.
 */
export function nearest(name: string, names: Iterable<string>): string | undefined {
  let best: string | undefined;
  let bestDistance = 3;
  for (const candidate of names) {
    if (candidate === name) continue;
    const d = candidate.toLowerCase() === name.toLowerCase() ? 0 : distance(name, candidate);
    if (d < bestDistance) {
      best = candidate;
      bestDistance = d;
    }
  }
  return best;
}

/** " Did you mean "x"?" when a near name exists, else "". */
export const didYouMean = (name: string, names: Iterable<string>): string => {
  const near = nearest(name, names);
  return near === undefined ? '' : ` Did you mean "${near}"?`;
};
