import { Module } from '@nestjs/common';
import { LifecycleModule } from '../lifecycle/draining';
import { HealthController } from './health.controller';

@Module({ imports: [LifecycleModule], controllers: [HealthController] })
export class HealthModule {}
