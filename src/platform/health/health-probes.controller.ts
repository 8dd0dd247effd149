import { Controller, Get } from '@nestjs/common';
import { HealthCheck, HealthCheckService, type HealthCheckResult } from '@nestjs/terminus';
import { Public } from '../auth/auth.decorators';
import { ReadinessIndicators } from './readiness.indicators';

/** Kubernetes-style probes (@nestjs/terminus); `/health` (health.controller.ts) keeps its report. */
@Public()
@Controller('health')
export class HealthProbesController {
  constructor(
    private readonly health: HealthCheckService,
    private readonly indicators: ReadinessIndicators,
  ) {}

  /** The process answers: restart it when this fails. No dependency is checked here. */
  @Get('live')
  @HealthCheck()
  live(): Promise<HealthCheckResult> {
    return this.health.check([]);
  }

  /** Send traffic here? Database, migrations, dispatchers within their lag budget, job worker, not draining. */
  @Get('ready')
  @HealthCheck()
  ready(): Promise<HealthCheckResult> {
    return this.health.check([
      () => this.indicators.notDraining(),
      () => this.indicators.database(),
      () => this.indicators.migrations(),
      () => this.indicators.dispatchers(),
      () => this.indicators.jobWorker(),
    ]);
  }
}
