import type { ComponentType } from 'react';
import type { ScreenId, ScreenProps } from '../routing/routes.ts';

export type ScreenLoader = () => Promise<{ default: ComponentType<ScreenProps> }>;

/**
 * Where the code of every screen but Home is (Home is part of the first load: ./screens.ts). The table
 * names each screen's files, so it is a small chunk of its own rather than part of the first load: the
 * page's first script starts it when the page opens on any other screen (src/boot/early-calls.ts), and
 * on Home it downloads once Home is drawn and the browser is idle (src/main.tsx).
 *
 * It is not a list to keep: the screen with the key `<id>` in src/routing/routes.ts is the default
 * export of `src/features/<folder>/<Id>Screen.tsx`. The files below share that ending without being a
 * screen of their own (tests/unit/client/screen-registry.test.ts checks both ways).
 */
const FILES = import.meta.glob<{ default: ComponentType<ScreenProps> }>(
  [
    './*/*Screen.tsx',
    '!./home/HomeScreen.tsx',
    '!./documents/DocumentScreen.tsx',
    '!./kyc/KycFormScreen.tsx',
  ],
  { base: '../features' },
);

export const LOADERS = {} as Readonly<Record<Exclude<ScreenId, 'home'>, ScreenLoader>>;
for (const file in FILES) {
  const name = /(\w)(\w*)Screen\.tsx$/.exec(file);
  if (name) (LOADERS as Record<string, ScreenLoader>)[name[1]!.toLowerCase() + name[2]] = FILES[file]!;
}
