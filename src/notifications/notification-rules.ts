import type { BatchContext } from '../../machines/batch';

/** Who learns about an event in the app, and under which tag (the key of notifications.json `tags`). */
export interface NotificationTarget {
  recipientId: string;
  tag: string;
}

/** Which e-mail goes to whom (the key of notifications.json `email`). */
export interface EmailTarget {
  recipientId: string;
  purpose: 'request_submitted' | 'request_assigned' | 'ready_for_payment' | 'payment_confirmed';
}

type Party = 'requester' | 'buyer';
const R: Party[] = ['requester'];
const B: Party[] = ['buyer'];
const BOTH: Party[] = ['requester', 'buyer'];

/**
 * Events that concern the requester or the buyer. The actor is never told about their own action
 * (checked in notificationTargets), so "both" sides in practice means "the other side".
 */
const IN_APP: Record<string, { tag: string; to: Party[] } | { tags: Partial<Record<Party, string>> }> = {
  BuyerAssigned: { tags: { requester: 'buyer_assigned', buyer: 'request_assigned' } },
  RequestAccepted: { tag: 'request_accepted', to: R },
  RequestDeclined: { tag: 'request_declined', to: R },
  ItemsModified: { tag: 'items_modified', to: R },
  ItemsDeclined: { tag: 'items_declined', to: R },
  PaymentRequested: { tag: 'ready_for_payment', to: R },
  RequestConfirmed: { tag: 'request_confirmed', to: B },
  PaymentFailed: { tag: 'payment_failed', to: R },
  PaymentAuthorised: { tags: { requester: 'payment_successful', buyer: 'order_paid' } },
  PaymentSettled: { tags: { requester: 'payment_successful', buyer: 'order_paid' } },
  RequestCanceled: { tag: 'request_canceled', to: BOTH },
  PaymentCanceled: { tag: 'payment_canceled', to: BOTH },
  ItemsPurchased: { tag: 'items_purchased', to: R },
  TrackingSent: { tag: 'tracking_sent', to: R },
  OrderStatusUpdated: { tag: 'order_status_updated', to: R },
  OrderCompleted: { tag: 'order_completed', to: B },
  ItemsRefunded: { tag: 'items_refunded', to: R },
  RequestOverdue: { tag: 'request_overdue', to: BOTH },
  WarehouseUpdated: { tag: 'warehouse_updated', to: R },
};

/** Every tag a rule can produce; notifications.json must have each in every locale (unit spec). */
export const NOTIFICATION_TAGS: readonly string[] = [
  ...new Set(Object.values(IN_APP).flatMap((rule) => ('tag' in rule ? [rule.tag] : Object.values(rule.tags) as string[]))),
];

function partyId(context: Pick<BatchContext, 'requesterId' | 'buyerId'>, party: Party): string | null {
  return party === 'requester' ? context.requesterId : context.buyerId;
}

/** One notification per concerned account other than the actor; `context` is the batch after the event. */
export function notificationTargets(eventType: string, context: Pick<BatchContext, 'requesterId' | 'buyerId'>, actorId: string | undefined): NotificationTarget[] {
  const rule = IN_APP[eventType];
  if (!rule) return [];
  const pairs: [Party, string][] = 'tag' in rule ? rule.to.map((p) => [p, rule.tag]) : (Object.entries(rule.tags) as [Party, string][]);
  const targets: NotificationTarget[] = [];
  for (const [party, tag] of pairs) {
    const recipientId = partyId(context, party);
    if (!recipientId || recipientId === actorId || targets.some((t) => t.recipientId === recipientId)) continue;
    targets.push({ recipientId, tag });
  }
  return targets;
}

/**
 * E-mails (spec §4: the submitted request waits 24-48 hours "with an e-mail notice"). The requester
 * gets the submission notice although they are the actor: it is their receipt.
 */
export function emailTargets(eventType: string, context: Pick<BatchContext, 'requesterId' | 'buyerId'>): EmailTarget[] {
  switch (eventType) {
    case 'RequestSubmitted':
      return [{ recipientId: context.requesterId, purpose: 'request_submitted' }];
    case 'BuyerAssigned':
      return context.buyerId ? [{ recipientId: context.buyerId, purpose: 'request_assigned' }] : [];
    case 'PaymentRequested':
      return [{ recipientId: context.requesterId, purpose: 'ready_for_payment' }];
    case 'PaymentAuthorised':
    case 'PaymentSettled':
      return [{ recipientId: context.requesterId, purpose: 'payment_confirmed' }];
    default:
      return [];
  }
}
