import type { ScreenId } from './routes.ts';

/**
 * Screens may start downloading the code of the screen that usually comes next (a form the one after it)
 * without knowing how screens are loaded: the app shell registers the loader (src/app/screens.ts).
 */
let preloader: (id: ScreenId) => void = () => undefined;

export function setScreenPreloader(load: (id: ScreenId) => void): void {
  preloader = load;
}

export function preloadScreen(id: ScreenId): void {
  preloader(id);
}
