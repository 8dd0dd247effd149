import { randomUUID } from 'node:crypto';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { storage, Store } from 'nestjs-pino/storage';
import type { Logger } from 'pino';
import { scrubUrl } from './redact';

export const REQUEST_ID_HEADER = 'x-request-id';

/** The client's X-Request-Id when it is sane, else a new one; answered in the X-Request-Id header. */
function requestIdOf(req: Request, res: Response): string {
  const header = req.headers[REQUEST_ID_HEADER];
  const id = typeof header === 'string' && /^[A-Za-z0-9._:-]{1,100}$/.test(header) ? header : randomUUID();
  res.setHeader('X-Request-Id', id);
  return id;
}

/**
 * nestjs-pino's request store (what `PinoLogger` reads for every line logged while serving the
 * request), whose child logger is made the first time it is asked for: at LOG_LEVEL=warn most
 * requests log nothing, and a pino child (its bindings serialised) per request was about 3 % of a
 * cheap request's CPU. `PinoLogger.assign` replaces the logger, as on nestjs-pino's own store.
 */
class LazyRequestStore implements Pick<Store, 'logger' | 'responseLogger'> {
  readonly responseLogger = undefined;
  private child: Logger | undefined;

  constructor(private readonly make: () => Logger) {}

  get logger(): Logger {
    return (this.child ??= this.make());
  }

  set logger(logger: Logger) {
    this.child = logger;
  }
}

/**
 * One JSON line per request: method, scrubbed URL, status, duration, request id (X-Request-Id, kept
 * from the client when sane) and trace id. No headers or bodies are logged; 5xx (but 503) are errors,
 * 4xx warnings, the rest info. Lines the code logs while serving the request carry the same `req`
 * (nestjs-pino's request store).
 *
 * Not pino-http: it built a child logger per request from the whole request (headers copied, the
 * query parsed) whatever the level, and the line's message even when the level drops it. Here the
 * child holds three short fields and is made only when a line of the request is written (the URL
 * scrubbed then too); the request's own line is built only when its level is on.
 */
export function requestLogging(logger: Logger): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    const started = Date.now();
    const id = requestIdOf(req, res);
    const method = req.method;
    const rawUrl = req.originalUrl ?? req.url;
    let url: string | undefined;
    const scrubbedUrl = () => (url ??= scrubUrl(rawUrl));
    // The request's own line goes through this child even after an `assign` replaced the store's.
    let log: Logger | undefined;
    const requestLog = () => (log ??= logger.child({ req: { id, method, url: scrubbedUrl() } }));
    const store = new LazyRequestStore(requestLog);
    req.id = id;
    let logged = false;
    const finished = () => {
      if (logged) return;
      logged = true;
      res.removeListener('finish', finished);
      res.removeListener('close', finished);
      const status = res.statusCode;
      const level = status >= 500 && status !== 503 ? 'error' : status >= 400 ? 'warn' : 'info';
      if (!logger.isLevelEnabled(level)) return;
      requestLog()[level](
        { res: { statusCode: status }, responseTime: Date.now() - started },
        `${method} ${scrubbedUrl()} ${status}`,
      );
    };
    res.on('finish', finished);
    res.on('close', finished);
    storage.run(store, next);
  };
}
