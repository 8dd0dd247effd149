import { type DynamicModule, Module } from '@nestjs/common';
import { LoggerModule } from 'nestjs-pino';
import type { DestinationStream } from 'pino';
import { pinoHttpOptions, type LogLevel } from './pino-options';

/**
 * Logs through pino (nestjs-pino): Nest's own logger, every `new Logger(context)` of the code and
 * one line per request share one JSON format with trace and request ids, at LOG_LEVEL, redacted.
 * `stream` replaces stdout (tests read the lines).
 */
@Module({})
export class LoggingModule {
  static forRoot(level: LogLevel, stream?: DestinationStream): DynamicModule {
    return {
      module: LoggingModule,
      imports: [LoggerModule.forRoot({ pinoHttp: pinoHttpOptions(level, stream) })],
      exports: [LoggerModule],
    };
  }
}
