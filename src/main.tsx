import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './ui/theme.css';
import { App } from './app/App.tsx';
import { boot } from './app/boot.ts';
import { preloadScreen } from './app/screens.ts';
import { getLanguage, loadLanguage, settleLanguage } from './i18n/i18n.ts';
import { currentLocation } from './routing/hash-location.ts';
import { findRoute, resolveRedirect } from './routing/routes.ts';
import { whenRestored } from './store/persist.ts';
import { installErrorReporting } from './telemetry/hooks.ts';

// First: an error while the app starts is reported too (issue 25).
installErrorReporting();
void boot();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// The first screen's chunk and the language's texts download side by side, not one after the other.
const first = findRoute(resolveRedirect(currentLocation().split('?')[0] ?? '/'));
if (first) preloadScreen(first.screen);

// Home's data and the language's texts were asked for by the page's first script (src/boot/early.ts).
let rendered = false;
function render(): void {
  if (rendered) return;
  rendered = true;
  createRoot(root as HTMLElement).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

// The language the device's records name now; a record restored from the journal may still change it.
void loadLanguage(getLanguage()).catch(() => undefined);

/**
 * Renders once the device's records are restored (src/store/persist.ts) and the texts are there. A failed
 * download (a dropped connection) is tried again, waiting a little longer each time; after the third failure the app renders anyway, so the borrower is not left
 * with a blank page, and redraws with the texts when they arrive.
 */
function loadTexts(attempt = 1): void {
  whenRestored()
    .then(settleLanguage)
    .then(render, () => {
      if (attempt >= 3) render();
      setTimeout(() => loadTexts(attempt + 1), Math.min(1000 * 2 ** (attempt - 1), 10_000));
    });
}
loadTexts();
