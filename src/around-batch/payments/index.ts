// The payments feature's public entry: what other features may import (test/architecture/feature-entries.spec.ts).
export { BatchPaymentsModule } from './batch-payments.module';
export { PaymentRefunds, type ProviderRefundOutcome, type StaffPaymentAlert } from './batch/payment-refunds.port';
export { idempotencyKeyOf, parsePayBody } from './checkout/batch-checkout.input';
export { PayBodyDto } from './checkout/pay-body.dto';
export { BatchCheckoutService } from './checkout/batch-checkout.service';
