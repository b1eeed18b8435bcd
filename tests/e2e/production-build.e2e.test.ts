import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build } from 'vite';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { SANDBOX_VERIFY_CODE } from '../../sandbox/config.ts';

/**
 * `npm run build` is what the real WebView gets: base './', the backend origin from VITE_API_ORIGIN,
 * and nothing of the sandbox (no fixed code hint, no control calls).
 */
const outDir = mkdtempSync(path.join(tmpdir(), 'prod-build-'));
let html = '';
let js = '';

beforeAll(async () => {
  process.env.NODE_ENV = 'production';
  process.env.VITE_API_ORIGIN = 'https://api.example.tz';
  try {
    await build({ mode: 'production', logLevel: 'warn', build: { outDir, emptyOutDir: true } });
  } finally {
    delete process.env.VITE_API_ORIGIN;
  }
  html = readFileSync(path.join(outDir, 'index.html'), 'utf8');
  const assets = path.join(outDir, 'assets');
  js = readdirSync(assets)
    .filter((f) => f.endsWith('.js'))
    .map((f) => readFileSync(path.join(assets, f), 'utf8'))
    .join('\n');
}, 120_000);

afterAll(() => rmSync(outDir, { recursive: true, force: true }));

test('uses relative asset paths (base ./) so the files work from any folder', () => {
  expect(html).toMatch(/src="\.\/assets\/index-[\w-]+\.js"/);
  expect(html).not.toMatch(/(src|href)="\/assets/);
});

test('talks to the origin given at build time', () => {
  expect(js).toContain('https://api.example.tz');
});

test('carries no sandbox code hint and no sandbox controls', () => {
  expect(js).not.toContain(SANDBOX_VERIFY_CODE);
  expect(js).not.toContain('__sandbox');
});
