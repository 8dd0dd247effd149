import 'reflect-metadata';
import type { DynamicModule, NestApplicationOptions } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { Logger } from 'nestjs-pino';
import type { DestinationStream } from 'pino';
import type { NextFunction, Request, Response } from 'express';
import type { DataSource } from 'typeorm';
import type { RequestHandler } from 'express';
import { AppModule } from './app.module';
import type { AppConfig } from './platform/config/app-config';
import { DatabaseAvailability } from './platform/database/database-availability';
import { Draining } from './platform/lifecycle/draining';
import { ApiExceptionFilter } from './platform/web/api-exception.filter';
import { corsOptions } from './platform/web/cross-origin';
import { originOf, securityHeaders } from './platform/web/security-headers';
import { serviceUnavailable } from './platform/web/service-unavailable';
import { jsonCompression } from './platform/web/json-compression';
import { etagsOnReadsOnly } from './platform/web/read-etags';
import { createValidationPipe } from './platform/web/validation.pipe';
import { useInputGuards } from './platform/web/input-guard';
import { answerClientErrorsAsJson } from './platform/web/client-errors';
import { setUpOpenApi } from './platform/openapi/openapi.setup';
import { httpObservability } from './platform/observability/http-observability';
import { requestTrace } from './platform/observability/request-trace';
import { requestsNeedTraceMiddleware } from './platform/observability/tracing';
import { clientReportBodyParser } from './operations/client-reports/client-report-body';
import { REQUEST_LOGGING } from './platform/logging/logging.module';
import { LocalCardProvider, providerComponentOrigins } from './around-batch/payments';

export interface CreateAppOptions {
  /** Where the JSON log lines go instead of stdout (tests read them). */
  logStream?: DestinationStream;
}

/** Builds the Nest application on an already-migrated database (main.ts; the test kit builds the same through Nest's testing module). */
export async function createApp(
  config: AppConfig,
  dataSource: DataSource,
  databaseUrl: string,
  options: CreateAppOptions = {},
): Promise<NestExpressApplication> {
  const app = await NestFactory.create<NestExpressApplication>(
    appModule(config, dataSource, databaseUrl, options),
    APPLICATION_OPTIONS,
  );
  return configureApp(app, config);
}

/** The application's root module, for `NestFactory` here and for Nest's testing module in the test kit. */
export function appModule(
  config: AppConfig,
  dataSource: DataSource,
  databaseUrl: string,
  options: CreateAppOptions = {},
): DynamicModule {
  return AppModule.forRoot(config, dataSource, databaseUrl, { logStream: options.logStream });
}

/** Our own parsers with the input guards around them (src/platform/web/input-guard.ts). */
export const APPLICATION_OPTIONS: NestApplicationOptions = { bufferLogs: true, bodyParser: false };

/**
 * Everything around the routes (logging, security headers, gates, parsers, filters, pipes, OpenAPI),
 * on an application built from `appModule` with `APPLICATION_OPTIONS`.
 */
export function configureApp(app: NestExpressApplication, config: AppConfig): NestExpressApplication {
  app.useLogger(app.get(Logger));
  // Requests Node's parser refuses (a request line or headers over 16 KB) answer JSON too.
  answerClientErrorsAsJson(app.getHttpServer());
  // Behind a proxy, req.ip (the rate limits' key) is the client's only when the proxy is trusted (TRUST_PROXY).
  app.set('trust proxy', config.trustProxy);
  // Helmet removes the header Express would set on every answer (security-headers.ts): not set at all.
  app.disable('x-powered-by');
  etagsOnReadsOnly(app);
  // Ahead of every route and of the body parsers: the request's trace (unless the HTTP
  // instrumentation starts it), trace headers, request duration, the request log line.
  if (requestsNeedTraceMiddleware()) app.use(requestTrace());
  app.use(httpObservability);
  app.use(app.get<RequestHandler>(REQUEST_LOGGING));
  // Split hosts: the configured origins only (CORS_ORIGINS), ahead of any answer (a 503 must be readable too).
  if (config.corsOrigins.length > 0) app.enableCors(corsOptions(config.corsOrigins));
  // Fixed once the app is built (the simulator's port is chosen before): looked up once, not per response.
  let frameSources: string[] | undefined;
  app.use(
    securityHeaders({
      production: config.nodeEnv === 'production',
      frameSources: () => (frameSources ??= cardFrameSources(app, config)),
      connectSources: () => cardComponent(config).connect,
      crossOriginResources: config.corsOrigins.length > 0,
    }),
  );
  // The API's JSON answers, compressed when worth it (the static apps are precompressed at build time).
  app.use(jsonCompression);
  const availability = app.get(DatabaseAvailability);
  const draining = app.get(Draining);
  app.use(availabilityGate(availability, draining));
  // A client report's larger body.
  const [clientReportsPath, clientReportJson] = clientReportBodyParser(config);
  app.use(clientReportsPath, clientReportJson);
  app.useGlobalFilters(new ApiExceptionFilter((exception) => availability.report(exception)));
  useInputGuards(app, { deepBodyPaths: [clientReportsPath] });
  app.useGlobalPipes(createValidationPipe());
  setUpOpenApi(app);
  return app;
}

/**
 * Counts requests in flight (the drain waits for them) and answers 503 SERVICE_UNAVAILABLE with
 * Retry-After at once: every request while the server stops (with `Connection: close`), and API
 * requests while the database is known to be unreachable (instead of waiting on a dead pool).
 * `/health` answers for itself (not ready).
 */
function availabilityGate(availability: DatabaseAvailability, draining: Draining) {
  return (req: Request, res: Response, next: NextFunction) => {
    const path = req.originalUrl.split('?')[0];
    if (path !== '/health' && !path.startsWith('/health/')) {
      if (draining.active) {
        res.setHeader('Connection', 'close');
        return serviceUnavailable(res);
      }
      if (!availability.available && path.startsWith('/api')) return serviceUnavailable(res);
    }
    draining.requestStarted();
    res.once('close', () => draining.requestEnded());
    next();
  };
}

/** The provider's web component's hosts, when the pay dialog mounts it instead of the card fields page. */
function cardComponent(config: AppConfig): { frames: string[]; connect: string[] } {
  const { cardEntry, environment } = config.payments;
  return cardEntry === 'provider_component' ? providerComponentOrigins(environment) : { frames: [], connect: [] };
}

/** The card provider's secure fields (its page, or its web component's frames): the one foreign frame the pay page needs. */
function cardFrameSources(app: NestExpressApplication, config: AppConfig): string[] {
  const configured = [
    ...originOf(config.payments.cardFieldsUrl),
    ...originOf(config.payments.providerUrl),
    ...cardComponent(config).frames,
  ];
  if (configured.length > 0) return configured;
  try {
    return originOf(app.get(LocalCardProvider, { strict: false }).publicUrl);
  } catch {
    return [];
  }
}
