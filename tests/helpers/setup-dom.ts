import { afterEach } from 'vitest';

afterEach(() => {
  // Files marked `@vitest-environment node` have no DOM.
  if (typeof window === 'undefined') return;
  localStorage.clear();
  window.location.hash = '';
});
