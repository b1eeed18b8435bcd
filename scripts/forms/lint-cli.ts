/**
 * `npm run lint:schemas`: every form of every market (schemas/<market>/) against the schema lint, every
 * region list used by a form, and the market settings file. Prints each problem with its file, JSON
 * pointer and fix; returns the number of problems.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { lintForm, lintRegions } from '../../src/forms/compile/lint.ts';
import { formatIssue, type LintIssue } from '../../src/forms/compile/lint-support.ts';
import { compileValidator } from './compile.ts';
import {
  BASE,
  SourceError,
  listForms,
  listMarkets,
  readFormSources,
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
  const markets = listMarkets(root);
  // A folder of market files without its market would never be built or checked.
  for (const entry of readdirSync(path.join(root, 'schemas'), { withFileTypes: true })) {
    // schemas/meta/ holds the JSON Schemas of the ui and rules files (for editors), not a market.
    if (!entry.isDirectory() || [BASE, 'meta'].includes(entry.name) || markets.includes(entry.name)) continue;
    issues.push({
      file: `schemas/${entry.name}`,
      pointer: '',
      message: `market "${entry.name}" has schemas but no markets/${entry.name}.json`,
      fix: `add markets/${entry.name}.json (currency, calling code, languages…), as markets/tz.json`,
    });
  }
  for (const market of markets) {
    const regions = readRegions(root, market).regions;
    let regionsNeeded = false;
    for (const name of listForms(root, market)) {
      checked.push(`schemas/${market}/${name}`);
      try {
        // The base with the market's patch laid over it: the lint checks what the market ships.
        const sources = readFormSources(root, market, name, locales);
        const form = {
          name,
          files: sources.files,
          schema: sources.schema,
          ui: sources.ui,
          rules: sources.rules,
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
