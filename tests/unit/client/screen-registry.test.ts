import { describe, expect, test } from 'vitest';
import { LOADERS } from '../../../src/app/screen-loaders.ts';
import { SCREENS } from '../../../src/routing/routes.ts';

/**
 * A screen is declared once, in src/routing/routes.ts; its code is found by its file name
 * (src/features/<folder>/<Id>Screen.tsx, src/app/screen-loaders.ts). These say which side is missing
 * when the two disagree, instead of a blank screen at run time.
 */
describe('the screen registry and the screens’ files', () => {
  const declared = Object.keys(SCREENS).filter((id) => id !== 'home');

  test('every declared screen but Home (in the first load) has a file', () => {
    const missing = declared.filter((id) => !(id in LOADERS));
    expect(missing, 'no src/features/*/<Id>Screen.tsx for these registry keys').toEqual([]);
  });

  test('every *Screen.tsx file the loaders find is a declared screen', () => {
    const undeclared = Object.keys(LOADERS).filter((id) => !declared.includes(id));
    expect(
      undeclared,
      'declare these in SCREENS (src/routing/routes.ts), or leave the file out in src/app/screen-loaders.ts',
    ).toEqual([]);
  });
});
