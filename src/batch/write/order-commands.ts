import {
  codeOf,
  domainError,
  type BatchCommand,
  type BatchState,
  type CommandMetadata,
  type ShippingStage,
  SHIPPING_STAGES,
} from '@machines/batch';
import { ApiError } from '../../platform/web/api-error';
import { authorizeFirst } from './authorize-first';
import { toApiError } from '../core/domain-error.mapper';

/** update_order_status also takes `purchased` (with purchase_site_order_id): the legacy way to mark items bought. */
export const ORDER_STATUS_UPDATES = [...SHIPPING_STAGES, 'purchased'] as const;
export type OrderStatusUpdate = (typeof ORDER_STATUS_UPDATES)[number];

export interface UpdateOrderStatusData {
  status: OrderStatusUpdate;
  items?: readonly { id: string; status?: OrderStatusUpdate }[];
  selectedItems?: readonly string[];
  purchaseSiteOrderId?: string;
}

export interface ConfirmReceiptData {
  itemIds?: readonly string[];
  rating?: number;
  review?: string;
}

const required = (field: string) => new ApiError(400, 'VALIDATION_FAILED', 'Required', { field });
const BOUGHT = new Set(['purchased', 'sent', 'received']);
const RECEIVABLE = new Set(['purchased', 'sent']);

/**
 * Purchase complete. `itemIds`, when given, must be the items bought: the buyer confirms what the
 * capture will charge (checked after who/when, so a refused caller learns nothing about the items).
 */
export function completePurchaseCommand(
  itemIds: readonly string[] | undefined,
  metadata: CommandMetadata,
  state: BatchState,
): BatchCommand {
  authorizeFirst('CompletePurchase', state, metadata);
  const ids = itemIds ?? [];
  const items = new Map(state.context.items.map((i) => [i.id, i]));
  const missing = ids.filter((id) => !items.has(id));
  const notBought = ids.filter((id) => items.has(id) && !BOUGHT.has(items.get(id)?.state ?? ''));
  if (missing.length) throw toApiError(domainError('BATCH_ITEM_NOT_FOUND', { field: 'items', itemIds: missing }));
  if (notBought.length)
    throw toApiError(domainError('BATCH_ITEM_NOT_IN_EXPECTED_STATE', { field: 'items', itemIds: notBought }));
  return { type: 'CompletePurchase', data: {}, metadata };
}

/**
 * The spec's update_order_status: `status` for `selected_items` (or every item on its way), and
 * per-item `items[].status`. Each distinct stage becomes one UpdateOrderStatus, lowest code first,
 * all appended together (all or nothing). `purchased` with `purchase_site_order_id` marks the
 * selected (else all still open) items bought, as the legacy call did.
 */
export function orderStatusCommands(
  data: UpdateOrderStatusData,
  metadata: CommandMetadata,
  openItemIds: readonly string[],
): BatchCommand[] {
  if (data.status === 'purchased') {
    if (!data.purchaseSiteOrderId) throw required('purchase_site_order_id');
    const ids = data.selectedItems ?? data.items?.map((i) => i.id) ?? openItemIds;
    const purchaseSiteOrderId = data.purchaseSiteOrderId;
    return [{ type: 'PurchaseItems', data: { items: ids.map((id) => ({ id, purchaseSiteOrderId })) }, metadata }];
  }
  const groups = new Map<ShippingStage, string[]>();
  const add = (stage: ShippingStage, id?: string) => {
    const ids = groups.get(stage) ?? [];
    if (id !== undefined && !ids.includes(id)) ids.push(id);
    groups.set(stage, ids);
  };
  (data.items ?? []).forEach((item, n) => {
    const stage = item.status ?? data.status;
    if (stage === 'purchased')
      throw new ApiError(400, 'VALIDATION_FAILED', 'Wrong Input', { field: `items[${n}].status` });
    add(stage, item.id);
  });
  (data.selectedItems ?? []).forEach((id) => add(data.status as ShippingStage, id));
  if (groups.size === 0) add(data.status);
  return [...groups.entries()]
    .sort(([a], [b]) => codeOf(a) - codeOf(b))
    .map(([status, ids]) => ({
      type: 'UpdateOrderStatus',
      data: { status, ...(ids.length ? { itemIds: ids } : {}) },
      metadata,
    }));
}

/**
 * The requester confirms receipt (all items, or some) and may rate. When nothing is left to receive
 * the order completes in the same append: with the rating if one was given, else without (the
 * contract: "when everything is received the order completes"). Already `received` (staff or a
 * timer received it): the call completes it, with the rating.
 */
export function receiptCommands(
  data: ConfirmReceiptData,
  metadata: CommandMetadata,
  state: BatchState,
): BatchCommand[] {
  const receivable = state.context.items.filter((i) => RECEIVABLE.has(i.state)).map((i) => i.id);
  const rating = data.rating === undefined ? {} : { rating: data.rating, review: data.review ?? '' };
  if (data.rating === undefined && data.review !== undefined) {
    // A review belongs to a rating: named by the API's field, after who/when like every refusal.
    authorizeFirst('ConfirmReceipt', state, metadata);
    throw new ApiError(400, 'VALIDATION_FAILED', 'Required', { field: 'stars' });
  }
  if (receivable.length === 0 && state.value === 'received') {
    return [{ type: 'CompleteOrder', data: { ...rating }, metadata }];
  }
  const itemIds = data.itemIds ?? receivable;
  const commands: BatchCommand[] = [{ type: 'ConfirmReceipt', data: { itemIds, ...rating }, metadata }];
  const last = receivable.length > 0 && receivable.every((id) => itemIds.includes(id));
  // A rating is for the whole order: refused on a partial receipt rather than silently dropped.
  if (!last && data.rating !== undefined) {
    authorizeFirst('ConfirmReceipt', state, metadata);
    throw new ApiError(400, 'RATING_NEEDS_FULL_RECEIPT', 'Rate the order when you confirm the last items.', {
      field: 'stars',
    });
  }
  // With a rating the machine completes the order itself (ConfirmReceipt → OrderCompleted).
  if (last && data.rating === undefined) commands.push({ type: 'CompleteOrder', data: {}, metadata });
  return commands;
}
