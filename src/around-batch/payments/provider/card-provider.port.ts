/**
 * The card payment provider port (DESIGN §8). The shapes follow the provider's Checkout API
 * (Adyen-style field names) so the HTTP client is a thin translation and the simulator can
 * serve the very same JSON. Amounts are integer minor units; we only ever charge HKD (spec §1).
 */
export type PaymentCurrency = 'HKD';

export interface ProviderAmount {
  readonly currency: PaymentCurrency;
  /** Minor units (cents). */
  readonly value: number;
}

/**
 * Card fields as the provider's secure card component produces them. In the provider's test
 * environment (and in the simulator) `test_`-prefixed values stand for encrypted ones, e.g.
 * `encryptedCardNumber: 'test_4111111111111111'`; raw fields are for PCI-certified callers only.
 */
export interface CardPaymentMethod {
  readonly type: 'scheme';
  readonly encryptedCardNumber?: string;
  readonly encryptedExpiryMonth?: string;
  readonly encryptedExpiryYear?: string;
  readonly encryptedSecurityCode?: string;
  readonly holderName?: string;
  readonly brand?: string;
  readonly storedPaymentMethodId?: string;
  /** Added by the provider's web component (its analytics attempt and SDK facts), passed on unchanged. */
  readonly checkoutAttemptId?: string;
  readonly sdkData?: string;
}

export type BrowserInfo = Readonly<Record<string, string | number | boolean>>;
export type RiskData = Readonly<Record<string, unknown>>;

/** What the shopper's browser sends for a card payment, passed on to the provider as it came. */
export interface ShopperPayment {
  readonly paymentMethod: CardPaymentMethod;
  readonly returnUrl: string;
  readonly browserInfo?: BrowserInfo;
  readonly riskData?: RiskData;
  readonly storePaymentMethod?: boolean;
  readonly shopperReference?: string;
}

export interface CreatePaymentRequest extends ShopperPayment {
  /** Our merchant reference: the batch number, echoed back in every notification. */
  readonly reference: string;
  readonly amount: ProviderAmount;
  /** Sent as the Idempotency-Key header: the provider answers a retry with the first response. */
  readonly idempotencyKey: string;
}

export type PaymentResultCode = 'Authorised' | 'Refused' | 'Error' | 'RedirectShopper' | 'Pending';

/** Where to send the shopper for the card issuer's challenge (3-D Secure). */
export interface RedirectAction {
  readonly type: 'redirect';
  readonly method: 'GET' | 'POST';
  readonly url: string;
  readonly paymentMethodType?: string;
}

export interface PaymentResult {
  readonly resultCode: PaymentResultCode;
  readonly pspReference?: string;
  readonly merchantReference?: string;
  readonly amount?: ProviderAmount;
  readonly action?: RedirectAction;
  readonly refusalReason?: string;
  readonly refusalReasonCode?: string;
  /**
   * What the provider adds when the merchant enables it: the card's funding source, brand and
   * `cardSummary` (its last four digits, for the receipt).
   */
  readonly additionalData?: {
    readonly fundingSource?: string;
    readonly paymentMethod?: string;
    readonly cardSummary?: string;
  };
}

/** The provider's /cardDetails: a card number's brand(s) and funding source, before paying. */
export interface CardDetailsRequest {
  readonly encryptedCardNumber: string;
}

export interface CardDetailsResponse {
  readonly brands?: readonly { readonly type: string; readonly supported?: boolean }[];
  /** CREDIT, DEBIT or PREPAID */
  readonly fundingSource?: string;
}

/** What the shopper's browser brought back from the challenge page (`redirectResult` query value). */
export interface PaymentDetailsRequest {
  readonly details: { readonly redirectResult: string };
}

export interface PaymentMethodsRequest {
  readonly amount: ProviderAmount;
  readonly countryCode: string;
  readonly shopperLocale: string;
}

export interface PaymentMethodsResponse {
  readonly paymentMethods: readonly {
    readonly type: string;
    readonly name: string;
    readonly brands?: readonly string[];
  }[];
}

/** Modifications are asynchronous at the provider: `received` now, the outcome in a webhook. */
export interface ModificationResult {
  readonly status: 'received';
  readonly pspReference: string;
  readonly paymentPspReference: string;
  readonly amount?: ProviderAmount;
}

export abstract class CardProvider {
  abstract paymentMethods(request: PaymentMethodsRequest): Promise<PaymentMethodsResponse>;
  abstract cardDetails(request: CardDetailsRequest): Promise<CardDetailsResponse>;
  abstract createPayment(request: CreatePaymentRequest): Promise<PaymentResult>;
  abstract paymentDetails(request: PaymentDetailsRequest): Promise<PaymentResult>;
  abstract capture(pspReference: string, amount: ProviderAmount, idempotencyKey: string): Promise<ModificationResult>;
  abstract cancel(pspReference: string, idempotencyKey?: string): Promise<ModificationResult>;
  abstract refund(pspReference: string, amount: ProviderAmount, idempotencyKey: string): Promise<ModificationResult>;
}

/** A refusal by the provider's API itself (4xx/5xx), as opposed to a refused card (resultCode). */
export class CardProviderError extends Error {
  constructor(
    readonly status: number,
    readonly errorCode: string,
    message: string,
    readonly errorType: string,
  ) {
    super(message);
  }
}

/** The provider could not be reached or timed out: whether it acted is unknown, retry with the same key. */
export class CardProviderUnavailableError extends Error {}
