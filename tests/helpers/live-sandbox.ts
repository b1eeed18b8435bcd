import { createServer, type Server } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, vi } from 'vitest';
import { createSandbox, type Sandbox } from '../../sandbox/server.ts';
import { control, type ControlMethod } from './sandbox.ts';
import { setLanguage } from '../../src/i18n/i18n.ts';
import { resetStores } from '../../src/store/persist.ts';
import { clearToasts } from '../../src/store/toasts.ts';

/**
 * A real sandbox on a real port for client tests in jsdom: the app's relative `/api/...` URLs are
 * sent to it by a thin fetch wrapper, and every request the app makes is recorded as seen on the wire.
 */
export interface LiveSandbox {
  base: string;
  requests: Array<{ url: string; headers: Headers; body: unknown }>;
  /** A control call (tests/helpers/sandbox.ts), its JSON body. */
  control(path: string, body?: unknown, method?: ControlMethod): Promise<unknown>;
  /** Replaces the network for the next requests (e.g. to fail them); returns a restore function. */
  setNetwork(fake: typeof fetch | null): void;
  stop(): Promise<void>;
}

export async function startLiveSandbox(): Promise<LiveSandbox> {
  const dir = mkdtempSync(join(tmpdir(), 'sbx-'));
  const sandbox: Sandbox = createSandbox({ dbFile: join(dir, 'test.db') });
  const server: Server = createServer((req, res) => sandbox.handle(req, res, () => res.writeHead(404).end()));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  const base = `http://127.0.0.1:${address.port}`;
  const realFetch = globalThis.fetch;
  const requests: LiveSandbox['requests'] = [];
  let fake: typeof fetch | null = null;

  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), base);
    requests.push({ url: url.toString(), headers: new Headers(init?.headers), body: init?.body });
    return (fake ?? realFetch)(url, init);
  });

  return {
    base,
    requests,
    // The network is stubbed above: the controls go out on the real one.
    control: async (path, body, method = 'POST') => (await control(base, method, path, body, realFetch)).body,
    setNetwork(next) {
      fake = next;
    },
    async stop() {
      vi.unstubAllGlobals();
      sandbox.close();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * One live sandbox for the test file (or describe block): started before its first test, stopped after the
 * last. Before each test the app is fresh (stores, English, no toasts), the recorded requests are cleared and
 * the real network is back.
 */
export function liveSandboxForFile(): LiveSandbox {
  let started: LiveSandbox | undefined;
  beforeAll(async () => {
    started = await startLiveSandbox();
  });
  afterAll(async () => {
    await started?.stop();
  });
  beforeEach(() => {
    resetStores();
    void setLanguage('en');
    clearToasts();
    running().requests.length = 0;
    running().setNetwork(null);
  });
  const running = (): LiveSandbox => {
    if (!started) throw new Error('The live sandbox runs only inside the tests of its file');
    return started;
  };
  return new Proxy({} as LiveSandbox, {
    get: (_, key) => Reflect.get(running(), key) as unknown,
  });
}
