import { localShippingBalance, quoteOf, type BatchItem, type BatchView } from '@machines/batch';
import { DEMO_FX_RATES, toHkd } from '@machines/pricing';
import { chatRoomName, type Party } from '../parties.query';

/** staff covers auditors too: both see everything, read-only for auditors. */
export type Audience = 'requester' | 'buyer' | 'staff';

interface PartyContext {
  audience: Audience;
  actorId: string;
  requester: Party | null;
  buyer: Party | null;
  /** The buyer's earning on the kept items (orders/buyer-earning.ts); omitted: the agreed one. */
  youEarn?: number | null;
}

/** Uploaded item images are served under /api/uploads; an id that already is a URL is passed on. */
export function imageUrl(imageId: string | null): string | null {
  if (!imageId) return null;
  if (/^(https?:\/\/|\/api\/uploads\/)/.test(imageId)) return imageId;
  return `/api/uploads/${imageId}`;
}

function item(i: BatchItem) {
  return {
    id: i.id,
    link: i.link,
    name: i.name,
    category: i.category,
    brand: i.brand,
    quantity: i.quantity,
    color: i.color,
    size: i.size,
    price: i.price.amount,
    currency: i.price.currency,
    weight: i.weight,
    note: i.note,
    image_id: i.imageId,
    image_url: imageUrl(i.imageId),
    from_country: i.fromCountry,
    to_country: i.toCountry,
    contains: i.contains,
    seller_shipping: i.sellerShipping,
    state: i.state,
    declined: i.state === 'declined',
    declined_reason: i.declinedReason,
    purchase_site_order_id: i.purchaseSiteOrderId,
    tracking_number: i.trackingNumber,
    shipping_status: i.shippingStatus,
    // Spec §9: the sides (cm) the requester gave or the buyer measured, null until known.
    dimensions: i.dimensions ?? null,
    // Spec §9 precious goods: the declared value of one unit, whole TWD; null when none was declared.
    declared_value_twd: i.declaredValueTwd ?? null,
  };
}

/**
 * A party as the caller may see it: names for everyone on the batch; e-mail and mobile only for the
 * party themself and staff (spec §3 lists them on the batch, but the other side talks through chat).
 */
function party(p: Party | null, id: string | null, ctx: PartyContext) {
  if (!id) return null;
  const contact = ctx.audience === 'staff' || ctx.actorId === id;
  return {
    id,
    first_name: p?.first_name ?? null,
    full_name: p?.full_name ?? null,
    ...(contact ? { email: p?.email ?? null, mobile: p?.mobile ?? null } : {}),
  };
}

/**
 * After payment (order actions): card money in HKD minor units (`released` = authorisation given
 * back by cancellations and the capture), receipts, and the requester's rating.
 */
function orderFields(v: BatchView) {
  const p = v.payments;
  return {
    payment: p
      ? {
          currency: p.currency,
          authorised: p.authorised,
          captured: p.captured,
          released: p.canceledAuthorisation,
          // Given back to the card in all: the checkout's payment and any top-up a lower revision refunded.
          refunded: p.refunded + (p.topUpRefunded ?? 0),
          // Only once a higher revision's increase was charged (a top-up): earlier answers stay as they were.
          ...(p.topUpCaptured ? { top_up: p.topUpCaptured } : {}),
        }
      : null,
    // Filled in by the proofs feature's detail extra (its wire shape is that feature's); the key keeps its place.
    proofs: [] as unknown[],
    rating: v.rating?.stars ?? null,
    review: v.rating?.review ?? null,
    payment_canceled_reason: v.paymentCanceled?.reason ?? null,
    payment_canceled_remark: v.paymentCanceled?.remark ?? null,
    shipping_status: v.shippingStage,
    // Spec §3 refund_request: every request of this batch (estimate figures, reason, state); older views lack it.
    refund_requests: v.refundRequests ?? [],
  };
}

/** The detail page's snake_case fields (spec §2 detail, §3 batch and fees), derived from the stored view. */
export function detailFields(v: BatchView, ctx: PartyContext): Record<string, unknown> {
  const f = v.fees;
  const internal = ctx.audience !== 'requester';
  const coupon = v.coupon ?? null;
  return {
    status_label_key: v.labelKey,
    group: v.group,
    tab: v.tab,
    final: v.final,
    items: v.items.map(item),
    fees: f
      ? {
          currency: f.currency,
          subtotal: f.itemSubtotal,
          seller_shipping: f.sellerShipping,
          local_shipping: f.localShipping,
          international_shipping: f.internationalShipping,
          additional_fee: f.additionalFee,
          service_fee: f.serviceFee,
          service_fee_waived: v.serviceFeeWaived,
          insurance_fee: f.insuranceFee,
          coupon_discount: f.couponDiscount,
          couponDiscount: f.couponDiscount,
          total: f.total,
          ...(internal ? { you_earn: ctx.youEarn ?? f.buyerEarning } : {}),
        }
      : null,
    // Payment is in HKD (spec §1): the total converted with the pricing engine's rates, rounded up.
    amount_due: f
      ? { currency: 'HKD', value: toHkd({ amount: f.total, currency: f.currency }, DEMO_FX_RATES).amount }
      : null,
    // Spec §3 "available local shipping fee balance" (machines/batch/local-shipping-balance.ts).
    local_shipping_balance: localShippingBalance(v),
    // The current quote revision: lines in the fees' currency and HKD; confirm and pay name it.
    quote: quoteOf(v),
    requester: party(ctx.requester, v.requesterId, ctx),
    buyer: party(ctx.buyer, v.buyerId, ctx),
    chat_room: chatRoomName(v.buyerId, v.requesterId, v.batchNumber),
    warehouse: v.warehouse,
    delivery: v.delivery,
    ...(internal ? { buyer_remark: v.buyerRemark } : {}),
    buyer_note: v.buyerNote,
    declined_reason: v.declined?.reason ?? null,
    declined_remark: v.declined?.remark ?? null,
    canceled_reason: v.canceled?.reason ?? null,
    fees_updated_by_buyer: v.feesUpdatedByBuyer,
    coupon: coupon
      ? { code: coupon.code, kind: coupon.kind, discount: coupon.discount, currency: coupon.currency }
      : null,
    cloned_from: v.clonedFrom,
    merged_into: v.mergedInto,
    combined_from: v.combinedFrom,
    payment_error: v.paymentError,
    ...orderFields(v),
  };
}
