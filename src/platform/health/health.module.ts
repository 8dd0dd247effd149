import { Module } from '@nestjs/common';
import { TerminusModule } from '@nestjs/terminus';
import { ProjectionsModule } from '../projections/projections.module';
import { HealthController } from './health.controller';
import { HealthProbesController } from './health-probes.controller';
import { ReadinessIndicators } from './readiness.indicators';

@Module({
  imports: [TerminusModule.forRoot({ logger: false }), ProjectionsModule],
  controllers: [HealthController, HealthProbesController],
  providers: [ReadinessIndicators],
})
export class HealthModule {}
