/**
 * A language's texts whole, as translators see them: locales/<lang>.json (what the first screen needs)
 * and each locales/<lang>/<file>.json (a section that loads with the code that shows it; the file
 * `loan-figures.json` holds the keys under `loan.figures`). Pure: the forms' build and lint, the tests and
 * Storybook read the files their own way and put them together here. The app never does: each screen
 * names its sections (src/i18n/sections/).
 */

/** The key path a section file's texts sit under: its name, with `-` for each `.`. */
export const sectionPath = (fileName: string): string => fileName.replace(/\.json$/, '').replace(/-/g, '.');

/** The first-load tree with every section file's texts merged in at its path. */
export function wholeLocale(
  first: object,
  sections: Readonly<Record<string, object>>,
): Record<string, unknown> {
  const whole: Record<string, unknown> = {};
  mergeAt(whole, '', first); // a copy: the files' objects stay as they were
  for (const [fileName, texts] of Object.entries(sections)) mergeAt(whole, sectionPath(fileName), texts);
  return whole;
}

/**
 * Puts `texts` into `tree` under the dotted `path` ('' for the root), deep: a section's texts join the
 * first load's under the same key (`repay.errors` stays where it is).
 */
export function mergeAt(tree: Record<string, unknown>, path: string, texts: object): void {
  let node = tree;
  for (const part of path ? path.split('.') : []) node = objectAt(node, part);
  mergeInto(node, texts as Record<string, unknown>);
}

function objectAt(node: Record<string, unknown>, key: string): Record<string, unknown> {
  const next = node[key];
  return (typeof next === 'object' && next !== null ? next : (node[key] = {})) as Record<string, unknown>;
}

function mergeInto(target: Record<string, unknown>, source: Record<string, unknown>): void {
  for (const [key, value] of Object.entries(source)) {
    if (typeof value === 'object' && value !== null)
      mergeInto(objectAt(target, key), value as Record<string, unknown>);
    else target[key] = value;
  }
}
