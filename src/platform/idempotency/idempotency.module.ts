import { Global, Injectable, Module, type OnModuleInit } from '@nestjs/common';
import { JobWorker } from '../jobs/job-worker';
import { IdempotencyKeys } from './idempotency-keys.repository';
import { IdempotencyInterceptor } from './idempotency.interceptor';

/** Keys past their 24 hours go with the jobs platform's minute housekeeping, like sessions. */
@Injectable()
class IdempotencyHousekeeping implements OnModuleInit {
  constructor(
    private readonly worker: JobWorker,
    private readonly keys: IdempotencyKeys,
  ) {}

  onModuleInit(): void {
    this.worker.registerHousekeeping('idempotency_keys', () => this.keys.prune());
  }
}

/** `@Idempotent()` for any feature's creating routes (global: features need not import it). */
@Global()
@Module({
  providers: [IdempotencyKeys, IdempotencyInterceptor, IdempotencyHousekeeping],
  exports: [IdempotencyKeys, IdempotencyInterceptor],
})
export class IdempotencyModule {}
