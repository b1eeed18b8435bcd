import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => {
  // Files marked `@vitest-environment node` have no DOM.
  if (typeof window === 'undefined') return;
  cleanup();
  localStorage.clear();
  window.location.hash = '';
});
