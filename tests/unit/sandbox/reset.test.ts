// @vitest-environment node
/**
 * `npm run sandbox:reset` (sandbox/reset.mjs) run as a tester runs it: a running sandbox is asked to empty
 * itself, and the database files are deleted only when no server holds them (issue 27).
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { control } from '../../helpers/sandbox.ts';
import { register, removeTempDirs, startSandbox, tempDbFile } from './helpers.ts';
import type { TestSandbox } from './helpers.ts';

let sb: TestSandbox | null = null;
afterEach(async () => {
  await sb?.stop();
  sb = null;
});
afterAll(removeTempDirs);

function runReset(port: string, dbFile: string): Promise<{ code: number | null; out: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['sandbox/reset.mjs'], {
      env: { ...process.env, PORT: port, SANDBOX_DB: dbFile },
    });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.on('exit', (code) => resolve({ code, out }));
    child.on('error', reject);
  });
}

/** A port nothing listens on. */
async function freePort(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return String(port);
}

const users = async (s: TestSandbox) => (await control<{ users: number }>(s, 'GET', 'state')).body.users;

// Each test starts a node process (about a second on a loaded machine).
describe('npm run sandbox:reset', { timeout: 30_000 }, () => {
  it('empties a running sandbox through its control, and what is registered afterwards survives a restart', async () => {
    const dbFile = tempDbFile();
    sb = await startSandbox({ dbFile });
    await register(sb, '0712345678');
    const { code, out } = await runReset(new URL(sb.origin).port, dbFile);
    expect(out).toContain('Reset the running sandbox');
    expect(code).toBe(0);
    expect(await users(sb)).toBe(0);
    await register(sb, '0787654321');
    await sb.stop();
    sb = await startSandbox({ dbFile });
    expect(await users(sb)).toBe(1);
  });

  it('deletes nothing when no sandbox answers on the port but a server holds the database', async () => {
    const dbFile = tempDbFile();
    sb = await startSandbox({ dbFile });
    await register(sb, '0712345678');
    const { code, out } = await runReset(await freePort(), dbFile);
    expect(out).toContain('nothing deleted');
    expect(code).toBe(1);
    expect(existsSync(dbFile)).toBe(true);
    expect(await users(sb)).toBe(1);
  });

  it('deletes the database files when no server holds them', async () => {
    const dbFile = tempDbFile();
    sb = await startSandbox({ dbFile });
    await register(sb, '0712345678');
    await sb.stop();
    sb = null;
    const { code, out } = await runReset(await freePort(), dbFile);
    expect(out).toContain('Deleted');
    expect(code).toBe(0);
    expect(existsSync(dbFile)).toBe(false);
  });
});
