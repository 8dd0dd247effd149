import type { PaymentEnvironment } from '../../platform/config/payments.config';
import type { CardBrand } from './provider/card-brand';
import { isHexKey } from './provider/notification-signature';

export const PAYMENTS_OPTIONS = Symbol('PAYMENTS_OPTIONS');

/**
 * Card payment settings, filled by the lead from AppConfig (the only reader of process.env).
 * Switching from the simulator to the real provider is these values only.
 */
export interface PaymentsOptions {
  /** Checkout API base URL (e.g. https://checkout-test.adyen.com). Unset = start the local simulator. */
  readonly providerBaseUrl?: string;
  readonly apiKey: string;
  readonly merchantAccount: string;
  /** Hex HMAC key for notification signatures (the provider's webhook settings). */
  readonly hmacKeyHex: string;
  /** Public client key and environment for the browser's secure card component (spec §7). */
  readonly clientKey: string;
  readonly environment: PaymentEnvironment;
  /** Card brands we take (default visa, mc: the payment terms); also the simulator's merchant setting. */
  readonly acceptedBrands?: readonly string[];
  /** Funding sources refused before paying (default DEBIT). */
  readonly refusedFunding?: readonly string[];
  readonly simulator?: {
    readonly port?: number;
    /** Listening address; default 127.0.0.1 (0.0.0.0 to publish it from a container). */
    readonly host?: string;
    /** Base URL browsers use for its pages when not the listening address (e.g. http://localhost:8081). */
    readonly publicUrl?: string;
    readonly stateFile?: string;
    readonly acceptedBrands?: readonly CardBrand[];
    /** Where it posts notifications; default: this app's own /api/payments/webhooks. */
    readonly webhookUrl?: string;
  };
}

/** Development defaults: the simulator with fixed, obviously-fake keys. Never for production. */
export function developmentPaymentsOptions(overrides: Partial<PaymentsOptions> = {}): PaymentsOptions {
  return {
    apiKey: 'simulator-api-key',
    merchantAccount: 'ConciergeHK_Simulator',
    hmacKeyHex: '6c6f63616c2d73696d756c61746f722d686d61632d6b65792d6e6f742d7365637265742d2d2d2d2d2d2d2d',
    clientKey: 'test_SIMULATORCLIENTKEY',
    environment: 'test',
    ...overrides,
  };
}

/** Problems in the options, worded for the configuration error the lead raises at startup. */
export function paymentsOptionsProblems(options: PaymentsOptions): string[] {
  const problems: string[] = [];
  if (!isHexKey(options.hmacKeyHex)) problems.push('PAYMENT_HMAC_KEY must be an even-length hex string');
  if (!options.apiKey) problems.push('PAYMENT_API_KEY is required');
  if (!options.merchantAccount) problems.push('PAYMENT_MERCHANT_ACCOUNT is required');
  if (options.environment !== 'test' && !options.providerBaseUrl)
    problems.push(
      `PAYMENT_ENVIRONMENT=${options.environment} needs PAYMENT_PROVIDER_URL (the simulator is for development and tests)`,
    );
  if (options.providerBaseUrl) {
    try {
      const url = new URL(options.providerBaseUrl);
      if (url.protocol !== 'https:' && url.protocol !== 'http:') problems.push('PAYMENT_PROVIDER_URL must be http(s)');
    } catch {
      problems.push('PAYMENT_PROVIDER_URL is not a valid URL');
    }
  }
  return problems;
}
