import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { STAND_INS } from '../../../scripts/stand-ins.ts';

/**
 * The app swaps parts of RJSF for stand-ins when RJSF's own files import them (scripts/stand-ins.ts, the
 * `rjsf-trim` rows). That reaches into RJSF's file layout, which is not its public API: after an RJSF
 * upgrade, this says which entry no longer matches what RJSF imports, or which export a stand-in lacks —
 * before a form breaks at run time.
 */
const root = path.resolve(import.meta.dirname, '../../..');
const packages = ['@rjsf/core', '@rjsf/utils'];
const rows = STAND_INS.filter((row) => row.part === 'rjsf-trim');
/** RJSF's own files, imported relatively (a pattern), and the packages it imports (a name). */
const ownFiles = rows.flatMap((row) =>
  row.source instanceof RegExp ? [{ file: row.source, stub: row.file }] : [],
);
const packageNames = rows.flatMap((row) => (typeof row.source === 'string' ? [row.source] : []));

/** Every ES module file RJSF's packages ship (their `import` entry points into lib/). */
function rjsfFiles(): string[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith('.js')) files.push(full);
    }
  };
  for (const name of packages) walk(path.join(root, 'node_modules', name, 'lib'));
  return files;
}

/** The modules RJSF imports: [importing file, specifier]. */
function rjsfImports(): [string, string][] {
  const found: [string, string][] = [];
  for (const file of rjsfFiles()) {
    const code = readFileSync(file, 'utf8');
    for (const match of code.matchAll(/\bfrom\s*["']([^"']+)["']|\bimport\s*\(?\s*["']([^"']+)["']/g)) {
      found.push([file, (match[1] ?? match[2])!]);
    }
  }
  return found;
}

/** The names `importer` takes from `specifier` (`default` for a default import; `*` for a namespace). */
function namesImported(importer: string, specifier: string): string[] {
  const code = readFileSync(importer, 'utf8');
  const quoted = specifier.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const names: string[] = [];
  const statement = new RegExp(`(import|export)\\s+([^;]*?)\\s+from\\s*["']${quoted}["']`, 'g');
  for (const [, kind, clause] of code.matchAll(statement)) {
    const braces = /\{([^}]*)\}/.exec(clause!);
    for (const part of braces?.[1]?.split(',') ?? [])
      if (part.trim()) names.push(part.trim().split(/\s+as\s+/)[0]!);
    const outside = clause!
      .replace(/\{[^}]*\}/, '')
      .replace(/,/g, ' ')
      .trim();
    if (outside.startsWith('*')) names.push('*');
    else if (kind === 'import' && outside) names.push('default');
  }
  return names;
}

const versions = packages
  .map((name) => {
    const pkg = JSON.parse(readFileSync(path.join(root, 'node_modules', name, 'package.json'), 'utf8')) as {
      version: string;
    };
    return `${name} ${pkg.version}`;
  })
  .join(', ');

describe(`the RJSF trim still fits RJSF (${versions})`, () => {
  const imports = rjsfImports();

  it.each(ownFiles.map((entry) => [entry.stub, entry] as const))(
    '%s stands in for a file RJSF still imports, with every name RJSF takes from it',
    async (_stub, { file, stub }) => {
      const reached = imports.filter(([, specifier]) => file.test(specifier));
      expect(
        reached.length,
        `No file of ${versions} imports a module matching ${file}: the stand-in ${stub} is never used. ` +
          'RJSF moved or renamed it: find what replaced it, then update its row in scripts/stand-ins.ts.',
      ).toBeGreaterThan(0);
      const standIn = Object.keys(await import(path.join(root, stub)));
      for (const [importer, specifier] of reached) {
        const missing = namesImported(importer, specifier).filter(
          (name) => name !== '*' && !standIn.includes(name),
        );
        expect(
          missing,
          `${path.relative(root, importer)} (${versions}) imports ${missing.join(', ')} from ${specifier}, which ` +
            `${stub} lacks: it would get undefined at run time. Add them to the stand-in ` +
            '(throwing, like the others) or drop the entry.',
        ).toEqual([]);
      }
    },
    // A stand-in of the registry loads RJSF's field components through the transform: a few seconds.
    60_000,
  );

  it.each(packageNames)('%s is still a package RJSF imports', (name) => {
    expect(
      imports.some(([, specifier]) => specifier === name),
      `No file of ${versions} imports "${name}" any more: drop its row from scripts/stand-ins.ts.`,
    ).toBe(true);
  });
});
