import type { BatchContext } from '@machines/batch';

/** Who learns about an event in the app, and under which tag (the key of notifications.json `tags`). */
export interface NotificationTarget {
  recipientId: string;
  tag: string;
  /** Placeholders of the text beyond {{batchNumber}} (e.g. the batch a request was merged into). */
  params?: Record<string, string>;
}

export const EMAIL_PURPOSES = [
  'request_submitted',
  'request_assigned',
  'ready_for_payment',
  'payment_confirmed',
  'top_up_confirmed',
  'request_declined',
  'request_canceled',
  'payment_canceled',
  'items_purchased',
  'tracking_sent',
  'order_completed',
  'items_refunded',
  'arrival_review_reminder',
  'pickup_reminder',
  'pickup_overdue',
] as const;
export type EmailPurpose = (typeof EMAIL_PURPOSES)[number];

/** Which e-mail goes to whom (the key of notifications.json `email`). */
export interface EmailTarget {
  recipientId: string;
  purpose: EmailPurpose;
}

/** The stored event as the rules need it: its type and data. */
export interface RuleEvent {
  type: string;
  data?: unknown;
}

type Party = 'requester' | 'buyer';
/** The batch after the event: its parties, and its items where a text names them. */
type Parties = Pick<BatchContext, 'requesterId' | 'buyerId'> & Partial<Pick<BatchContext, 'items'>>;
const R: Party[] = ['requester'];
const B: Party[] = ['buyer'];
const BOTH: Party[] = ['requester', 'buyer'];

/**
 * Events that concern the requester or the buyer. The actor is never told about their own action
 * (checked in notificationTargets), so "both" sides in practice means "the other side": a
 * warehouse or coupon change by the requester tells the buyer and one by the buyer the requester.
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
  PurchaseCanceled: { tag: 'purchase_canceled', to: R },
  TrackingSent: { tag: 'tracking_sent', to: R },
  OrderStatusUpdated: { tag: 'order_status_updated', to: R },
  OrderCompleted: { tag: 'order_completed', to: B },
  ItemsRefunded: { tag: 'items_refunded', to: R },
  ItemsAbandoned: { tag: 'items_abandoned', to: R },
  RequestOverdue: { tag: 'request_overdue', to: BOTH },
  WarehouseUpdated: { tag: 'warehouse_updated', to: BOTH },
  ServiceFeeWaived: { tag: 'service_fee_waived', to: R },
  CouponApplied: { tag: 'coupon_applied', to: BOTH },
  CouponRemoved: { tag: 'coupon_removed', to: BOTH },
  CouponUpdated: { tag: 'coupon_updated', to: BOTH },
  RequestsCombined: { tag: 'requests_combined', to: BOTH },
  RequestMerged: { tag: 'request_merged', to: BOTH },
  ArrivalReviewReminded: { tag: 'arrival_review_reminder', to: R },
  ParcelHandedOver: { tag: 'parcel_picked_up', to: R },
  PickupReminded: { tag: 'pickup_reminder', to: R },
  PickupOverdue: { tag: 'pickup_overdue', to: R },
  StorageExtended: { tag: 'storage_extended', to: R },
};

/** Told to the buyer a request was taken from (not a rule of the table: that buyer is no party any more). */
const REASSIGNED_TAG = 'request_reassigned';

/** Every tag a rule can produce; notifications.json must have each in every locale (unit spec). */
export const NOTIFICATION_TAGS: readonly string[] = [
  ...new Set([
    ...Object.values(IN_APP).flatMap((rule) => ('tag' in rule ? [rule.tag] : Object.values<string>(rule.tags))),
    REASSIGNED_TAG,
  ]),
];

function partyId(context: Parties, party: Party): string | null {
  return party === 'requester' ? context.requesterId : context.buyerId;
}

const field = (data: unknown, name: string): string | null => {
  const value = data && typeof data === 'object' ? (data as Record<string, unknown>)[name] : undefined;
  return typeof value === 'string' && value !== '' ? value : null;
};

const numberField = (data: unknown, name: string): number | null => {
  const value = data && typeof data === 'object' ? (data as Record<string, unknown>)[name] : undefined;
  return typeof value === 'number' ? value : null;
};

/** Hong Kong keeps UTC+8 all year (no daylight saving): a fixed offset, whatever the server's zone. */
const HK_OFFSET_MS = 8 * 3600 * 1000;

/** `2026-06-04 16:00` in Hong Kong time, the same in every language (the texts say "Hong Kong time"). */
export function hongKongTime(iso: string): string {
  const t = Date.parse(iso);
  return Number.isNaN(t) ? iso : new Date(t + HK_OFFSET_MS).toISOString().slice(0, 16).replace('T', ' ');
}

const itemIdsOf = (data: unknown): string[] => {
  const ids = data && typeof data === 'object' ? (data as { itemIds?: unknown }).itemIds : undefined;
  return Array.isArray(ids) ? ids.filter((id): id is string => typeof id === 'string') : [];
};

/**
 * Placeholders of an event's texts beyond {{batchNumber}}, shared by the in-app notice, the e-mail
 * and the SMS: the batch a request was merged into; the items a reminder names and their
 * auto-approval time.
 */
export function eventParams(event: RuleEvent, context: Parties): Record<string, string> | undefined {
  if (event.type === 'RequestMerged') return { targetBatchNumber: field(event.data, 'targetBatchNumber') ?? '' };
  if (event.type === 'ArrivalReviewReminded') {
    const names = itemIdsOf(event.data).map((id) => context.items?.find((i) => i.id === id)?.name ?? id);
    return { items: names.join(', '), autoApproveAt: hongKongTime(field(event.data, 'autoApproveAt') ?? '') };
  }
  // The pickup point's storage window: days left and its end, or the days staff added.
  if (event.type === 'PickupReminded' || event.type === 'PickupOverdue')
    return {
      daysLeft: String(numberField(event.data, 'daysLeft') ?? ''),
      until: hongKongTime(field(event.data, 'until') ?? ''),
    };
  if (event.type === 'StorageExtended') return { days: String(numberField(event.data, 'days') ?? '') };
  return undefined;
}

/** One notification per concerned account other than the actor; `context` is the batch after the event. */
export function notificationTargets(
  event: RuleEvent,
  context: Parties,
  actorId: string | undefined,
): NotificationTarget[] {
  const rule = IN_APP[event.type];
  if (!rule) return [];
  const pairs: [Party, string][] =
    'tag' in rule ? rule.to.map((p) => [p, rule.tag]) : (Object.entries(rule.tags) as [Party, string][]);
  const params = eventParams(event, context);
  const targets: NotificationTarget[] = [];
  const add = (recipientId: string | null, tag: string) => {
    if (!recipientId || recipientId === actorId || targets.some((t) => t.recipientId === recipientId)) return;
    targets.push(params ? { recipientId, tag, params } : { recipientId, tag });
  };
  for (const [party, tag] of pairs) add(partyId(context, party), tag);
  // A reassignment takes the request away from the previous buyer, who must stop working on it.
  if (event.type === 'BuyerAssigned') {
    const previous = field(event.data, 'previousBuyerId');
    if (previous !== context.buyerId) add(previous, REASSIGNED_TAG);
  }
  return targets;
}

/** E-mails sent to the other party (never the actor), like the in-app notices. */
const EMAIL_TO_OTHERS: Record<string, { purpose: EmailPurpose; to: Party[] }> = {
  RequestDeclined: { purpose: 'request_declined', to: R },
  RequestCanceled: { purpose: 'request_canceled', to: BOTH },
  PaymentCanceled: { purpose: 'payment_canceled', to: BOTH },
  ItemsPurchased: { purpose: 'items_purchased', to: R },
  TrackingSent: { purpose: 'tracking_sent', to: R },
  OrderCompleted: { purpose: 'order_completed', to: BOTH },
  ItemsRefunded: { purpose: 'items_refunded', to: R },
  ArrivalReviewReminded: { purpose: 'arrival_review_reminder', to: R },
  PickupReminded: { purpose: 'pickup_reminder', to: R },
  PickupOverdue: { purpose: 'pickup_overdue', to: R },
};

/** Purposes also sent by SMS: a deadline the requester should not miss (docs/arrival.md, the reminder). */
export const SMS_PURPOSES: ReadonlySet<EmailPurpose> = new Set<EmailPurpose>([
  'arrival_review_reminder',
  'pickup_reminder',
  'pickup_overdue',
]);

/**
 * E-mails (spec §4: the submitted request waits 24-48 hours "with an e-mail notice"). The requester
 * gets the submission notice although they are the actor: it is their receipt. The other e-mails
 * are the changes a real service would mail about: they need the customer to act or change what
 * they get (declined, canceled, money back, bought, shipped, done).
 */
/** Event types that may e-mail someone (the e-mail reaction selects only these). */
export const mayEmail = (eventType: string): boolean =>
  [
    'RequestSubmitted',
    'BuyerAssigned',
    'PaymentRequested',
    'PaymentAuthorised',
    'PaymentSettled',
    'TopUpPaymentAuthorised',
  ].includes(eventType) || eventType in EMAIL_TO_OTHERS;

export function emailTargets(eventType: string, context: Parties, actorId?: string): EmailTarget[] {
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
    case 'TopUpPaymentAuthorised':
      return [{ recipientId: context.requesterId, purpose: 'top_up_confirmed' }];
  }
  const rule = EMAIL_TO_OTHERS[eventType];
  if (!rule) return [];
  const targets: EmailTarget[] = [];
  for (const party of rule.to) {
    const recipientId = partyId(context, party);
    if (recipientId && recipientId !== actorId && !targets.some((t) => t.recipientId === recipientId))
      targets.push({ recipientId, purpose: rule.purpose });
  }
  return targets;
}
