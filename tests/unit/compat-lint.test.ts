// @vitest-environment node
/**
 * The compat lint (`npm run lint`) against the oldest WebView we support (package.json's browserslist,
 * docs/native-app.md): the real stylelint and ESLint configs, through their Node APIs. A flex container
 * spaced by `gap` alone and an API above the floor are findings; today's CSS has none left.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import stylelint from 'stylelint';
import { describe, expect, it } from 'vitest';
import { buildTargets } from '../../scripts/browser-target.mjs';

const root = fileURLToPath(new URL('../../', import.meta.url));

async function lintCss(code: string): Promise<string[]> {
  const { results } = await stylelint.lint({
    code,
    codeFilename: path.join(root, 'src/planted.module.css'),
    cwd: root,
  });
  return results.flatMap((result) => result.warnings.map((warning) => warning.text));
}

const eslint = new ESLint({ cwd: root, overrideConfigFile: path.join(root, 'eslint.compat.config.js') });

async function lintTs(code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, 'src/planted.ts') });
  return (result?.messages ?? []).map((message) => `${message.ruleId}: ${message.message}`);
}

describe('CSS compat lint', () => {
  it('finds flex gap without a fallback', async () => {
    const found = await lintCss('.row { display: flex; gap: 8px; }\n');
    expect(found).toEqual([expect.stringContaining('"flexbox-gap" is not supported by Chrome 80')]);
  });

  it('finds a ring drawn only under :focus-visible, and overflow: clip', async () => {
    expect(await lintCss('.link:focus-visible { outline: 2px solid; }\n')).toEqual([
      expect.stringContaining('"css-focus-visible"'),
    ]);
    expect(await lintCss('.box { overflow: clip; }\n')).toEqual([expect.stringContaining('overflow: clip')]);
  });

  it('does not accept a disable comment without its reason', async () => {
    const found = await lintCss(
      '/* stylelint-disable-next-line plugin/no-unsupported-browser-features */\n.row { display: flex; gap: 8px; }\n',
    );
    expect(found.join('\n')).toMatch(/description/i);
  });

  it("passes today's CSS", async () => {
    const { results } = await stylelint.lint({ files: 'src/**/*.css', cwd: root });
    const found = results.flatMap((result) =>
      result.warnings.map(
        (warning) => `${path.relative(root, result.source ?? '')}:${warning.line} ${warning.text}`,
      ),
    );
    expect(found).toEqual([]);
    // The glob reached the app's stylesheets (an empty result would pass too).
    expect(results.length).toBeGreaterThan(40);
  });
});

describe('JavaScript compat lint', () => {
  it('finds structuredClone, Array.prototype.at on a variable and AbortSignal.timeout', async () => {
    expect(await lintTs('export const copy = (x: object) => structuredClone(x);\n')).toEqual([
      'compat/compat: structuredClone is not supported in Chrome 80',
    ]);
    expect(await lintTs('export const last = (items: number[]) => items.at(-1);\n')).toEqual([
      expect.stringMatching(/^no-restricted-syntax: \.at\(\) is Chrome 92/),
    ]);
    expect(await lintTs('export const signal = AbortSignal.timeout(5000);\n')).toEqual([
      expect.stringMatching(/^no-restricted-syntax: AbortSignal\.timeout/),
    ]);
  });

  it('passes what the floor has', async () => {
    expect(
      await lintTs('export const last = (items: number[]) => items[items.length - 1] ?? null;\n'),
    ).toEqual([]);
  });
});

describe('build targets', () => {
  it("are the lowest version of each browser in package.json's browserslist", () => {
    expect(buildTargets(root)).toEqual([expect.stringMatching(/^chrome\d+$/)]);
    // Two folders: browserslist caches what it found for a folder.
    const dirs = [
      mkdtempSync(path.join(tmpdir(), 'browserslist-')),
      mkdtempSync(path.join(tmpdir(), 'browserslist-')),
    ];
    try {
      writeFileSync(
        path.join(dirs[0]!, 'package.json'),
        JSON.stringify({ browserslist: ['chrome >= 80', 'safari >= 15'] }),
      );
      expect(buildTargets(dirs[0]!)).toEqual(['chrome80', 'safari15']);
      writeFileSync(path.join(dirs[1]!, 'package.json'), JSON.stringify({ name: 'none' }));
      expect(() => buildTargets(dirs[1]!)).toThrow(/No browserslist/);
    } finally {
      for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
    }
  });
});
