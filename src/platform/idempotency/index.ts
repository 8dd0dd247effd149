export { Idempotent, IdempotencyInterceptor, REPLAYED_HEADER } from './idempotency.interceptor';
export { IdempotencyModule } from './idempotency.module';
export { IDEMPOTENCY_KEY_HEADER } from './idempotency.errors';
