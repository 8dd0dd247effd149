import { Global, Injectable, Module, type OnModuleInit } from '@nestjs/common';
import { JobWorker } from '../jobs/job-worker';
import { countChanged, ErasureSteps } from '../personal-data/erasure-steps';
import { IdempotencyKeys } from './idempotency-keys.repository';
import { IdempotencyInterceptor } from './idempotency.interceptor';

/**
 * Keys past their 24 hours go with the jobs platform's minute housekeeping, like sessions. A
 * stored answer may quote what the person sent (a privacy request's details, a receipt's shop):
 * erasing the person deletes their keys at once.
 */
@Injectable()
class IdempotencyRegistrations implements OnModuleInit {
  constructor(
    private readonly worker: JobWorker,
    private readonly keys: IdempotencyKeys,
    private readonly erasure: ErasureSteps,
  ) {}

  onModuleInit(): void {
    this.worker.registerHousekeeping('idempotency_keys', () => this.keys.prune());
    this.erasure.register({
      name: 'idempotency_keys',
      erase: async (subject, run) => ({
        counts: {
          idempotency_keys: await countChanged(run, `DELETE FROM idempotency_keys WHERE scope = ANY($1) RETURNING 1`, [
            subject.accountIds,
          ]),
        },
      }),
    });
  }
}

/** `@Idempotent()` for any feature's creating routes (global: features need not import it). */
@Global()
@Module({
  providers: [IdempotencyKeys, IdempotencyInterceptor, IdempotencyRegistrations],
  exports: [IdempotencyKeys, IdempotencyInterceptor],
})
export class IdempotencyModule {}
