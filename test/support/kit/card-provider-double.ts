import type { INestApplicationContext } from '@nestjs/common';
import { PAYMENTS_OPTIONS, type PaymentsOptions } from '../../../src/around-batch/payments/payments.options';
import {
  CardProvider,
  CardProviderUnavailableError,
  type CardDetailsRequest,
  type CardDetailsResponse,
  type CreatePaymentRequest,
  type ModificationResult,
  type PaymentDetailsRequest,
  type PaymentMethodsRequest,
  type PaymentMethodsResponse,
  type PaymentResult,
  type ProviderAmount,
} from '../../../src/around-batch/payments/provider/card-provider.port';
import { HttpCardProviderClient } from '../../../src/around-batch/payments/provider/http-card-provider.client';
import { LocalCardProvider } from '../../../src/around-batch/payments/provider/local-card-provider.port';
import type { ProviderOverrides } from '../test-app';

/** The provider's modifications a test can make unreachable (each is retried by a job with its key). */
export type CardModification = 'capture' | 'refund';

interface Outage {
  readonly operation: CardModification;
  readonly matches: (idempotencyKey: string) => boolean;
}

/**
 * The card provider the app talks to in place of its own client: the real HTTP client, to the
 * provider the app is configured with (the simulator in tests), except for outages a test plans.
 * Provide it with `overrides: cardProviderOverride(provider)`, then `provider.reaching(app)`.
 */
export class FlakyCardProvider extends CardProvider {
  private client?: CardProvider;
  private outages: Outage[] = [];

  /** Builds the real client as the payments module does: the configured provider URL, else the local simulator. */
  reaching(app: Pick<INestApplicationContext, 'get'>): this {
    const options = app.get<symbol, PaymentsOptions>(PAYMENTS_OPTIONS);
    this.client = new HttpCardProviderClient({
      baseUrl: options.providerBaseUrl ?? app.get(LocalCardProvider).url,
      apiKey: options.apiKey,
      merchantAccount: options.merchantAccount,
    });
    return this;
  }

  /**
   * The next `operation` whose idempotency key `matches` fails as a provider that cannot be reached
   * does (nothing reaches it); every other call, and that one's retry, goes through.
   */
  unreachableOnce(operation: CardModification, matches: (idempotencyKey: string) => boolean): void {
    this.outages.push({ operation, matches });
  }

  /** Forgets outages no call met (between tests). */
  heal(): void {
    this.outages = [];
  }

  paymentMethods(request: PaymentMethodsRequest): Promise<PaymentMethodsResponse> {
    return this.real().paymentMethods(request);
  }

  cardDetails(request: CardDetailsRequest): Promise<CardDetailsResponse> {
    return this.real().cardDetails(request);
  }

  createPayment(request: CreatePaymentRequest): Promise<PaymentResult> {
    return this.real().createPayment(request);
  }

  paymentDetails(request: PaymentDetailsRequest): Promise<PaymentResult> {
    return this.real().paymentDetails(request);
  }

  async capture(pspReference: string, amount: ProviderAmount, idempotencyKey: string): Promise<ModificationResult> {
    this.failIfPlanned('capture', idempotencyKey);
    return this.real().capture(pspReference, amount, idempotencyKey);
  }

  cancel(pspReference: string, idempotencyKey?: string): Promise<ModificationResult> {
    return this.real().cancel(pspReference, idempotencyKey);
  }

  async refund(pspReference: string, amount: ProviderAmount, idempotencyKey: string): Promise<ModificationResult> {
    this.failIfPlanned('refund', idempotencyKey);
    return this.real().refund(pspReference, amount, idempotencyKey);
  }

  private failIfPlanned(operation: CardModification, idempotencyKey: string): void {
    const at = this.outages.findIndex((o) => o.operation === operation && o.matches(idempotencyKey));
    if (at < 0) return;
    this.outages.splice(at, 1);
    throw new CardProviderUnavailableError('connect ECONNREFUSED');
  }

  private real(): CardProvider {
    if (!this.client) throw new Error('FlakyCardProvider: call reaching(app) once the app has started');
    return this.client;
  }
}

/**
 * The override that puts `provider` in place of the app's card provider client. `useValue`: the
 * client is built by a factory, and the double reaches the provider only once the app has started.
 */
export const cardProviderOverride =
  (provider: FlakyCardProvider): ProviderOverrides =>
  (module) =>
    module.overrideProvider(CardProvider).useValue(provider);
