import type { BrowserInfo, CardPaymentMethod, RiskData } from '../provider/card-provider.port';
import { paymentIdempotencyKeyRequired, paymentInvalidInput, paymentTermsNotAgreed } from '../payments.errors';

/** The spec's §7 pay body as the app sends it (snake_case). */
export interface PayBody {
  readonly paymentMethod: CardPaymentMethod;
  readonly returnUrl: string;
  readonly browserInfo?: BrowserInfo;
  readonly riskData?: RiskData;
  readonly storePaymentMethod: boolean;
  /** The quote revision the requester pays (they pay only what they saw); undefined: none named (refused, 428). */
  readonly quoteRevision?: number;
}

const KEY = /^[A-Za-z0-9_-]{8,128}$/;
const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const CARD_FIELDS = [
  'encryptedCardNumber',
  'encryptedExpiryMonth',
  'encryptedExpiryYear',
  'encryptedSecurityCode',
  'holderName',
  'brand',
  'storedPaymentMethodId',
  // The provider's web component adds these to its state.data; the provider reads them, so they pass unchanged.
  'checkoutAttemptId',
  'sdkData',
] as const;

export function idempotencyKeyOf(header: unknown): string {
  const key: unknown = Array.isArray(header) ? header[0] : header;
  if (typeof key !== 'string' || !KEY.test(key)) throw paymentIdempotencyKeyRequired();
  return key;
}

/** Checks the body in the order a shopper can fix it: terms first, then the card, then the rest. */
export function parsePayBody(raw: unknown): PayBody {
  const body = isObject(raw) ? raw : {};
  if (body.agreed_to_terms !== true) throw paymentTermsNotAgreed();
  const method = body.payment_method;
  if (!isObject(method) || method.type !== 'scheme') throw paymentInvalidInput('payment_method');
  const card: Record<string, string> = {};
  for (const field of CARD_FIELDS) {
    const v = method[field];
    if (v === undefined) continue;
    if (typeof v !== 'string' || v.length > 5000) throw paymentInvalidInput(`payment_method.${field}`);
    card[field] = v;
  }
  if (!card.encryptedCardNumber && !card.storedPaymentMethodId)
    throw paymentInvalidInput('payment_method.encryptedCardNumber');
  const returnUrl = body.return_url;
  if (
    typeof returnUrl !== 'string' ||
    returnUrl.length > 2000 ||
    !/^https?:\/\//.test(returnUrl) ||
    !URL.canParse(returnUrl)
  )
    throw paymentInvalidInput('return_url');
  if (body.browser_info !== undefined && !isObject(body.browser_info)) throw paymentInvalidInput('browser_info');
  if (body.risk_data !== undefined && !isObject(body.risk_data)) throw paymentInvalidInput('risk_data');
  if (body.store_payment_method !== undefined && typeof body.store_payment_method !== 'boolean')
    throw paymentInvalidInput('store_payment_method');
  return {
    paymentMethod: { type: 'scheme', ...card },
    returnUrl,
    browserInfo: body.browser_info as BrowserInfo | undefined,
    riskData: body.risk_data,
    storePaymentMethod: body.store_payment_method === true,
  };
}

export function redirectResultOf(raw: unknown): string {
  const v = isObject(raw) ? raw.redirect_result : undefined;
  if (typeof v !== 'string' || v.length === 0 || v.length > 2000) throw paymentInvalidInput('redirect_result');
  return v;
}
