import type { ProjectionsHealth } from '@contracts/admin';
import { Controller, Get, Header } from '@nestjs/common';
import { Public, Roles } from '../../auth/auth.decorators';
import { ProjectionLag } from './projection-lag';

const STATE_VALUES = ['starting', 'passive', 'active', 'parked', 'error', 'stopped'] as const;

@Controller()
export class ProjectionsAdminController {
  constructor(private readonly lag: ProjectionLag) {}

  @Get('api/admin/projections')
  @Roles('staff', 'auditor')
  async list(): Promise<ProjectionsHealth> {
    return { results: await this.lag.report() };
  }

  /** Prometheus text format; public like a health check (no business data in it). */
  @Get('metrics')
  @Public()
  @Header('Content-Type', 'text/plain; version=0.0.4; charset=utf-8')
  async metrics(): Promise<string> {
    const report = await this.lag.report();
    const lines = [
      '# HELP projection_lag_events Events in the log not yet applied by the projection.',
      '# TYPE projection_lag_events gauge',
      ...report.map((p) => `projection_lag_events{projection="${p.name}"} ${p.lag.events}`),
      '# HELP projection_lag_ms Age in milliseconds of the oldest event not yet applied.',
      '# TYPE projection_lag_ms gauge',
      ...report.map((p) => `projection_lag_ms{projection="${p.name}"} ${p.lag.ms}`),
      '# HELP projection_events_processed_total Events applied by this instance since start.',
      '# TYPE projection_events_processed_total counter',
      ...report.map((p) => `projection_events_processed_total{projection="${p.name}"} ${p.processed}`),
      '# HELP projection_parked 1 while the projection is parked (its handler failed; the others go on).',
      '# TYPE projection_parked gauge',
      ...report.map(
        (p) => `projection_parked{projection="${p.name}",group="${p.group}"} ${p.state === 'parked' ? 1 : 0}`,
      ),
      '# HELP projection_runner_state 1 for the runner state of this instance.',
      '# TYPE projection_runner_state gauge',
      ...report.flatMap((p) =>
        STATE_VALUES.map(
          (s) => `projection_runner_state{projection="${p.name}",state="${s}"} ${p.state === s ? 1 : 0}`,
        ),
      ),
    ];
    return lines.join('\n') + '\n';
  }
}
