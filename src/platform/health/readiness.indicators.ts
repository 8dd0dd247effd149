import { Inject, Injectable, Optional } from '@nestjs/common';
import { HealthIndicatorService, type HealthIndicatorResult } from '@nestjs/terminus';
import { DataSource } from 'typeorm';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { JobWorker } from '../jobs/job-worker';
import { ProjectionLag } from '../projections/admin/projection-lag';
import { DRAINING_SIGNAL, type DrainingSignal } from './readiness-signals';

/** The indicators of `/health/ready` (@nestjs/terminus), one fact each. */
@Injectable()
export class ReadinessIndicators {
  constructor(
    private readonly health: HealthIndicatorService,
    private readonly dataSource: DataSource,
    private readonly lag: ProjectionLag,
    private readonly jobs: JobWorker,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Optional() @Inject(DRAINING_SIGNAL) private readonly draining?: DrainingSignal,
  ) {}

  /** PostgreSQL answers (2 s at most). */
  database(): PromiseLike<HealthIndicatorResult<'database'>> {
    return this.health
      .check('database')
      .attempt(async () => {
        await this.dataSource.query('SELECT 1');
      })
      .withTimeout(2000);
  }

  /** Every migration this build knows is applied. */
  async migrations(): Promise<HealthIndicatorResult<'migrations'>> {
    const check = this.health.check('migrations');
    try {
      const pending = await this.dataSource.showMigrations();
      return pending ? check.down({ message: 'migrations pending' }) : check.up();
    } catch (error) {
      return check.down({ message: error instanceof Error ? error.message : String(error) });
    }
  }

  /** No read model or reaction parked or further behind than HEALTH_MAX_LAG_MS. */
  async dispatchers(): Promise<HealthIndicatorResult<'dispatchers'>> {
    const check = this.health.check('dispatchers');
    const budgetMs = this.config.healthMaxLagMs;
    try {
      const report = await this.lag.report();
      const behind = report.filter((p) => p.state === 'parked' || p.lag.ms > budgetMs).map((p) => p.name);
      const worstMs = Math.max(0, ...report.map((p) => p.lag.ms));
      return behind.length > 0 ? check.down({ behind, worstMs, budgetMs }) : check.up({ worstMs, budgetMs });
    } catch (error) {
      return check.down({ message: error instanceof Error ? error.message : String(error) });
    }
  }

  /** The job worker's loops run. */
  jobWorker(): HealthIndicatorResult<'jobWorker'> {
    const check = this.health.check('jobWorker');
    return this.jobs.alive() ? check.up() : check.down({ message: 'job worker stopped' });
  }

  /** Not draining (SIGTERM received): a load balancer stops sending new work. */
  notDraining(): HealthIndicatorResult<'draining'> {
    const check = this.health.check('draining');
    return this.draining?.isDraining() ? check.down({ message: 'draining' }) : check.up();
  }
}
