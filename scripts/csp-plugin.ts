/**
 * The Content-Security-Policy of the built app (issue 7). The WebView loads the app's files, so the policy
 * travels inside index.html as a `<meta http-equiv>`; `npm run serve` (Vite preview, and the end-to-end
 * tests) also sends it as a header with the directives a meta policy cannot carry (`frame-ancestors`) and
 * the other security headers. The dev server (`npm start`) has none: React's fast refresh needs inline code.
 */
import type { Plugin } from 'vite';

/** The policy's directives; `connect-src` adds the API origin when the API is elsewhere. */
export function cspDirectives(apiOrigin = ''): string[] {
  const connect = ["'self'", ...(apiOrigin ? [new URL(apiOrigin).origin] : [])].join(' ');
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self'",
    "img-src 'self' blob:",
    `connect-src ${connect}`,
    "object-src 'none'",
    "base-uri 'self'",
  ];
}

/** Headers `npm run serve` sends with every answer. */
export function securityHeaders(apiOrigin = ''): Record<string, string> {
  return {
    'Content-Security-Policy': [...cspDirectives(apiOrigin), "frame-ancestors 'none'"].join('; '),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'no-referrer',
  };
}

export function cspPlugin({ apiOrigin = '' }: { apiOrigin?: string } = {}): Plugin {
  return {
    name: 'tz-loan-csp',
    // The build writes the meta tag; preview (`npm run serve`) sends the headers. Not the dev server.
    apply: (_config, env) => env.command === 'build' || env.isPreview === true,
    transformIndexHtml: {
      order: 'post',
      handler: () => [
        {
          tag: 'meta',
          attrs: { 'http-equiv': 'Content-Security-Policy', content: cspDirectives(apiOrigin).join('; ') },
          injectTo: 'head-prepend',
        },
      ],
    },
    configurePreviewServer(server) {
      const headers = securityHeaders(apiOrigin);
      server.middlewares.use((_req, res, next) => {
        for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
        next();
      });
    },
  };
}
