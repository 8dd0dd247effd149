/**
 * How each event changes the context: the body of the machine's single `assign` action. Kept apart
 * from the machine so the guards can ask "what would the context be after this event?" with the
 * same code, which keeps status choice and data change from drifting apart.
 */
import type { BatchEvent } from './batch.events';
import { applyArrivalEvent } from './batch.arrival';
import { mapItems } from './batch.items';
import { applyPickupEvent } from './batch.pickup';
import { withQuoteRevision } from './batch.quote';
import { applyTopUpEvent } from './batch.top-up';
import type { BatchContext, BatchItem } from './batch.types';

const withState =
  (state: BatchItem['state']) =>
  (i: BatchItem): BatchItem => ({ ...i, state });

/** The event's change of the context, then the quote revision it makes, if it changed the figures. */
export function applyEvent(ctx: BatchContext, event: BatchEvent): BatchContext {
  return withQuoteRevision(ctx, applyEventData(ctx, event), event.type);
}

function applyEventData(ctx: BatchContext, event: BatchEvent): BatchContext {
  switch (event.type) {
    case 'RequestCreated': {
      const d = event.data;
      return {
        ...ctx,
        batchNumber: d.batchNumber,
        requesterId: d.requesterId,
        items: d.items,
        warehouse: d.warehouse,
        delivery: d.delivery,
        fees: d.fees,
        clonedFrom: d.clonedFrom,
        createdAt: d.createdAt,
      };
    }
    case 'RequestSubmitted':
      return { ...ctx, submittedAt: event.data.submittedAt };
    case 'BuyerAssigned':
      // Reassigning a declined request gives the new buyer the whole request to consider again.
      return {
        ...ctx,
        buyerId: event.data.buyerId,
        declined: null,
        items: ctx.declined
          ? ctx.items.map((i) => (i.state === 'declined' ? { ...i, state: 'requested', declinedReason: null } : i))
          : ctx.items,
      };
    case 'RequestAccepted': {
      const links = new Map(event.data.updatedLinks.map((l) => [l.itemId, l.link]));
      return { ...ctx, items: ctx.items.map((i) => ({ ...i, link: links.get(i.id) ?? i.link })) };
    }
    case 'RequestDeclined':
      return { ...ctx, declined: { reason: event.data.reason, remark: event.data.remark } };
    case 'ItemsModified': {
      const changes = new Map(event.data.items.map((c) => [c.id, c]));
      const items = ctx.items.map((i) => {
        const c = changes.get(i.id);
        if (!c) return i;
        return {
          ...i,
          quantity: c.quantity ?? i.quantity,
          weight: c.weight ?? i.weight,
          price: c.price === undefined ? i.price : { ...i.price, amount: c.price },
          sellerShipping: c.sellerShipping ?? i.sellerShipping,
          ...(c.dimensions ? { dimensions: c.dimensions } : {}),
        };
      });
      return {
        ...ctx,
        items,
        fees: event.data.fees,
        buyerNote: event.data.remark || ctx.buyerNote,
        // A later unchanged-fee edit must not hide an earlier unconfirmed change.
        feesUpdatedByBuyer: ctx.feesUpdatedByBuyer || event.data.feesChanged,
        serviceFeeWaived: event.data.serviceFeeWaived,
      };
    }
    case 'ItemsDeclined': {
      const items = mapItems(ctx, event.data.itemIds, (i) => ({
        ...i,
        state: 'declined',
        declinedReason: event.data.reason,
      }));
      const allDeclined = items.every((i) => i.state === 'declined');
      return {
        ...ctx,
        items,
        fees: event.data.fees ?? ctx.fees,
        feesUpdatedByBuyer: !allDeclined,
        declined: allDeclined ? { reason: event.data.reason, remark: event.data.remark } : ctx.declined,
      };
    }
    case 'PaymentRequested':
      return { ...ctx, fees: event.data.fees };
    case 'RequestConfirmed':
      return { ...ctx, feesUpdatedByBuyer: false };
    case 'CheckoutStarted':
      return { ...ctx, checkout: { ...event.data }, paymentError: null };
    case 'PaymentFailed':
      return { ...ctx, checkout: null, paymentError: { ...event.data } };
    case 'PaymentAuthorised':
      return {
        ...ctx,
        paidAt: event.data.at,
        payments: { ...ctx.payments, authorised: ctx.payments.authorised + event.data.amount },
      };
    case 'PaymentSettled':
      return {
        ...ctx,
        paidAt: event.data.at,
        payments: {
          ...ctx.payments,
          authorised: ctx.payments.authorised + event.data.amount,
          captured: ctx.payments.captured + event.data.amount,
        },
      };
    case 'RequestCanceled':
      return { ...ctx, canceled: { reason: event.data.reason, remark: event.data.remark } };
    case 'PaymentCanceled':
      return {
        ...ctx,
        items: mapItems(ctx, event.data.itemIds, withState('payment_canceled')),
        paymentCanceled: { reason: event.data.reason, remark: event.data.remark },
        payments: {
          ...ctx.payments,
          canceledAuthorisation: ctx.payments.canceledAuthorisation + event.data.released,
        },
      };
    case 'SentToRobot':
      return { ...ctx, robotError: null };
    case 'RobotPurchaseFailed':
      return { ...ctx, robotError: { ...event.data } };
    case 'MarkedManual':
      return ctx;
    case 'ItemsPurchased': {
      const orders = new Map(event.data.items.map((i) => [i.id, i.purchaseSiteOrderId]));
      return {
        ...ctx,
        items: mapItems(ctx, [...orders.keys()], (i) => ({
          ...i,
          state: 'purchased',
          purchaseSiteOrderId: orders.get(i.id) ?? null,
        })),
      };
    }
    case 'PurchaseCanceled':
      return {
        ...ctx,
        items: mapItems(ctx, event.data.itemIds, withState('purchase_canceled')),
        payments: {
          ...ctx.payments,
          canceledAuthorisation: ctx.payments.canceledAuthorisation + event.data.released,
        },
      };
    case 'PurchaseCompleted':
      return ctx;
    case 'PaymentCaptured':
      return {
        ...ctx,
        payments: {
          ...ctx.payments,
          captured: ctx.payments.captured + event.data.amount,
          canceledAuthorisation: ctx.payments.canceledAuthorisation + event.data.released,
        },
      };
    case 'TrackingSent': {
      const numbers = new Map(event.data.items.map((i) => [i.id, i.trackingNumber]));
      return {
        ...ctx,
        shippingStage: ctx.shippingStage ?? 'item_sent',
        items: mapItems(ctx, [...numbers.keys()], (i) => ({
          ...i,
          state: 'sent',
          trackingNumber: numbers.get(i.id) ?? i.trackingNumber,
          shippingStatus: i.shippingStatus ?? 'item_sent',
        })),
      };
    }
    case 'OrderStatusUpdated':
      return {
        ...applyPickupEvent(ctx, event),
        shippingStage: event.data.status,
        shippingStageAt: event.data.at ?? null,
        items: mapItems(ctx, event.data.itemIds, (i) => ({ ...i, shippingStatus: event.data.status })),
      };
    case 'ItemsReceived':
      return { ...ctx, items: mapItems(ctx, event.data.itemIds, withState('received')) };
    case 'OrderCompleted':
      return { ...ctx, rating: event.data.rating ?? ctx.rating };
    case 'ItemsRefunded':
      return {
        ...ctx,
        items: mapItems(ctx, event.data.itemIds, withState('refunded')),
        refundReasons: [...ctx.refundReasons, { reason: event.data.reason, remark: event.data.remark }],
        payments: { ...ctx.payments, refunded: ctx.payments.refunded + event.data.amount },
        refundRequests: (ctx.refundRequests ?? []).map((r) =>
          r.id === event.data.requestId ? { ...r, status: 'completed' as const } : r,
        ),
      };
    case 'RefundRequested': {
      const { requestId, ...rest } = event.data;
      return {
        ...ctx,
        refundRequests: [...(ctx.refundRequests ?? []), { id: requestId, ...rest, status: 'requested', updates: 0 }],
      };
    }
    case 'RefundRequestUpdated': {
      const { requestId, ...rest } = event.data;
      return {
        ...ctx,
        refundRequests: (ctx.refundRequests ?? []).map((r) =>
          r.id === requestId ? { ...r, ...rest, updates: r.updates + 1 } : r,
        ),
      };
    }
    case 'RequestOverdue':
      return ctx;
    case 'ItemsAbandoned':
      return {
        ...ctx,
        items: mapItems(ctx, event.data.itemIds, withState('abandoned')),
        abandonReason: event.data.reason,
      };
    case 'RequestsCombined':
      return {
        ...ctx,
        items: [...ctx.items, ...event.data.absorbed.flatMap((a) => a.items)],
        combinedFrom: [...ctx.combinedFrom, ...event.data.absorbed.map((a) => a.batchNumber)],
        fees: event.data.fees ?? ctx.fees,
      };
    case 'RequestMerged':
      return {
        ...ctx,
        mergedInto: event.data.targetBatchNumber,
        canceled: { reason: 'combined', remark: event.data.targetBatchNumber },
      };
    case 'WarehouseUpdated':
      return { ...ctx, warehouse: event.data.warehouse };
    case 'BuyerRemarkAdded':
      return { ...ctx, buyerRemark: event.data.remark };
    case 'AutoWorkflowToggled':
      return { ...ctx, autoWorkflow: event.data.enabled };
    case 'ServiceFeeWaived':
      return { ...ctx, fees: event.data.fees, serviceFeeWaived: true };
    case 'CouponApplied':
      return { ...ctx, coupon: event.data.coupon, fees: event.data.fees };
    case 'CouponRemoved':
      return { ...ctx, coupon: null, fees: event.data.fees };
    case 'CouponUpdated':
      return { ...ctx, coupon: event.data.coupon };
    case 'ProofUploaded':
      return { ...ctx, proofs: [...(ctx.proofs ?? []), event.data.proof] };
    case 'ParcelMeasured': {
      const measured = new Map(event.data.items.map((m) => [m.id, m]));
      return {
        ...ctx,
        items: mapItems(ctx, [...measured.keys()], (i) => {
          const m = measured.get(i.id)!;
          return { ...i, dimensions: m.dimensions, weight: m.weight ?? i.weight };
        }),
      };
    }
    case 'ProofDeleted':
      return { ...ctx, proofs: (ctx.proofs ?? []).filter((p) => p.id !== event.data.proofId) };
    case 'ParcelCheckedIn':
    case 'ItemsApproved':
    case 'ItemsAutoApproved':
    case 'ProblemReported':
    case 'DisputeMessagePosted':
    case 'DisputeResolved':
    case 'QuoteRevised':
    case 'QuoteRevisionAccepted':
    case 'QuoteRevisionDeclined':
    case 'QuoteDifferenceRefunded':
    case 'ArrivalReviewReminded':
      return applyArrivalEvent(ctx, event);
    case 'TopUpPaymentStarted':
    case 'TopUpPaymentAuthorised':
    case 'TopUpPaymentFailed':
    case 'TopUpPaymentCaptured':
      return applyTopUpEvent(ctx, event);
    case 'ParcelHandedOver': {
      const { pickupPointId, staffId, handedOverAt, itemIds } = event.data;
      return {
        ...ctx,
        shippingStage: 'bns_out',
        handOver: { pickupPointId, staffId, handedOverAt },
        items: mapItems(ctx, itemIds, (i) => ({ ...i, shippingStatus: 'bns_out' })),
      };
    }
    case 'StorageExtended':
    case 'PickupReminded':
    case 'PickupOverdue':
      return applyPickupEvent(ctx, event);
    default: {
      const unreachable: never = event;
      return unreachable;
    }
  }
}
