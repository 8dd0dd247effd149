import type { NestExpressApplication } from '@nestjs/platform-express';
import type { Application, NextFunction, Request, Response } from 'express';

/** Methods whose answer a cache may keep and revalidate with If-None-Match (Express answers 304 to these only). */
const READS = new Set(['GET', 'HEAD']);

/**
 * Express gives every answer `res.send` writes an ETag: a SHA-1 of the whole body. On a GET it lets
 * the browser revalidate (If-None-Match → 304), so reads keep it, unchanged. An answer to POST, PUT,
 * PATCH or DELETE is neither stored by a cache nor revalidated, Express's freshness check skips
 * those methods, and no client of ours reads the tag (a confirm's If-Match names the quote
 * revision, not this hash): hashing each command's answer was CPU spent for nothing.
 * Those answers are sent through a view of the app whose `etag fn` is unset; every other setting
 * (JSON spaces, replacer, escape, `etag` itself for files) is the app's, read through.
 */
export function etagsOnReadsOnly(app: NestExpressApplication): void {
  const express = app.getHttpAdapter().getInstance() as Application;
  const settings = Object.create(express.settings as object) as Record<string, unknown>;
  settings['etag fn'] = undefined;
  const withoutEtag = Object.create(express as object, { settings: { value: settings } }) as Application;
  app.use((req: Request, res: Response, next: NextFunction) => {
    if (!READS.has(req.method)) res.app = withoutEtag;
    next();
  });
}
