import { Module } from '@nestjs/common';
import { MetricsController } from './metrics.controller';

/** `GET /metrics`. Tracing starts before Nest (register-tracing.ts); the HTTP middleware is set up by createApp. */
@Module({ controllers: [MetricsController] })
export class ObservabilityModule {}
