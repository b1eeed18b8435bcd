import { describe, expect, test } from 'vitest';
import { LOADERS } from '../../../src/app/screen-loaders.ts';
import { SCREENS } from '../../../src/routing/routes.ts';

/**
 * A screen is declared once, in src/routing/routes.ts; its loader (src/app/screen-loaders.ts) is keyed by
 * the registry, so the type checker already refuses a missing or extra one. These say the same at run
 * time, for a table widened by a cast, instead of a blank screen.
 */
describe('the screen registry and the screens’ loaders', () => {
  const declared = Object.keys(SCREENS).filter((id) => id !== 'home');

  test('every declared screen but Home (in the first load) has a file', () => {
    const missing = declared.filter((id) => !(id in LOADERS));
    expect(missing, 'no loader in src/app/screen-loaders.ts for these registry keys').toEqual([]);
  });

  test('every loader is of a declared screen', () => {
    const undeclared = Object.keys(LOADERS).filter((id) => !declared.includes(id));
    expect(undeclared, 'declare these in SCREENS (src/routing/routes.ts), or drop their loader').toEqual([]);
  });
});
