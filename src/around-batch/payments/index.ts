// The payments feature's public entry: what other features may import (test/architecture/feature-entries.spec.ts).
export { BatchPaymentsModule } from './batch-payments.module';
export { PaymentRefunds, type ProviderRefundOutcome, type StaffPaymentAlert } from './batch/payment-refunds.port';
export { idempotencyKeyOf, parsePayBody } from './checkout/batch-checkout.input';
export { PayBodyDto } from './checkout/pay-body.dto';
export { BatchCheckoutService } from './checkout/batch-checkout.service';
export { payFromRoute } from './checkout/checkout-pay.http';
// The security headers allow the provider's web component's hosts when the pay dialog mounts it.
export { providerComponentOrigins } from './checkout/card-entry';
// The ports a local stand-in of the card provider implements (bound by the composition root).
export { paymentsOptionsFrom } from './batch-payments.module';
export type { PaymentsOptions } from './payments.options';
export { CARD_FIELDS_PATH, LocalCardProvider } from './provider/local-card-provider.port';
export type { CardBrand } from './provider/card-brand';
export type { CardPaymentMethod, PaymentResult, ProviderAmount } from './provider/card-provider.port';
export {
  signNotification,
  type NotificationEnvelope,
  type NotificationRequestItem,
} from './provider/notification-signature';
