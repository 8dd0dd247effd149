import { type DynamicModule, Module } from '@nestjs/common';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { LoggerModule } from 'nestjs-pino';
import { storage, Store } from 'nestjs-pino/storage';
import pino, { type DestinationStream, type Logger } from 'pino';
import { pinoHttp } from 'pino-http';
import { pinoHttpOptions, pinoOptions, type LogLevel } from './pino-options';

/** The Express middleware of the request log; createApp installs it ahead of every route. */
export const REQUEST_LOGGING = Symbol('REQUEST_LOGGING');

/**
 * Logs through pino (nestjs-pino): Nest's own logger, every `new Logger(context)` of the code and
 * one line per request share one JSON format with trace and request ids, at LOG_LEVEL, redacted.
 * `stream` replaces stdout (tests read the lines). The request middleware (pino-http, then
 * nestjs-pino's request-scoped store) is plain Express middleware installed by createApp: as a
 * Nest middleware for every route it would be an `all('{*path}')` route that marks unmatched
 * requests as matched.
 */
@Module({})
export class LoggingModule {
  static forRoot(level: LogLevel, stream?: DestinationStream): DynamicModule {
    const logger: Logger = stream ? pino(pinoOptions(level), stream) : pino(pinoOptions(level));
    const http = pinoHttp({ ...pinoHttpOptions(level), logger });
    const requestLogging: RequestHandler = (req: Request, res: Response, next: NextFunction) =>
      http(req, res, () => storage.run(new Store(req.log), next));
    return {
      module: LoggingModule,
      global: true,
      imports: [LoggerModule.forRoot({ pinoHttp: { logger }, useExisting: true, forRoutes: [] })],
      providers: [{ provide: REQUEST_LOGGING, useValue: requestLogging }],
      exports: [LoggerModule, REQUEST_LOGGING],
    };
  }
}
