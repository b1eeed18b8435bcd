import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** The helper keeps what it started for the page's life: each test gets a fresh module and page head. */
async function freshHelper() {
  vi.resetModules();
  return (await import('../../../src/boot/module-preload.ts')).__vitePreload;
}

const IMPORTER = 'https://app.example/assets/index-abc.js';
const links = () =>
  [...document.head.querySelectorAll('link')].map((link) => `${link.rel} ${link.href}`).sort();
const stylesheet = (href: string) =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].find(
    (link) => link.href === href,
  )!;

beforeEach(() => {
  document.head.innerHTML = '';
});
afterEach(() => {
  document.head.innerHTML = '';
});

describe('the import() helper of app builds (src/boot/module-preload.ts)', () => {
  it('imports at once when the chunk has nothing of its own to start', async () => {
    const preload = await freshHelper();
    const load = vi.fn(() => Promise.resolve('module'));
    await expect(preload(load, [], IMPORTER)).resolves.toBe('module');
    expect(load).toHaveBeenCalledOnce();
    expect(links()).toEqual([]);
  });

  it("starts the chunk's imports beside it and waits for its stylesheet before importing it", async () => {
    const preload = await freshHelper();
    const load = vi.fn(() => Promise.resolve('screen'));
    const done = preload(load, ['./Screen-1.js', './shared-2.js', './Screen-3.css'], IMPORTER);
    expect(links()).toEqual([
      'modulepreload https://app.example/assets/Screen-1.js',
      'modulepreload https://app.example/assets/shared-2.js',
      'stylesheet https://app.example/assets/Screen-3.css',
    ]);
    await Promise.resolve();
    expect(load).not.toHaveBeenCalled(); // the stylesheet has not loaded yet
    stylesheet('https://app.example/assets/Screen-3.css').dispatchEvent(new Event('load'));
    await expect(done).resolves.toBe('screen');
  });

  it("adds nothing the page already has, nor anything twice: a stylesheet added again would reorder the page's styles", async () => {
    document.head.innerHTML =
      '<link rel="stylesheet" href="https://app.example/assets/index-9.css">' +
      '<link rel="modulepreload" href="https://app.example/assets/start-8.js">';
    const preload = await freshHelper();
    const first = preload(
      () => Promise.resolve(1),
      ['./start-8.js', './index-9.css', './Tag-7.css'],
      IMPORTER,
    );
    const second = preload(() => Promise.resolve(2), ['./Tag-7.css'], IMPORTER);
    expect(links()).toEqual([
      'modulepreload https://app.example/assets/start-8.js',
      'stylesheet https://app.example/assets/Tag-7.css',
      'stylesheet https://app.example/assets/index-9.css',
    ]);
    stylesheet('https://app.example/assets/Tag-7.css').dispatchEvent(new Event('load'));
    await expect(Promise.all([first, second])).resolves.toEqual([1, 2]);
  });

  it('rejects when a stylesheet fails, without importing, and asks for it again on the next try', async () => {
    const preload = await freshHelper();
    const load = vi.fn(() => Promise.resolve('screen'));
    const failed = preload(load, ['./Screen-3.css'], IMPORTER);
    stylesheet('https://app.example/assets/Screen-3.css').dispatchEvent(new Event('error'));
    await expect(failed).rejects.toThrow('Unable to preload CSS for https://app.example/assets/Screen-3.css');
    expect(load).not.toHaveBeenCalled();
    expect(links()).toEqual([]);

    const retried = preload(load, ['./Screen-3.css'], IMPORTER);
    expect(links()).toEqual(['stylesheet https://app.example/assets/Screen-3.css']);
    stylesheet('https://app.example/assets/Screen-3.css').dispatchEvent(new Event('load'));
    await expect(retried).resolves.toBe('screen');
  });
});
