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
  (options: { storage: unknown; limits: Record<string, number> }): {
    single(field: string): Middleware;
    fields(fields: readonly ImageField[]): Middleware;
  };
  diskStorage(options: object): unknown;
}
// eslint-disable-next-line @typescript-eslint/no-require-imports
const multer = require('multer') as Multer;

/** A file field of a multipart body and how many images it may carry. */
export interface ImageField {
  readonly name: string;
  readonly maxCount: number;
}

/** Several image fields (e.g. 1-10 check-in photos): files land in `request.files[name]`. */
export interface MultiImageOptions {
  readonly fields: readonly ImageField[];
  /** The answer when a field carries more files than its maxCount. */
  readonly tooMany: (field: string) => ApiError;
}

type WithFiles = Request & { file?: { path?: string }; files?: Record<string, Array<{ path?: string }>> };

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
    private readonly multi?: MultiImageOptions,
  ) {}

  /** Made at first use: the injected config is there only after construction. */
  private get parse(): Middleware {
    const files = this.multi ? this.multi.fields.reduce((n, f) => n + f.maxCount, 0) + 1 : 1;
    const parser = multer({
      storage: multer.diskStorage({ destination: incomingUploadsDir(this.config.dataDir) }),
      limits: { fileSize: this.maxBytes, files, fields: 40, fieldSize: 16 * 1024, parts: 40 + files },
    });
    this.parser ??= this.multi ? parser.fields(this.multi.fields) : parser.single(this.field);
    return this.parser;
  }

  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    const http = context.switchToHttp();
    const request = http.getRequest<Request>();
    if (request.is('multipart/form-data')) {
      const response = http.getResponse<Response>();
      response.once('close', () => {
        const { file, files } = request as WithFiles;
        const paths = [file?.path, ...Object.values(files ?? {}).flatMap((list) => list.map((f) => f.path))];
        for (const path of paths) if (path) void unlink(path).catch(() => undefined);
      });
      await new Promise<void>((resolve, reject) => {
        this.parse(request, response, (error?: unknown) => {
          if (!error) return resolve();
          const code = (error as MulterError).code;
          const field = (error as MulterError).field ?? this.field;
          if (code === 'LIMIT_FILE_SIZE') return reject(this.tooLarge(field));
          // A known field over its count (multer says "unexpected" for both): too many images.
          if (this.multi && (code === 'LIMIT_FILE_COUNT' || code === 'LIMIT_UNEXPECTED_FILE')) {
            const known = this.multi.fields.find((f) => f.name === field);
            if (known || code === 'LIMIT_FILE_COUNT') return reject(this.multi.tooMany(known?.name ?? this.field));
          }
          if (code === 'LIMIT_UNEXPECTED_FILE')
            return reject(uploadRejected(`unexpected file field ${(error as MulterError).field ?? ''}`.trim()));
          reject(uploadRejected(code ?? 'malformed multipart body'));
        });
      });
    }
    return next.handle();
  }
}
