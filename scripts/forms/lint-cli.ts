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
import { lintMarket } from './market-lint.ts';
import type { Region } from '../../src/forms/spec.ts';
import {
  BASE,
  SourceError,
  listForms,
  listMarkets,
  marketTextLanguages,
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

/** The lint of one form as a market ships it (or the base alone), with the file read errors as issues. */
function lintOne(
  root: string,
  market: string,
  name: string,
  locales: Record<string, unknown>,
  regions: Region[],
): { issues: LintIssue[]; needsRegions: boolean } {
  try {
    const sources = readFormSources(root, market, name, locales);
    const form = { name, files: sources.files, schema: sources.schema, ui: sources.ui, rules: sources.rules };
    const needsRegions = usesRegions({ messages: {}, ...(form.rules as object) } as never);
    return {
      issues: lintForm(form, { locales, regions: needsRegions ? regions : [], compile }),
      needsRegions,
    };
  } catch (error) {
    if (!(error instanceof SourceError) && !(error as NodeJS.ErrnoException).code) throw error;
    if (error instanceof SourceError) {
      const issue: LintIssue = {
        file: error.file,
        pointer: '',
        message: error.reason,
        fix: 'see the message',
      };
      if (error.at) issue.at = error.at;
      return { issues: [issue], needsRegions: false };
    }
    const issue = {
      file: `schemas/${market}/${name}`,
      pointer: '',
      message: (error as Error).message,
      fix: 'see the message',
    };
    return { issues: [issue], needsRegions: false };
  }
}

const only = (locales: Record<string, unknown>, langs: readonly string[]) =>
  Object.fromEntries(Object.entries(locales).filter(([lang]) => langs.includes(lang)));

const keyOf = (issue: LintIssue) => `${issue.file}#${issue.pointer}: ${issue.message}`;

/**
 * Every problem once, against the file that has it: the base forms are checked alone first (in every
 * language a market needs), then each market's forms as it ships them (the base with its patches, in the
 * market's own languages). A market's problem that the base alone has too is the base's and is not
 * repeated; one that comes from the market's change is reported against the market's file for that part,
 * or, when the market has no file for that part (its change elsewhere broke the base's), against the base
 * file, saying which market.
 */
export function lintAll(root: string): { issues: LintIssue[]; checked: string[] } {
  const issues: LintIssue[] = [];
  const seen = new Set<string>();
  const add = (issue: LintIssue) => {
    if (seen.has(keyOf(issue))) return;
    seen.add(keyOf(issue));
    issues.push(issue);
  };
  const checked: string[] = [];
  const locales = readLocales(root);
  const markets = listMarkets(root);
  // A folder of market files without its market would never be built or checked.
  for (const entry of readdirSync(path.join(root, 'schemas'), { withFileTypes: true })) {
    // schemas/meta/ holds the JSON Schemas of the ui and rules files (for editors), not a market.
    if (!entry.isDirectory() || [BASE, 'meta'].includes(entry.name) || markets.includes(entry.name)) continue;
    add({
      file: `schemas/${entry.name}`,
      pointer: '',
      message: `market "${entry.name}" has schemas but no markets/${entry.name}.json`,
      fix: `add markets/${entry.name}.json (currency, calling code, languages…), as markets/tz.json`,
    });
  }
  for (const market of markets) {
    checked.push(`markets/${market}.json`);
    for (const issue of lintMarket(root, market)) add(issue);
  }
  const languages = new Map(markets.map((market) => [market, marketTextLanguages(root, market, locales)]));
  const everyLanguage = [...new Set([...languages.values()].flat())];
  // The base alone is checked against every market's regions (each region once: markets may share some).
  const allRegions = [
    ...new Map(
      markets.flatMap((market) => readRegions(root, market).regions).map((region) => [region.id, region]),
    ).values(),
  ];
  const baseForms = listForms(root, BASE);
  const baseKeys = new Set<string>();
  for (const name of baseForms) {
    checked.push(`schemas/${BASE}/${name}`);
    for (const issue of lintOne(root, BASE, name, only(locales, everyLanguage), allRegions).issues) {
      baseKeys.add(`${name}|${issue.pointer}|${issue.message}`);
      add(issue);
    }
  }
  for (const market of markets) {
    const regions = readRegions(root, market).regions;
    let regionsNeeded = false;
    for (const name of listForms(root, market)) {
      checked.push(`schemas/${market}/${name}`);
      const own = only(locales, languages.get(market) ?? ['en']);
      const result = lintOne(root, market, name, own, regions);
      regionsNeeded ||= result.needsRegions;
      for (const issue of result.issues) {
        if (baseKeys.has(`${name}|${issue.pointer}|${issue.message}`)) continue; // the base's own
        if (issue.file.startsWith(`schemas/${BASE}/`) && baseForms.includes(name)) {
          add({ ...issue, message: `in market ${market}: ${issue.message}` });
        } else add(issue);
      }
    }
    const file = regionsFile(root, market);
    if (regionsNeeded && !file) {
      add({
        file: `regions/${market}.json`,
        pointer: '',
        message: `the ${market} forms choose regions but regions/${market}.json is missing`,
        fix: 'add the region list (see regions/README.md)',
      });
    } else if (file && regionsNeeded) {
      for (const issue of lintRegions(file, readJsonFile(root, file))) add(issue);
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
