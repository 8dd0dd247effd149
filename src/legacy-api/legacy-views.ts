import type { BatchDetail, BatchItemView } from '@contracts/batch/batch-detail';
import type { LegacyItem, LegacyOrder } from '@contracts/legacy';
import { legacyStatusOf } from './legacy-status';

/** A legacy item id names the batch and the item: item ids are only unique within their batch. */
export const legacyItemId = (batchId: string, itemId: string) => `${batchId}:${itemId}`;

export function parseLegacyItemId(id: string): { batchId: string; itemId: string } | null {
  const at = id.indexOf(':');
  if (at <= 0 || at === id.length - 1) return null;
  return { batchId: id.slice(0, at), itemId: id.slice(at + 1) };
}

const major = (minor: number) => Math.round(minor) / 100;

export function toLegacyItem(detail: BatchDetail, item: BatchItemView): LegacyItem {
  return {
    id: legacyItemId(detail.id, item.id),
    name: item.name,
    description: item.note ?? '',
    brand: item.brand ?? '',
    link: item.link,
    price: major(item.price.amount),
    detail: { color: item.color ?? '', size: item.size ?? '' },
    category: item.category,
    weight_type: 'lb',
    price_type: item.price.currency,
    imageIds: item.imageId ? [item.imageId] : [],
    weight: major(item.weight),
    location: item.fromCountry,
    account: detail.requester_id,
    quantity: item.quantity,
    order: detail.id,
    status: detail.status,
  };
}

type LegacyAddress = Pick<
  LegacyOrder,
  'address' | 'address_2' | 'zipcode' | 'region' | 'district' | 'state' | 'city' | 'recipient_name' | 'contact_number'
>;

/** The old API's flat address columns from the delivery: a pickup names its location in `address`. */
function legacyAddressOf(delivery: BatchDetail['batch']['delivery']): LegacyAddress {
  const address = delivery?.kind === 'address' ? delivery.address : null;
  return {
    address: address ? address.addressLine1 : delivery?.kind === 'pickup' ? `pickup:${delivery.locationId}` : '',
    address_2: address?.addressLine2 ?? '',
    zipcode: address?.zipCode ?? '',
    region: address?.region ?? '',
    district: address?.district ?? '',
    state: address?.country ?? '',
    city: address?.city ?? '',
    recipient_name: address?.recipientName ?? '',
    contact_number: address?.contactNumber ?? '',
  };
}

export function toLegacyOrder(detail: BatchDetail): LegacyOrder {
  const batch = detail.batch;
  const items = batch.items;
  const first = items[0];
  const earning = batch.fees?.buyerEarning;
  return {
    ...legacyStatusOf(detail.status),
    ...legacyAddressOf(batch.delivery),
    id: detail.id,
    batch_number: detail.batch_number,
    requester: detail.requester_id,
    buyer: detail.buyer_id,
    item: first ? legacyItemId(detail.id, first.id) : '',
    items: items.map((i) => legacyItemId(detail.id, i.id)),
    quantity: items.reduce((n, i) => n + i.quantity, 0),
    online_fee: batch.fees ? major(batch.fees.total) : null,
    buyer_fee: earning === undefined || earning === null ? null : major(earning),
    country_from: first?.fromCountry ?? '',
    country_to: first?.toCountry ?? '',
    note: first?.note ?? '',
    status: detail.status,
    track_number: items.map((i) => i.trackingNumber).find((t) => typeof t === 'string' && t.length > 0) ?? null,
    stars: batch.rating?.stars ?? null,
    reviews: batch.rating ? batch.rating.review : null,
    created_at: detail.created_at,
    updated_at: detail.updated_at,
  };
}
