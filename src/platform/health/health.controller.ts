import type { HealthReport } from '@contracts/health';
import { Controller, Get, HttpStatus, Res } from '@nestjs/common';
import type { Response } from 'express';
import { DataSource } from 'typeorm';
import { Public } from '../auth/auth.decorators';
import { DatabaseAvailability } from '../database/database-availability';
import { Draining } from '../lifecycle/draining';

@Public()
@Controller('health')
export class HealthController {
  constructor(
    private readonly dataSource: DataSource,
    private readonly availability: DatabaseAvailability,
    private readonly draining: Draining,
  ) {}

  @Get()
  async check(@Res({ passthrough: true }) response: Response): Promise<HealthReport> {
    const started = process.hrtime.bigint();
    const uptimeSeconds = Math.round(process.uptime());
    try {
      const rows: Array<{ version: string }> = await this.dataSource.query(
        "SELECT current_setting('server_version') AS version",
      );
      const latencyMs = Number(process.hrtime.bigint() - started) / 1e6;
      // Stopping (SIGTERM): not ready, so the load balancer sends no new traffic while requests drain.
      if (this.draining.active) response.status(HttpStatus.SERVICE_UNAVAILABLE);
      return {
        ...(this.draining.active ? { draining: true as const } : {}),
        status: this.draining.active ? 'degraded' : 'ok',
        database: { status: 'up', latencyMs: Math.round(latencyMs * 100) / 100, version: rows[0]?.version },
        uptimeSeconds,
      };
    } catch (error) {
      // A load balancer must see the instance as unhealthy, so this is a 503, not a 200.
      response.status(HttpStatus.SERVICE_UNAVAILABLE);
      this.availability.report(error);
      return { status: 'degraded', database: { status: 'down', error: (error as Error).message }, uptimeSeconds };
    }
  }
}
