// @vitest-environment node
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { dirname, join } from 'node:path';
import { createServer, preview } from 'vite';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sandboxPlugin } from '../../../sandbox/plugin.ts';
import { control } from '../../helpers/sandbox.ts';
import { removeTempDirs, tempDbFile } from './helpers.ts';

let dbFile: string;
let root: string;
beforeEach(() => {
  dbFile = tempDbFile();
  root = join(dirname(dirname(dbFile)), 'site');
  mkdirSync(join(root, 'dist'), { recursive: true });
  writeFileSync(join(root, 'index.html'), '<!doctype html><title>app</title>');
  writeFileSync(join(root, 'dist', 'index.html'), '<!doctype html><title>built app</title>');
  process.env['SANDBOX_DB'] = dbFile;
});
afterEach(() => {
  delete process.env['SANDBOX_DB'];
});
afterAll(removeTempDirs);

const common = () => ({
  configFile: false as const,
  root,
  logLevel: 'silent' as const,
  plugins: [sandboxPlugin({ root: process.cwd(), market: 'tz' })],
});

async function resetAndCountUsers(origin: string): Promise<number> {
  expect((await control(origin, 'POST', 'reset')).status).toBe(200);
  return (await control<{ users: number }>(origin, 'GET', 'state')).body.users;
}

/** SQLite removes the -wal file when the last connection closes cleanly: proof that the plugin closed it. */
async function closedDb(): Promise<void> {
  await vi.waitFor(() => expect(existsSync(`${dbFile}-wal`)).toBe(false));
  expect(existsSync(dbFile)).toBe(true);
}

/**
 * Runs `check` against a started server at its origin and port, then closes the server and checks that the
 * plugin closed its database with it.
 */
async function whileServing(
  server: { httpServer: { address(): unknown } | null; close(): Promise<void> },
  check: (origin: string, port: number) => Promise<void>,
): Promise<void> {
  const { port } = server.httpServer!.address() as AddressInfo;
  try {
    await check(`http://127.0.0.1:${port}`, port);
  } finally {
    await server.close();
  }
  await closedDb();
}

describe('sandboxPlugin', () => {
  it('serves the sandbox from the dev server next to the app, and closes its database with it', async () => {
    const server = await createServer({ ...common(), server: { port: 0, host: '127.0.0.1' } });
    await server.listen();
    await whileServing(server, async (origin) => {
      expect((await control(origin, 'GET', 'code')).body).toEqual({ code: '246810' });
      expect(await resetAndCountUsers(origin)).toBe(0);
      expect(await (await fetch(`${origin}/`)).text()).toContain('<title>app</title>');
    });
  });

  it('serves the sandbox from the preview server, and closes its database with it', async () => {
    const server = await preview({ ...common(), preview: { port: 0, host: '127.0.0.1' } });
    await whileServing(server, async (origin) => {
      expect((await control(origin, 'GET', 'code')).body).toEqual({ code: '246810' });
      expect(await (await fetch(`${origin}/`)).text()).toContain('<title>built app</title>');
    });
  });

  it('answers no control to a page of another origin, though Vite answers CORS for local origins', async () => {
    const server = await preview({ ...common(), preview: { port: 0, host: '127.0.0.1' } });
    await whileServing(server, async (origin, port) => {
      // What Chromium sends for a fetch from a page on another port of the same host (issue 27).
      const other = { Origin: `http://127.0.0.1:${port + 1}`, 'Sec-Fetch-Site': 'same-site' };
      const read = await fetch(`${origin}/__sandbox/state`, { headers: other });
      expect(read.status).toBe(403);
      expect(read.headers.get('access-control-allow-origin')).toBeNull();
      const own = await fetch(`${origin}/__sandbox/state`, {
        headers: { Origin: origin, 'Sec-Fetch-Site': 'same-origin' },
      });
      expect(own.status).toBe(200);
      expect(own.headers.get('access-control-allow-origin')).toBeNull();
    });
  });
});
