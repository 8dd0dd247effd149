import { CURRENCIES, type CommandOf, type CurrencyCode } from '@machines/batch';
import { parseMerchantReference } from '../checkout/merchant-reference';
import { failureCodeFor, PAYMENT_MESSAGES } from '../payments.errors';
import type { StoredPaymentNotification } from './payment-notification';

/** A command without its metadata (the applier adds it). */
type BareCommand<C extends { type: string; data: unknown }> = { readonly type: C['type']; readonly data: C['data'] };

/**
 * What a notification means for the batch. The command carries no metadata: the applier adds
 * the actor (the provider, as a system actor), the time, and `commandId` = `commandId` below so
 * a re-application of the same notification appends nothing new.
 */
export type NotificationIntent =
  | {
      readonly kind: 'command';
      readonly batchNumber: string;
      /** The pay attempt the notification answers (from our merchant reference); null for a bare batch number. */
      readonly attemptId: string | null;
      readonly commandId: string;
      readonly command:
        BareCommand<CommandOf<'RecordPaymentAuthorisation'>> | BareCommand<CommandOf<'RecordPaymentFailure'>>;
    }
  /** The provider confirms a capture, cancel or refund our own command already recorded. */
  | {
      readonly kind: 'confirmation';
      readonly batchNumber: string;
      readonly eventCode: string;
      readonly pspReference: string;
      readonly amount: number;
    }
  /** Something staff must look at: the provider refused a modification we had recorded as done. */
  | { readonly kind: 'alert'; readonly batchNumber: string; readonly code: string; readonly reason: string }
  | { readonly kind: 'ignore'; readonly reason: string };

const isCurrency = (code: string): code is CurrencyCode => (CURRENCIES as readonly string[]).includes(code);

/** Pure mapping from a stored notification to its intent (specs in notification-intent.spec.ts). */
export function intentFor(n: StoredPaymentNotification): NotificationIntent {
  const { batchNumber, attemptId } = parseMerchantReference(n.merchantReference);
  switch (n.eventCode) {
    case 'AUTHORISATION': {
      if (!n.success) {
        const code = failureCodeFor(n.reason);
        return {
          kind: 'command',
          batchNumber,
          attemptId,
          commandId: n.id,
          command: { type: 'RecordPaymentFailure', data: { code, message: PAYMENT_MESSAGES[code] } },
        };
      }
      if (!isCurrency(n.amount.currency))
        return { kind: 'alert', batchNumber, code: 'PAYMENT_UNKNOWN_CURRENCY', reason: n.amount.currency };
      return {
        kind: 'command',
        batchNumber,
        attemptId,
        commandId: n.id,
        command: {
          type: 'RecordPaymentAuthorisation',
          data: {
            amount: { amount: n.amount.value, currency: n.amount.currency },
            pspReference: n.pspReference,
            ...(n.cardSummary ? { cardSummary: n.cardSummary } : {}),
          },
        },
      };
    }
    case 'CAPTURE':
    case 'CANCELLATION':
    case 'REFUND':
      return n.success
        ? {
            kind: 'confirmation',
            batchNumber,
            eventCode: n.eventCode,
            pspReference: n.paymentPspReference,
            amount: n.amount.value,
          }
        : { kind: 'alert', batchNumber, code: `PAYMENT_${n.eventCode}_FAILED`, reason: n.reason ?? '' };
    case 'CAPTURE_FAILED':
    case 'REFUND_FAILED':
    case 'REFUNDED_REVERSED':
      return { kind: 'alert', batchNumber, code: `PAYMENT_${n.eventCode}`, reason: n.reason ?? '' };
    default:
      return { kind: 'ignore', reason: `event ${n.eventCode} has no effect on a batch` };
  }
}
