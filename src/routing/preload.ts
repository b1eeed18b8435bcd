import type { ScreenId } from './routes.ts';

/**
 * Screens may start downloading the code of the screen that usually comes next (a form the one after it)
 * without knowing how screens are loaded: the app shell registers the loaders (src/app/screens.ts).
 */
interface Preloader {
  screen(id: ScreenId): void;
  table(): void;
}

let preloader: Preloader = { screen: () => undefined, table: () => undefined };

export function setScreenPreloader(next: Preloader): void {
  preloader = next;
}

export function preloadScreen(id: ScreenId): void {
  preloader.screen(id);
}

/**
 * The small table that says where every screen's code is (src/app/screen-loaders.ts), not in the first
 * load: Home asks for it once its offer is drawn, so that the borrower's next tap waits for one download
 * rather than two.
 */
export function preloadScreenTable(): void {
  preloader.table();
}
