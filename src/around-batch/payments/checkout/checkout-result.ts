import { failureCodeFor, PAYMENT_MESSAGES, type PaymentFailureCode } from '../payments.errors';
import { CardProviderError, type PaymentResult, type RedirectAction } from '../provider/card-provider.port';

export type AttemptStatus = 'processing' | 'authorised' | 'refused' | 'error' | 'redirect' | 'pending' | 'expired';

/** What the customer app gets for a pay request; stored so a retry gets exactly this back. */
export interface CheckoutResult {
  readonly status: Exclude<AttemptStatus, 'processing' | 'expired'>;
  readonly code: 'PAYMENT_SUCCESSFUL' | PaymentFailureCode | 'PAYMENT_REDIRECT' | 'PAYMENT_PENDING';
  readonly message: string;
  readonly pspReference?: string;
  /** Present for `redirect`: send the shopper's browser here for the card challenge. */
  readonly action?: RedirectAction;
  /** The provider's reason, for staff and logs; the customer sees `message`. */
  readonly refusalReason?: string;
  /** `authorised`: the card's last four digits when the provider sent them (for the receipt). */
  readonly cardSummary?: string;
}

/** Pure mapping of the provider's answer (specs in checkout-result.spec.ts). */
export function checkoutResultOf(result: PaymentResult): CheckoutResult {
  const psp = result.pspReference;
  switch (result.resultCode) {
    case 'Authorised':
      return {
        status: 'authorised',
        code: 'PAYMENT_SUCCESSFUL',
        message: PAYMENT_MESSAGES.PAYMENT_SUCCESSFUL,
        pspReference: psp,
        ...(result.additionalData?.cardSummary ? { cardSummary: result.additionalData.cardSummary } : {}),
      };
    case 'RedirectShopper':
      return {
        status: 'redirect',
        code: 'PAYMENT_REDIRECT',
        message: 'Card verification required',
        pspReference: psp,
        action: result.action,
      };
    case 'Pending':
      // The provider will decide and notify; the webhook records the outcome on the batch.
      return { status: 'pending', code: 'PAYMENT_PENDING', message: 'Payment is being processed', pspReference: psp };
    case 'Refused': {
      const code = failureCodeFor(result.refusalReason);
      return {
        status: 'refused',
        code,
        message: PAYMENT_MESSAGES[code],
        pspReference: psp,
        refusalReason: result.refusalReason,
      };
    }
    default:
      return {
        status: 'error',
        code: 'PAYMENT_FAILED',
        message: PAYMENT_MESSAGES.PAYMENT_FAILED,
        pspReference: psp,
        refusalReason: result.refusalReason,
      };
  }
}

/**
 * The provider refused the request itself. A 422 is about the card data we passed on (e.g. it
 * could not be decrypted): the shopper re-enters it. Anything else is our setup, not the card.
 */
export function checkoutResultOfProviderError(error: CardProviderError): CheckoutResult {
  const code: PaymentFailureCode = error.status === 422 ? 'PAYMENT_INPUT_ERROR' : 'PAYMENT_FAILED';
  return {
    status: 'error',
    code,
    message: PAYMENT_MESSAGES[code],
    refusalReason: `${error.errorCode}: ${error.message}`,
  };
}
