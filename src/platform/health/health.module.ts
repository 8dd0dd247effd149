import { Module } from '@nestjs/common';
import { TerminusModule } from '@nestjs/terminus';
import { ProjectionsModule } from '../projections/projections.module';
import { Draining, LifecycleModule } from '../lifecycle/draining';
import { DRAINING_SIGNAL } from './readiness-signals';
import { HealthController } from './health.controller';
import { HealthProbesController } from './health-probes.controller';
import { ReadinessIndicators } from './readiness.indicators';

@Module({
  imports: [TerminusModule.forRoot({ logger: false }), ProjectionsModule, LifecycleModule],
  controllers: [HealthController, HealthProbesController],
  providers: [
    ReadinessIndicators,
    { provide: DRAINING_SIGNAL, useFactory: (d: Draining) => ({ isDraining: () => d.active }), inject: [Draining] },
  ],
})
export class HealthModule {}
