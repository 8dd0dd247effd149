import type { PaymentEnvironment } from '../../../platform/config/payments.config';
import type { CardEntry } from '@contracts/batch/checkout';
import { CARD_FIELDS_PATH, type LocalCardProvider } from '../provider/local-card-provider.port';
import type { PaymentsOptions } from '../payments.options';
import type { CheckoutSettings } from './batch-checkout.settings';

/** How the pay dialog takes the card, as the payment methods answer tells the customer app. */
export interface CardEntryAnswer {
  card_entry: CardEntry;
  card_fields_url: string;
}

/**
 * The provider's own web component (configured client key and environment) or the card fields
 * page. The page stays named either way: it is the development default, and a deployment that
 * points PAYMENT_PROVIDER_URL at a simulator may choose it with PAYMENT_CARD_ENTRY=simulator_page.
 */
export function cardEntryOf(
  settings: CheckoutSettings,
  options: PaymentsOptions,
  localProvider: LocalCardProvider | undefined,
): CardEntryAnswer {
  return { card_entry: settings.cardEntry ?? 'simulator_page', card_fields_url: cardFieldsUrl() };

  function cardFieldsUrl(): string {
    if (settings.cardFieldsUrl) return settings.cardFieldsUrl;
    if (options.providerBaseUrl) return `${options.providerBaseUrl.replace(/\/+$/, '')}${CARD_FIELDS_PATH}`;
    if (!localProvider) throw new Error('No card provider: neither a provider URL nor a local provider');
    return `${localProvider.publicUrl}${CARD_FIELDS_PATH}`;
  }
}

/**
 * Where the provider's web component reaches from the pay page, by environment (the hosts its
 * `environment` option selects): its secured card fields and risk frames, its translations on the
 * CDN and its checkout analytics. The security headers allow exactly these when it is used.
 */
export function providerComponentOrigins(environment: PaymentEnvironment): { frames: string[]; connect: string[] } {
  const shopper = `https://checkoutshopper-${environment}.adyen.com`;
  return {
    frames: [shopper],
    connect: [
      shopper,
      `https://checkoutshopper-${environment}.cdn.adyen.com`,
      `https://checkoutanalytics-${environment}.adyen.com`,
    ],
  };
}
