import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { loadLanguage } from '../../src/i18n/i18n.ts';
import { clearRecords } from '../../src/store/persist.ts';

// jsdom has no ResizeObserver; Radix measures the hidden form mirror of a checkbox inside a <form> with it.
if (typeof window !== 'undefined' && typeof window.ResizeObserver === 'undefined') {
  window.ResizeObserver = class {
    observe(): void {}
    unobserve(): void {}
    disconnect(): void {}
  };
}

afterEach(() => {
  // Files marked `@vitest-environment node` have no DOM.
  if (typeof window === 'undefined') return;
  cleanup();
  clearRecords(''); // drafts still waiting for a pause in the typing too
  localStorage.clear();
  window.location.hash = '';
});

// The app loads one language's texts before its first render (src/main.tsx); tests switch freely.
await Promise.all([loadLanguage('en'), loadLanguage('sw')]);
