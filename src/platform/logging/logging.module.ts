import { type DynamicModule, Module } from '@nestjs/common';
import { LoggerModule } from 'nestjs-pino';
import pino, { type DestinationStream, type Logger } from 'pino';
import { pinoOptions, type LogLevel } from './pino-options';
import { requestLogging } from './request-logging';

/** The Express middleware of the request log; createApp installs it ahead of every route. */
export const REQUEST_LOGGING = Symbol('REQUEST_LOGGING');

/**
 * Logs through pino (nestjs-pino): Nest's own logger, every `new Logger(context)` of the code and
 * one line per request share one JSON format with trace and request ids, at LOG_LEVEL, redacted.
 * `stream` replaces stdout (tests read the lines). The request middleware (request-logging.ts,
 * with nestjs-pino's request-scoped store) is plain Express middleware installed by createApp: as a
 * Nest middleware for every route it would be an `all('{*path}')` route that marks unmatched
 * requests as matched.
 */
@Module({})
export class LoggingModule {
  static forRoot(level: LogLevel, stream?: DestinationStream): DynamicModule {
    const logger: Logger = stream ? pino(pinoOptions(level), stream) : pino(pinoOptions(level));
    return {
      module: LoggingModule,
      global: true,
      imports: [LoggerModule.forRoot({ pinoHttp: { logger }, useExisting: true, forRoutes: [] })],
      providers: [{ provide: REQUEST_LOGGING, useValue: requestLogging(logger) }],
      exports: [LoggerModule, REQUEST_LOGGING],
    };
  }
}
