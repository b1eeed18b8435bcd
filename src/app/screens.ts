import type { ComponentType } from 'react';
import HomeScreen from '../features/home/HomeScreen.tsx';
import { setScreenPreloader } from '../routing/preload.ts';
import type { ScreenId, ScreenProps } from '../routing/routes.ts';
import { retryingLazy } from '../ui/retrying-lazy.tsx';

type Screen = ComponentType<ScreenProps>;

/**
 * Each screen is its own chunk, loaded when its route is first visited, except Home, the screen most
 * sessions open on: it is part of the first load (scripts/first-load-chunk-plugin.ts) and rendered
 * directly, not through React.lazy, because a lazy screen suspends on its first render even when its
 * module is already there, and React then holds the revealed screen back for its fallback throttle
 * (300 ms): Home's data calls, made as it mounts, would wait for it. The other screens' loaders are found
 * in a small second chunk (./screen-loaders.ts), so that the first load does not carry their file lists;
 * which screen a path shows is the registry's (src/routing/routes.ts).
 */
/** The other screens' loaders: the browser downloads the chunk once and keeps the module. */
export const loadScreenLoaders = () => import('./screen-loaders.ts');

function load(id: ScreenId): Promise<{ default: Screen }> {
  if (id === 'home') return Promise.resolve({ default: HomeScreen });
  return loadScreenLoaders().then((m) => m.LOADERS[id]());
}

const lazyScreens = new Map<ScreenId, Screen>();

/**
 * The component of a screen: one lazy component per screen, made when it is first shown. A chunk that
 * fails to download (the phone offline) is said on the screen and fetched again when the connection is
 * back, without a page reload (src/ui/retrying-lazy.tsx).
 */
export function screenOf(id: ScreenId): Screen {
  if (id === 'home') return HomeScreen;
  let screen = lazyScreens.get(id);
  if (!screen) {
    screen = retryingLazy(
      () => load(id),
      'screen',
      (props) => props.title,
    );
    lazyScreens.set(id, screen);
  }
  return screen;
}

/**
 * Starts downloading a screen's chunk before React asks for it (at start-up, while the language's texts
 * load): the browser keeps the module, so the screen's `lazy` gets it without a second request.
 */
export function preloadScreen(id: ScreenId): void {
  load(id).catch(() => {
    // A failed chunk is reported when the screen is drawn, which then retries (src/ui/retrying-lazy.tsx).
  });
}

setScreenPreloader({
  screen: preloadScreen,
  // A second after the screen asking for it was drawn, or at the borrower's first touch if sooner: not
  // while the screen's own data and paint still use the line (Lighthouse counts what starts before its
  // largest paint).
  table: () => {
    let started = false;
    const start = () => {
      if (started) return;
      started = true;
      removeEventListener('pointerdown', start, true);
      loadScreenLoaders().catch(() => {
        // Asked again by the screen that needs it, whose error boundary reports a failure.
      });
    };
    addEventListener('pointerdown', start, true);
    setTimeout(start, 1000);
  },
});
