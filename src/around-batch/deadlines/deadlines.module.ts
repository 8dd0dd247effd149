import { Inject, Module, type OnModuleInit } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { BatchDetailExtras, BatchDetailExtrasModule, BatchWriteModule } from '../../batch';
import type { AppConfig } from '../../platform/config/app-config';
import { APP_CONFIG } from '../../platform/config/config.module';
import { Clock } from '../../platform/clock/clock';
import { deadlinesDetailExtra } from './deadlines-detail.extra';
import { StorageExtensionController } from './storage-extension.controller';

/**
 * Deadlines the requester can see (README): the batch detail's `deadlines` and the staff's storage
 * extension. Reminders and overdue at the pickup point are timers (src/around-batch/timers).
 */
@Module({
  imports: [BatchWriteModule, BatchDetailExtrasModule],
  controllers: [StorageExtensionController],
})
export class DeadlinesModule implements OnModuleInit {
  constructor(
    private readonly detailExtras: BatchDetailExtras,
    private readonly clock: Clock,
    private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    this.detailExtras.register(deadlinesDetailExtra(this.config, this.clock, this.dataSource));
  }
}
