import { Controller, Get, HttpStatus, Res, ServiceUnavailableException } from '@nestjs/common';
import { HealthCheck, HealthCheckService, type HealthCheckResult } from '@nestjs/terminus';
import type { Response } from 'express';
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
  live(@Res({ passthrough: true }) response: Response): Promise<HealthCheckResult> {
    return answer(response, this.health.check([]));
  }

  /** Send traffic here? Not draining, database, migrations, dispatchers within their lag budget, job worker. */
  @Get('ready')
  @HealthCheck()
  ready(@Res({ passthrough: true }) response: Response): Promise<HealthCheckResult> {
    return answer(
      response,
      this.health.check([
        () => this.indicators.notDraining(),
        () => this.indicators.database(),
        () => this.indicators.migrations(),
        () => this.indicators.dispatchers(),
        () => this.indicators.jobWorker(),
      ]),
    );
  }
}

/** Terminus throws its 503 with the report as the body; the probe answers that report, not an error code. */
async function answer(response: Response, check: Promise<HealthCheckResult>): Promise<HealthCheckResult> {
  try {
    return await check;
  } catch (error) {
    if (!(error instanceof ServiceUnavailableException)) throw error;
    response.status(HttpStatus.SERVICE_UNAVAILABLE);
    return error.getResponse() as HealthCheckResult;
  }
}
