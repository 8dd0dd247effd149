import {
  CardProvider,
  CardProviderError,
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
} from './card-provider.port';

export interface HttpCardProviderOptions {
  /** e.g. https://checkout-test.adyen.com, or the simulator's URL; the API version is appended. */
  readonly baseUrl: string;
  readonly apiKey: string;
  readonly merchantAccount: string;
  readonly apiVersion?: string;
  readonly timeoutMs?: number;
}

/**
 * The real provider client: the same code talks to the provider and to the local simulator, so
 * switching is configuration (base URL and keys) only. It never retries by itself: callers retry
 * with the same idempotency key, which is what makes a retry safe.
 */
export class HttpCardProviderClient extends CardProvider {
  private readonly root: string;

  constructor(private readonly options: HttpCardProviderOptions) {
    super();
    this.root = `${options.baseUrl.replace(/\/+$/, '')}/${options.apiVersion ?? 'v71'}`;
  }

  paymentMethods(request: PaymentMethodsRequest): Promise<PaymentMethodsResponse> {
    return this.post<PaymentMethodsResponse>('/paymentMethods', { ...request, channel: 'Web' });
  }

  cardDetails(request: CardDetailsRequest): Promise<CardDetailsResponse> {
    return this.post<CardDetailsResponse>('/cardDetails', request);
  }

  createPayment(request: CreatePaymentRequest): Promise<PaymentResult> {
    const { idempotencyKey, ...body } = request;
    return this.post<PaymentResult>(
      '/payments',
      { ...body, channel: 'Web', shopperInteraction: 'Ecommerce' },
      idempotencyKey,
    );
  }

  paymentDetails(request: PaymentDetailsRequest): Promise<PaymentResult> {
    return this.post<PaymentResult>('/payments/details', request);
  }

  capture(pspReference: string, amount: ProviderAmount, idempotencyKey: string): Promise<ModificationResult> {
    return this.post<ModificationResult>(
      `/payments/${encodeURIComponent(pspReference)}/captures`,
      { amount },
      idempotencyKey,
    );
  }

  cancel(pspReference: string, idempotencyKey?: string): Promise<ModificationResult> {
    return this.post<ModificationResult>(`/payments/${encodeURIComponent(pspReference)}/cancels`, {}, idempotencyKey);
  }

  refund(pspReference: string, amount: ProviderAmount, idempotencyKey: string): Promise<ModificationResult> {
    return this.post<ModificationResult>(
      `/payments/${encodeURIComponent(pspReference)}/refunds`,
      { amount },
      idempotencyKey,
    );
  }

  private async post<T>(path: string, body: object, idempotencyKey?: string): Promise<T> {
    const headers: Record<string, string> = { 'content-type': 'application/json', 'x-api-key': this.options.apiKey };
    if (idempotencyKey) headers['idempotency-key'] = idempotencyKey;
    let response: Response;
    try {
      response = await fetch(`${this.root}${path}`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ merchantAccount: this.options.merchantAccount, ...body }),
        signal: AbortSignal.timeout(this.options.timeoutMs ?? 30_000),
      });
    } catch (error) {
      throw new CardProviderUnavailableError(`card provider unreachable: ${(error as Error).message}`);
    }
    const text = await response.text();
    const json = parseJson(text);
    if (response.ok && json !== undefined) return json as T;
    if (response.status >= 500) throw new CardProviderUnavailableError(`card provider answered ${response.status}`);
    const error = (json ?? {}) as { errorCode?: unknown; message?: unknown; errorType?: unknown };
    throw new CardProviderError(
      response.status,
      typeof error.errorCode === 'string' ? error.errorCode : `HTTP_${response.status}`,
      typeof error.message === 'string' ? error.message : text.slice(0, 200),
      typeof error.errorType === 'string' ? error.errorType : 'unknown',
    );
  }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
