import { vi } from 'vitest';

/**
 * A `vi.mock` factory: the real module with the exports named in `fakes` replaced by bare `vi.fn()`s that
 * each test answers for itself, e.g.
 *
 *   vi.mock('../../../src/api/user.ts', (original) => withFakes(original, ['addBankCard']));
 *
 * (`vi.mock` runs before the imports: import this helper before any module that imports the mocked one.)
 */
export async function withFakes(
  original: <T>() => Promise<T>,
  fakes: readonly string[],
): Promise<Record<string, unknown>> {
  const real = await original<Record<string, unknown>>();
  return { ...real, ...Object.fromEntries(fakes.map((name) => [name, vi.fn()])) };
}
