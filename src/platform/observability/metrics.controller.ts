import { Controller, Get, Header } from '@nestjs/common';
import { Public } from '../auth/auth.decorators';
import { metricsRegistry, scrapeMetrics } from './metrics';

@Controller()
export class MetricsController {
  /** Prometheus text format (prom-client); public like a health check (no business data in it). */
  @Get('metrics')
  @Public()
  @Header('Content-Type', metricsRegistry.contentType)
  metrics(): Promise<string> {
    return scrapeMetrics();
  }
}
