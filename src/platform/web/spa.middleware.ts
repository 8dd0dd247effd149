import { Logger, type NestMiddleware } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import { existsSync, statSync } from 'node:fs';
import { extname, join, normalize, sep } from 'node:path';
import { acceptedEncodings } from './accept-encoding';

/**
 * Paths owned by the server: never answered with the app, so their 404s stay JSON
 * `{ code, message, params }` (DESIGN §6) and other front ends keep their prefix.
 */
const SERVER_PREFIXES = ['/api', '/health', '/admin', '/socket.io', '/docs', '/metrics'];

const ownedByServer = (path: string) => SERVER_PREFIXES.some((p) => path === p || path.startsWith(`${p}/`));

/**
 * Serves a built single-page app: real files as they are, any other page path → index.html.
 * Without a prefix it is the customer app at the root (leaving the server's prefixes alone); with
 * one (`/admin`) it serves only paths under that prefix, relative to its own build folder.
 */
export class SpaMiddleware implements NestMiddleware {
  private readonly logger = new Logger('Web');
  private readonly index: string;
  private warned = false;

  constructor(
    private readonly root: string,
    private readonly prefix = '',
  ) {
    this.index = join(root, 'index.html');
  }

  use(req: Request, res: Response, next: NextFunction): void {
    // req.path is relative to where Nest mounted the middleware; originalUrl is the real path.
    const fullPath = req.originalUrl.split('?')[0];
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    let path = fullPath;
    if (this.prefix) {
      if (fullPath !== this.prefix && !fullPath.startsWith(`${this.prefix}/`)) return next();
      path = fullPath.slice(this.prefix.length) || '/';
    } else if (ownedByServer(fullPath)) {
      return next();
    }
    if (!existsSync(this.index)) {
      if (!this.warned) this.logger.warn(`web app not built (${this.index} missing): run npm run build:web`);
      this.warned = true;
      return next();
    }
    const file = this.fileFor(path);
    if (file) {
      // Vite fingerprints everything under /assets, so those can be cached for good.
      const immutable = path.startsWith('/assets/');
      this.send(req, res, file, { maxAge: immutable ? '365d' : 0, immutable, dotfiles: 'deny' });
      return;
    }
    // A missing asset is a real 404; only page paths fall back to the app's router.
    if (path.startsWith('/assets/')) return next();
    res.setHeader('Cache-Control', 'no-cache');
    this.send(req, res, this.index, {});
  }

  /**
   * Sends the build's precompressed copy (`.br`, else `.gz`, written by console/build/precompress.ts)
   * when the browser accepts it, with the original's type, `Content-Encoding` and `Vary`; else the file.
   */
  private send(req: Request, res: Response, file: string, options: Parameters<Response['sendFile']>[1]): void {
    res.vary('Accept-Encoding');
    for (const encoding of acceptedEncodings(req.headers['accept-encoding'])) {
      const compressed = `${file}.${encoding === 'br' ? 'br' : 'gz'}`;
      if (!this.isFile(compressed)) continue;
      // send() keeps a Content-Type already set, so the type is the original's, not `.br`'s.
      res.type(extname(file) || 'html');
      res.setHeader('Content-Encoding', encoding);
      res.sendFile(compressed, options);
      return;
    }
    res.sendFile(file, options);
  }

  private isFile(path: string): boolean {
    try {
      return statSync(path).isFile();
    } catch {
      return false;
    }
  }

  private fileFor(path: string): string | undefined {
    let decoded: string;
    try {
      decoded = decodeURIComponent(path);
    } catch {
      return undefined;
    }
    const candidate = normalize(join(this.root, decoded));
    if (candidate !== this.root && !candidate.startsWith(this.root + sep)) return undefined;
    return this.isFile(candidate) ? candidate : undefined;
  }
}
