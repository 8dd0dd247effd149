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
 * One JSON line per request: method, scrubbed URL, status, duration, request id (X-Request-Id, kept
 * from the client when sane) and trace id. No headers or bodies are logged; 5xx (but 503) are errors,
 * 4xx warnings, the rest info. Lines the code logs while serving the request carry the same `req`
 * (nestjs-pino's request store).
 *
 * Not pino-http: it built a child logger per request from the whole request (headers copied, the
 * query parsed) whatever the level, and the line's message even when the level drops it. Here the
 * child holds three short fields, and the line is only built when it will be written.
 */
export function requestLogging(logger: Logger): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    const started = Date.now();
    const id = requestIdOf(req, res);
    const method = req.method;
    const url = scrubUrl(req.originalUrl ?? req.url);
    const log = logger.child({ req: { id, method, url } });
    req.id = id;
    req.log = log;
    let logged = false;
    const finished = () => {
      if (logged) return;
      logged = true;
      res.removeListener('finish', finished);
      res.removeListener('close', finished);
      const status = res.statusCode;
      const level = status >= 500 && status !== 503 ? 'error' : status >= 400 ? 'warn' : 'info';
      if (!log.isLevelEnabled(level)) return;
      log[level]({ res: { statusCode: status }, responseTime: Date.now() - started }, `${method} ${url} ${status}`);
    };
    res.on('finish', finished);
    res.on('close', finished);
    storage.run(new Store(log), next);
  };
}
