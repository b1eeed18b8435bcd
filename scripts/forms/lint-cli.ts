/**
 * `npm run lint:schemas`: every form of every market (schemas/<market>/) against the schema lint, every
 * region list used by a form, and the market settings file. Prints each problem with its file, JSON
 * pointer and fix; returns the number of problems.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { lintForm, lintRegions } from '../../src/forms/compile/lint.ts';
import { formatIssue, type LintIssue } from '../../src/forms/compile/lint-support.ts';
import { compileValidator } from './compile.ts';
import {
  SourceError,
  formFiles,
  listForms,
  listMarkets,
  readJsonFile,
  readLocales,
  readRegions,
  regionsFile,
  usesRegions,
} from './sources.ts';

const compile = (schema: Record<string, unknown>) => {
  try {
    compileValidator(schema);
    return null;
  } catch (error) {
    return (error as Error).message;
  }
};

export function lintAll(root: string): { issues: LintIssue[]; checked: string[] } {
  const issues: LintIssue[] = [];
  const checked: string[] = [];
  const locales = readLocales(root);
  for (const market of listMarkets(root)) {
    if (!existsSync(path.join(root, 'markets', `${market}.json`))) {
      issues.push({
        file: `schemas/${market}`,
        pointer: '',
        message: `market "${market}" has schemas but no markets/${market}.json`,
        fix: `add markets/${market}.json (currency, calling code, languages…), as markets/tz.json`,
      });
    }
    const regions = readRegions(root, market).regions;
    let regionsNeeded = false;
    for (const name of listForms(root, market)) {
      const files = formFiles(market, name);
      checked.push(`schemas/${market}/${name}`);
      try {
        const form = {
          name,
          files,
          schema: readJsonFile(root, files.schema),
          ui: readJsonFile(root, files.ui),
          rules: readJsonFile(root, files.rules),
        };
        const rules = form.rules as { options?: Record<string, { from: string }> };
        const needs = usesRegions({ messages: {}, ...rules } as never);
        regionsNeeded ||= needs;
        issues.push(...lintForm(form, { locales, regions: needs ? regions : [], compile }));
      } catch (error) {
        if (!(error instanceof SourceError) && !(error as NodeJS.ErrnoException).code) throw error;
        const file = error instanceof SourceError ? error.file : `schemas/${market}/${name}`;
        issues.push({ file, pointer: '', message: (error as Error).message, fix: 'see the message' });
      }
    }
    const file = regionsFile(root, market);
    if (regionsNeeded && !file) {
      issues.push({
        file: `regions/${market}.json`,
        pointer: '',
        message: `the ${market} forms choose regions but regions/${market}.json is missing`,
        fix: 'add the region list (see regions/README.md)',
      });
    } else if (file && regionsNeeded) {
      issues.push(...lintRegions(file, readJsonFile(root, file)));
      checked.push(file);
    }
  }
  return { issues, checked };
}

export function main(root: string): number {
  const { issues, checked } = lintAll(root);
  for (const issue of issues) console.error(formatIssue(issue));
  if (issues.length > 0) {
    console.error(
      `\n${issues.length} problem(s) in the form files. Each line names the file and the JSON pointer.`,
    );
  } else {
    console.log(`Schema lint: ${checked.length} form and region files checked, no problems.`);
  }
  return issues.length;
}
