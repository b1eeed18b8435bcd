/**
 * Mounts the sandbox into Vite's dev and preview servers, so the app and its stand-in backend share one
 * origin and one port. Only used when VITE_SANDBOX=1 (see vite.config.ts).
 */
import type { Server } from 'node:http';
import type { Connect, Plugin } from 'vite';
import { DEFAULT_DB_FILE, loanTimingFromEnv, SESSION_TTL_SECONDS } from './config.ts';
import { createSandbox } from './server.ts';

function sessionTtlSeconds(): number {
  const value = Number(process.env.SANDBOX_SESSION_TTL_SECONDS);
  return Number.isFinite(value) && value > 0 ? value : SESSION_TTL_SECONDS;
}

export interface SandboxPluginOptions {
  /** The project folder (form schemas, regions, locales). */
  readonly root: string;
  /** The market the app is built for: its forms validate what the app submits. */
  readonly market: string;
}

/** Opens the database and adds the handler; the database is closed when that server closes. */
function mount(
  middlewares: Connect.Server,
  httpServer: Server | null | undefined,
  options: SandboxPluginOptions,
): void {
  const sandbox = createSandbox({
    dbFile: process.env.SANDBOX_DB ?? DEFAULT_DB_FILE,
    sessionTtlSeconds: sessionTtlSeconds(),
    loanTiming: loanTimingFromEnv(process.env),
    root: options.root,
    market: options.market,
  });
  // Added directly (not from a returned hook) so it runs before Vite's own middlewares and SPA fallback.
  middlewares.use((req, res, next) => sandbox.handle(req, res, () => next()));
  // The dev server restarts on config changes; each instance must release its own connection.
  httpServer?.once('close', () => sandbox.close());
}

export function sandboxPlugin(options: SandboxPluginOptions): Plugin {
  return {
    name: 'tz-loan-sandbox',
    configureServer(server) {
      mount(server.middlewares, server.httpServer as Server | null, options);
    },
    configurePreviewServer(server) {
      mount(server.middlewares, server.httpServer as Server, options);
    },
  };
}
