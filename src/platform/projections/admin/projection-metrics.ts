import { Injectable, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import {
  onScrape,
  projectionEventsProcessed,
  projectionLagEvents,
  projectionLagMs,
  projectionLagSeconds,
  projectionParked,
  projectionRunnerState,
} from '../../observability/metrics';
import { ProjectionLag } from './projection-lag';

const STATE_VALUES = ['starting', 'passive', 'active', 'parked', 'error', 'stopped'] as const;

/** Lag, progress and state of every read model and reaction on `/metrics`, read at scrape time. */
@Injectable()
export class ProjectionMetrics implements OnModuleInit, OnModuleDestroy {
  private unregister: (() => void) | null = null;

  constructor(private readonly lag: ProjectionLag) {}

  onModuleInit(): void {
    this.unregister = onScrape(() => this.scrape());
  }

  onModuleDestroy(): void {
    this.unregister?.();
  }

  private async scrape(): Promise<void> {
    const report = await this.lag.report();
    for (const gauge of [
      projectionLagEvents,
      projectionLagMs,
      projectionLagSeconds,
      projectionEventsProcessed,
      projectionParked,
      projectionRunnerState,
    ])
      gauge.reset();
    for (const p of report) {
      projectionLagEvents.set({ projection: p.name }, p.lag.events);
      projectionLagMs.set({ projection: p.name }, p.lag.ms);
      projectionLagSeconds.set({ projection: p.name, group: p.group }, p.lag.ms / 1000);
      projectionEventsProcessed.set({ projection: p.name }, p.processed);
      projectionParked.set({ projection: p.name, group: p.group }, p.state === 'parked' ? 1 : 0);
      for (const s of STATE_VALUES) projectionRunnerState.set({ projection: p.name, state: s }, p.state === s ? 1 : 0);
    }
  }
}
