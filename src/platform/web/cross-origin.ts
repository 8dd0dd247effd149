import type { CorsOptions } from '@nestjs/common/interfaces/external/cors-options.interface';

/**
 * Split deployments: the customer app may be served from another origin than
 * the API (HOME_PAGE_HOST vs API_HOST). Browsers then need CORS, for exactly the origins configured
 * in CORS_ORIGINS; by default none, so only the API's own origin works (no CORS header is sent at
 * all). Sessions are bearer tokens, never cookies, so credentials are not allowed.
 */
export function corsOptions(origins: readonly string[]): CorsOptions {
  return {
    origin: (origin, done) => done(null, origin !== undefined && origins.includes(origin)),
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    allowedHeaders: [
      'Authorization',
      'Content-Type',
      'Accept-Language',
      'If-Match',
      'X-Event-Position',
      'X-After-Position',
      'X-Request-Id',
      'traceparent',
    ],
    // What the apps read from answers: the retry wait, quote revisions, trace and request ids.
    exposedHeaders: ['Retry-After', 'ETag', 'X-Request-Id', 'X-Trace-Id'],
    credentials: false,
    maxAge: 600,
  };
}

/**
 * Whether a WebSocket handshake (Socket.IO, the ws chat) may come from this page. Browsers do not
 * apply CORS to WebSockets, so the server checks `Origin` itself (cross-site WebSocket hijacking):
 * no Origin (not a browser), the API's own host, or a configured origin.
 */
export function originAllowed(
  origins: readonly string[],
  origin: string | undefined,
  host: string | undefined,
): boolean {
  if (origin === undefined || origin === '') return true;
  if (origins.includes(origin)) return true;
  try {
    // The host alone: behind a TLS-terminating proxy the page is https while this server sees http.
    return host !== undefined && new URL(origin).host === host;
  } catch {
    return false;
  }
}
