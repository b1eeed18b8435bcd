// @vitest-environment node
import { en } from '../../helpers/texts.ts';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { formTextKeys, travelsWithForms } from '../../../src/forms/compile/keys.ts';
import { localeText } from '../../../src/forms/compile/lint-support.ts';
import { formModule, localeWithoutFormTexts } from '../../../scripts/forms/vite-plugin.ts';
import { listForms, readFormSources } from '../../../scripts/forms/sources.ts';
import { ROOT } from '../../helpers/forms.ts';

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? files(full) : [full];
  });
}

describe('form texts travel with their form, not with the first load', () => {
  it('leaves them out of the locale the app imports, and keeps everything else', () => {
    const stripped = localeWithoutFormTexts(en) as typeof en;
    expect(stripped).not.toHaveProperty('options');
    expect(stripped.forms).not.toHaveProperty('personal');
    expect(stripped.forms.common.next).toBe(en.forms.common.next);
    expect(stripped.home).toEqual(en.home);
  });

  it('puts every text a form names into its own module, in both languages', async () => {
    for (const name of listForms(ROOT, 'tz')) {
      const sources = readFormSources(ROOT, 'tz', name);
      const keys = formTextKeys(sources.schema, sources.ui, sources.rules);
      const { code } = formModule(ROOT, 'tz', name);
      const texts = JSON.parse(
        /export const texts = \{ path: '', texts: (.*) \};\n$/.exec(code)?.[1] ?? '{}',
      ) as Record<string, unknown>;
      for (const key of keys) {
        expect(localeText(texts.en, key), `${name}: ${key}`).toBe(localeText(en, key));
        expect(localeText(texts.sw, key), `${name}: ${key}`).toBeTruthy();
      }
    }
  });

  it('is not used outside the forms: screens name their own texts', () => {
    const literal = /['"`]((?:options|forms)\.[\w.]+)/g;
    const offenders = files(path.join(ROOT, 'src'))
      .filter((file) => /\.tsx?$/.test(file) && !file.includes(`${path.sep}forms${path.sep}`))
      .filter((file) => !file.endsWith('.stories.tsx'))
      .flatMap((file) =>
        [...readFileSync(file, 'utf8').matchAll(literal)]
          .map((match) => match[1] as string)
          .filter(travelsWithForms)
          .map((key) => `${path.relative(ROOT, file)}: ${key}`),
      );
    expect(offenders).toEqual([]);
  });
});
