/**
 * Test harness: the sandbox on a real node:http server (port 0) over a temporary SQLite file, and a client
 * that speaks the wire protocol with the sandbox's own cipher.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { createServer } from 'node:http';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { encrypt } from '../../../sandbox/cipher.ts';
import { createSandbox } from '../../../sandbox/server.ts';
import type { Sandbox, SandboxOptions } from '../../../sandbox/server.ts';

export const PACKAGE = 'com.tz.pesa.loan';
/** 2025-01-01T00:00:00Z: tests run on a fixed clock they can move. */
export const START_MS = Date.UTC(2025, 0, 1);

export interface Envelope<T = unknown> {
  code: number;
  data: T;
  msg: string;
}

export interface Reply<T = unknown> {
  status: number;
  body: Envelope<T>;
}

export interface TestSandbox {
  readonly origin: string;
  readonly dbFile: string;
  readonly sandbox: Sandbox;
  /** The sandbox's clock in epoch ms; assign to move time. */
  clock: number;
  /** Stops the server and closes the database; the file stays until `removeTempDirs`. */
  stop(): Promise<void>;
}

const tempDirs: string[] = [];

export function tempDbFile(): string {
  const dir = mkdtempSync(join(tmpdir(), 'sandbox-test-'));
  tempDirs.push(dir);
  return join(dir, 'nested', 'sandbox.db');
}

export function removeTempDirs(): void {
  for (const dir of tempDirs.splice(0)) rmSync(dir, { recursive: true, force: true });
}

export async function startSandbox(options: Partial<Omit<SandboxOptions, 'now'>> = {}): Promise<TestSandbox> {
  const dbFile = options.dbFile ?? tempDbFile();
  const harness = { clock: START_MS };
  latest = harness;
  const sandbox = createSandbox({ ...options, dbFile, now: () => harness.clock });
  const server: Server = createServer((req, res) => sandbox.handle(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(harness, {
    origin: `http://127.0.0.1:${port}`,
    dbFile,
    sandbox,
    async stop(): Promise<void> {
      sandbox.close();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  });
}

/**
 * A fresh sandbox for each test of the file (started before it, stopped after it; the temporary folders
 * go after the file). Read and set it like the sandbox of the running test: `get(sb, …)`, `sb.clock += DAY`.
 */
export function sandboxPerTest(options: Partial<Omit<SandboxOptions, 'now'>> = {}): TestSandbox {
  return sandboxFor(beforeEach, afterEach, options);
}

/** One sandbox for all the tests of the file or `describe` block it is called in, in the order they run. */
export function sandboxPerBlock(options: Partial<Omit<SandboxOptions, 'now'>> = {}): TestSandbox {
  return sandboxFor(beforeAll, afterAll, options);
}

function sandboxFor(
  before: typeof beforeEach,
  after: typeof afterEach,
  options: Partial<Omit<SandboxOptions, 'now'>>,
): TestSandbox {
  let current: TestSandbox | undefined;
  before(async () => {
    current = await startSandbox(options);
  });
  after(async () => {
    await current?.stop();
    current = undefined;
  });
  afterAll(removeTempDirs);
  const running = (): TestSandbox => {
    if (!current) throw new Error('This sandbox runs only inside the tests it was set up for');
    return current;
  };
  return new Proxy({} as TestSandbox, {
    get: (_, key) => {
      const value: unknown = Reflect.get(running(), key);
      return typeof value === 'function' ? value.bind(running()) : value;
    },
    set: (_, key, value) => Reflect.set(running(), key, value),
  });
}

export interface CallOptions {
  token?: string;
  lang?: string;
  packageName?: string;
  base?: 'api' | 'cou';
  signal?: AbortSignal;
  /** Field name to use instead of a random one. */
  field?: string;
  /** More headers (e.g. `Idempotency-Key`). */
  headers?: Record<string, string>;
}

const LETTERS = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** A fresh field name: 5 letters and 3 digits, like the client makes. */
export function fieldName(): string {
  let name = '';
  for (let i = 0; i < 5; i++) name += LETTERS[Math.floor(Math.random() * LETTERS.length)];
  return name + String(Math.floor(Math.random() * 1000)).padStart(3, '0');
}

/** The clock of the sandbox started last: requests are stamped on it, as the app stamps them on the server's. */
let latest: { clock: number } | null = null;

/** `t` for a request now: the server's time (the harness clock of the last sandbox started), in seconds. */
export function nowSeconds(): number {
  return Math.floor((latest?.clock ?? Date.now()) / 1000);
}

export function headers(options: CallOptions = {}): Record<string, string> {
  const result: Record<string, string> = {
    'Content-Type': 'application/json',
    'Cache-Control': 'no-cache',
    packageName: options.packageName ?? PACKAGE,
    appName: 'TestApp',
    afid: '',
    lang: options.lang ?? 'en',
    platform: 'android',
  };
  if (options.token !== undefined) result['Authorization'] = `Bearer ${options.token}`;
  return { ...result, ...options.headers };
}

export function callUrl(sb: TestSandbox, path: string, options: CallOptions = {}): string {
  return `${sb.origin}/${options.base ?? 'api'}/${encrypt(path, options.packageName ?? PACKAGE)}`;
}

async function reply<T>(response: Response): Promise<Reply<T>> {
  return { status: response.status, body: (await response.json()) as Envelope<T> };
}

/** A payload (plus `t`: the server's time unless given) sealed as the client seals it. */
export function seal(payload: Record<string, unknown>, packageName = PACKAGE, t = nowSeconds()): string {
  return encrypt(JSON.stringify({ ...payload, t }), packageName);
}

/**
 * One sealed POST body, made once and sent byte for byte as many times as the test likes (a replay).
 * `t` (seconds) stamps it at another time than the server's.
 */
export function sealedPost(
  sb: TestSandbox,
  path: string,
  payload: Record<string, unknown>,
  options: CallOptions & { t?: number } = {},
): () => Promise<Reply & { date: string | null }> {
  const body = JSON.stringify({
    [options.field ?? fieldName()]: seal(payload, options.packageName, options.t),
  });
  return async () => {
    const response = await fetch(callUrl(sb, path, options), {
      method: 'POST',
      headers: headers(options),
      body,
    });
    return { date: response.headers.get('date'), ...(await reply(response)) };
  };
}

/** What a wire call takes: the sandbox, the call's path, its payload (plus `t`) and how to send it. */
type CallArgs = [sb: TestSandbox, path: string, payload?: Record<string, unknown>, options?: CallOptions];

/** A GET call: payload (plus `t`) encrypted into one query parameter. */
export function get<T = unknown>(...args: CallArgs): Promise<Reply<T>> {
  return call<T>('GET', ...args);
}

/** A POST call: payload (plus `t`) encrypted into a one-key JSON body. */
export function post<T = unknown>(...args: CallArgs): Promise<Reply<T>> {
  return call<T>('POST', ...args);
}

async function call<T>(
  method: 'GET' | 'POST',
  ...[sb, path, payload = {}, options = {}]: CallArgs
): Promise<Reply<T>> {
  const value = seal(payload, options.packageName);
  const field = options.field ?? fieldName();
  const url = callUrl(sb, path, options);
  const init = { headers: headers(options), signal: options.signal ?? null };
  const response =
    method === 'GET'
      ? await fetch(`${url}?${field}=${value}`, init)
      : await fetch(url, { method: 'POST', ...init, body: JSON.stringify({ [field]: value }) });
  return reply<T>(response);
}

export interface UserInfo {
  userId: number;
  mobile: string;
  countryCode: string;
  firstName: string | null;
  lastName: string | null;
  stepCode: number;
  registeredAt: number;
}

export interface SignedIn {
  token: string;
  userInfo: UserInfo;
}

export const CODE = '246810';

/** Registers `mobile` through the real calls and returns the token and user. */
export async function register(sb: TestSandbox, mobile: string, countryCode = '255'): Promise<SignedIn> {
  await post(sb, 'security/getVerifyCode', { mobile, countryCode, type: 'register' });
  const { body } = await post<SignedIn>(sb, 'security/register', { mobile, countryCode, code: CODE });
  if (body.code !== 0) throw new Error(`register failed: ${body.code} ${body.msg}`);
  return body.data;
}

/**
 * Logs `mobile` in as the app does: asks for a login code (the last one, when it is still waiting to be
 * typed, is kept: sandbox/codes.ts), then sends it.
 */
export async function login(sb: TestSandbox, mobile: string, countryCode = '255'): Promise<SignedIn> {
  await post(sb, 'security/getVerifyCode', { mobile, countryCode, type: 'login' });
  const { body } = await post<SignedIn>(sb, 'security/login', { mobile, countryCode, code: CODE });
  if (body.code !== 0) throw new Error(`login failed: ${body.code} ${body.msg}`);
  return body.data;
}

/** One file part of a multipart call. */
export interface FilePart {
  /** Part name; default `file`, as the client sends it. */
  field?: string;
  filename?: string;
  /** The declared type; the sandbox checks the bytes, not this. */
  type?: string;
  data: Uint8Array;
}

/**
 * A multipart POST to `url` as the client makes it: the payload (plus `t`) encrypted with the sandbox cipher
 * into one text part named like a payload field, the files beside it, and the boundary chosen by fetch's
 * FormData (the caller's JSON Content-Type is dropped, as the browser does). `url` is `callUrl(sb, path)`
 * for the sandbox, or any test server's address.
 */
export async function postMultipart<T = unknown>(
  url: string,
  payload: Record<string, unknown> = {},
  files: readonly FilePart[] = [],
  options: CallOptions = {},
): Promise<Reply<T>> {
  const form = new FormData();
  const value = seal(payload, options.packageName);
  form.set(options.field ?? fieldName(), value);
  for (const file of files) {
    // A copy: Blob wants bytes over a plain ArrayBuffer, and a Buffer may sit on a shared pool.
    const blob = new Blob([new Uint8Array(file.data)], { type: file.type ?? 'application/octet-stream' });
    form.append(file.field ?? 'file', blob, file.filename ?? 'photo.jpg');
  }
  const { 'Content-Type': _json, ...rest } = headers(options);
  const response = await fetch(url, {
    method: 'POST',
    headers: rest,
    body: form,
    signal: options.signal ?? null,
  });
  return reply<T>(response);
}
