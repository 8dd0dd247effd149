import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { Logger } from 'nestjs-pino';
import type { DestinationStream } from 'pino';
import type { DataSource } from 'typeorm';
import type { RequestHandler } from 'express';
import { AppModule } from './app.module';
import type { AppConfig } from './platform/config/app-config';
import { ApiExceptionFilter } from './platform/web/api-exception.filter';
import { createValidationPipe } from './platform/web/validation.pipe';
import { useInputGuards } from './platform/web/input-guard';
import { setUpOpenApi } from './platform/openapi/openapi.setup';
import { httpObservability } from './platform/observability/http-observability';
import { clientReportBodyParser } from './operations/client-reports/client-report-body';
import { REQUEST_LOGGING } from './platform/logging/logging.module';

export interface CreateAppOptions {
  /** Where the JSON log lines go instead of stdout (tests read them). */
  logStream?: DestinationStream;
}

/** Builds the Nest application on an already-migrated database; used by main.ts and the e2e suites. */
export async function createApp(
  config: AppConfig,
  dataSource: DataSource,
  databaseUrl: string,
  options: CreateAppOptions = {},
): Promise<NestExpressApplication> {
  const app = await NestFactory.create<NestExpressApplication>(
    AppModule.forRoot(config, dataSource, databaseUrl, { logStream: options.logStream }),
    // Our own parsers with the input guards around them (src/platform/web/input-guard.ts).
    { bufferLogs: true, bodyParser: false },
  );
  app.useLogger(app.get(Logger));
  // Ahead of every route and of the body parsers: trace headers, request duration, the request log line;
  // a client report's larger body.
  app.use(httpObservability);
  app.use(app.get<RequestHandler>(REQUEST_LOGGING));
  const [clientReportsPath, clientReportJson] = clientReportBodyParser(config);
  app.use(clientReportsPath, clientReportJson);
  app.useGlobalFilters(new ApiExceptionFilter());
  useInputGuards(app, { deepBodyPaths: [clientReportsPath] });
  app.useGlobalPipes(createValidationPipe());
  setUpOpenApi(app);
  return app;
}
