import { unlink } from 'node:fs/promises';
import { Inject, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import type { Request, Response } from 'express';
import type { Observable } from 'rxjs';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import type { ApiError } from '../web/api-error';
import { incomingUploadsDir } from './incoming-uploads';
import { uploadRejected } from './uploads.errors';

// multer ships without types here; this is the part we use.
interface MulterError extends Error {
  code: string;
  field?: string;
}
type Middleware = (request: Request, response: Response, next: (error?: unknown) => void) => void;
interface Multer {
  (options: { storage: unknown; limits: Record<string, number> }): { single(field: string): Middleware };
  diskStorage(options: object): unknown;
}
// eslint-disable-next-line @typescript-eslint/no-require-imports
const multer = require('multer') as Multer;

/**
 * Parses a multipart body with one optional image file (in `field`), streamed into a temporary file
 * in `{DATA_DIR}/incoming-uploads` (`file.path`; removed when the response ends, whatever the
 * handler did, and files a dead process left are swept at the next start: incoming-uploads.ts; not
 * the OS temporary folder, which may be memory). Not in memory: gathering
 * and copying a 10 MB body in JavaScript held the event loop for up to a second under load (issue
 * 14's uploads bench profile), while the file is written by libuv's threads and sharp reads it
 * there. Limits are enforced while the body streams in, so an oversize upload is cut off (multer
 * removes the partial file). JSON bodies pass through.
 */
export abstract class SingleImageUploadInterceptor implements NestInterceptor {
  // A property, so the subclasses' constructors stay as they are.
  @Inject(APP_CONFIG) private readonly config!: AppConfig;
  private parser: Middleware | undefined;

  protected constructor(
    private readonly field: string,
    private readonly maxBytes: number,
    private readonly tooLarge: (field: string) => ApiError,
  ) {}

  /** Made at first use: the injected config is there only after construction. */
  private get parse(): Middleware {
    this.parser ??= multer({
      storage: multer.diskStorage({ destination: incomingUploadsDir(this.config.dataDir) }),
      limits: { fileSize: this.maxBytes, files: 1, fields: 40, fieldSize: 16 * 1024, parts: 41 },
    }).single(this.field);
    return this.parser;
  }

  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    const http = context.switchToHttp();
    const request = http.getRequest<Request>();
    if (request.is('multipart/form-data')) {
      const response = http.getResponse<Response>();
      response.once('close', () => {
        const path = (request as Request & { file?: { path?: string } }).file?.path;
        if (path) void unlink(path).catch(() => undefined);
      });
      await new Promise<void>((resolve, reject) => {
        this.parse(request, response, (error?: unknown) => {
          if (!error) return resolve();
          const code = (error as MulterError).code;
          if (code === 'LIMIT_FILE_SIZE') return reject(this.tooLarge(this.field));
          if (code === 'LIMIT_UNEXPECTED_FILE')
            return reject(uploadRejected(`unexpected file field ${(error as MulterError).field ?? ''}`.trim()));
          reject(uploadRejected(code ?? 'malformed multipart body'));
        });
      });
    }
    return next.handle();
  }
}
