import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { DataSource } from 'typeorm';
import { AppModule } from './app.module';
import type { AppConfig } from './platform/config/app-config';
import { ApiExceptionFilter } from './platform/web/api-exception.filter';
import { createValidationPipe } from './platform/web/validation.pipe';
import { useInputGuards } from './platform/web/input-guard';
import { JsonLogger } from './platform/logging/json-logger';
import { setUpOpenApi } from './platform/openapi/openapi.setup';

/** Builds the Nest application on an already-migrated database; used by main.ts and the e2e suites. */
export async function createApp(
  config: AppConfig,
  dataSource: DataSource,
  databaseUrl: string,
  logger = new JsonLogger(config.logLevel),
): Promise<NestExpressApplication> {
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot(config, dataSource, databaseUrl), {
    logger,
    // Our own parsers with the input guards around them (src/platform/web/input-guard.ts).
    bodyParser: false,
  });
  app.useGlobalFilters(new ApiExceptionFilter());
  useInputGuards(app);
  app.useGlobalPipes(createValidationPipe());
  setUpOpenApi(app);
  return app;
}
