import { randomUUID } from 'node:crypto';
import type { LegacyCreated, LegacyOrderUpdated } from '@contracts/legacy';
import { Injectable } from '@nestjs/common';
import type { BatchCommand, BatchState, CommandMetadata, CurrencyCode, NewItemInput } from '@machines/batch';
import type { Actor } from '../platform/auth/actor';
import { ApiError } from '../platform/web/api-error';
import {
  BatchDetailQuery,
  batchNotFound,
  BatchWriter,
  type CommandContext,
  type CommandResult,
  NewRequestActions,
  ORDER_STATUS_UPDATES,
  OrderActions,
  type OrderStatusUpdate,
  RepricingActions,
  requireQuote,
  WAREHOUSES,
} from '../batch';
import type { LegacyItemAddDto, LegacyItemUpdateDto, LegacyOrderAddDto, LegacyOrderUpdateDto } from './legacy.dto';
import { toHundredthsLb, toMinor } from './legacy.dto';
import { legacyStatusOf } from './legacy-status';
import { legacyItemId, parseLegacyItemId } from './legacy-views';

/** A draft's delivery until an order is placed from its item: the first pickup point (reference rows). */
export const DRAFT_PICKUP_LOCATION = 'bns-hq';

const invalid = (field: string, message = 'Wrong Input') => new ApiError(400, 'VALIDATION_FAILED', message, { field });
const isUuid = (id: string) => /^[0-9a-f-]{36}$/i.test(id);

/**
 * The older writes, each one or more commands of the new API through the same actions and the one
 * batch writer (so the machine decides, and roles, ownership and statuses are the new API's).
 */
@Injectable()
export class LegacyWrites {
  constructor(
    private readonly writer: BatchWriter,
    private readonly newRequests: NewRequestActions,
    private readonly repricing: RepricingActions,
    private readonly orders: OrderActions,
    private readonly details: BatchDetailQuery,
  ) {}

  /** POST /api/item/add: a draft request (CreateRequest without submitting: status new) holding the item. */
  async addItem(body: LegacyItemAddDto, context: CommandContext): Promise<LegacyCreated> {
    if (body.account !== undefined && body.account !== context.actor.id) throw invalid('account');
    const itemId = randomUUID();
    const item: NewItemInput = {
      id: itemId,
      link: body.link,
      name: body.name,
      category: body.category,
      brand: body.brand,
      quantity: body.quantity ?? 1,
      color: body.detail?.color,
      size: body.detail?.size,
      price: { amount: toMinor(body.price), currency: (body.price_type ?? 'USD') as CurrencyCode },
      weight: body.weight === undefined ? null : toHundredthsLb(body.weight, body.weight_type),
      note: body.description,
      imageId: body.imageIds?.[0] ?? null,
      fromCountry: body.location ?? 'us',
      toCountry: 'hk',
      contains: ['none'],
      declaredValueTwd: body.declared_value_twd ?? null,
    };
    const result = await this.newRequests.start(
      {
        items: [item],
        warehouse: (WAREHOUSES as readonly string[]).includes(item.fromCountry) ? item.fromCountry : 'us',
        delivery: { kind: 'pickup', locationId: DRAFT_PICKUP_LOCATION },
        restrictionsConfirmed: body.restrictions_confirmed,
        submit: false,
      },
      context,
    );
    return created(legacyItemId(result.batchId, itemId), result);
  }

  /** PUT /api/item/update/{id}: the assigned buyer's modify/{id}/items for this one item. */
  async updateItem(id: string, body: LegacyItemUpdateDto, context: CommandContext): Promise<LegacyOrderUpdated> {
    const ref = parseLegacyItemId(id);
    if (!ref || !isUuid(ref.batchId)) throw batchNotFound();
    if (body.price === undefined && body.weight === undefined && body.quantity === undefined)
      throw invalid('price', 'Required');
    const result = await this.repricing.modifyItems(
      ref.batchId.toLowerCase(),
      {
        items: [
          {
            id: ref.itemId,
            price: body.price === undefined ? undefined : toMinor(body.price),
            weight: body.weight === undefined ? undefined : toHundredthsLb(body.weight, body.weight_type),
            quantity: body.quantity,
          },
        ],
        finalFee: false,
        editDeclinedItems: false,
        confirmCouponUpdate: true,
      },
      context,
    );
    return updated(result);
  }

  /** POST /api/order/add: a new submitted request from one of the caller's legacy items (like a clone). */
  async addOrder(body: LegacyOrderAddDto, actor: Actor, context: CommandContext): Promise<LegacyCreated> {
    const ref = parseLegacyItemId(body.item);
    if (!ref || !isUuid(ref.batchId)) throw invalid('item');
    // The writer's state, not a read model: an item added a moment ago is ordered at once.
    const { state } = await this.writer.current(ref.batchId.toLowerCase());
    const source = state.context;
    if (state.value === 'none' || source.requesterId !== actor.id) throw invalid('item');
    const item = source.items.find((i) => i.id === ref.itemId);
    if (!item) throw invalid('item');
    const result = await this.newRequests.create(
      {
        items: [
          {
            id: randomUUID(),
            link: item.link,
            name: item.name,
            category: item.category,
            brand: item.brand,
            quantity: body.quantity,
            color: item.color,
            size: item.size,
            price: item.price,
            weight: item.weight,
            note: body.note ?? item.note,
            imageId: item.imageId,
            fromCountry: body.country_from ?? item.fromCountry,
            toCountry: body.country_to,
            contains: item.contains,
            declaredValueTwd: item.declaredValueTwd ?? null,
            ...(item.dimensions ? { dimensions: item.dimensions } : {}),
          },
        ],
        warehouse: source.warehouse,
        delivery: {
          kind: 'address',
          address: {
            recipientName: body.recipient_name,
            contactNumber: body.contact_number,
            addressLine1: body.address,
            addressLine2: body.address_2,
            district: body.district,
            city: body.city,
            region: body.region ?? body.state,
            zipCode: body.zipcode,
            country: body.country_to,
          },
        },
        // Confirmed when the item was described (item add, or the new app's create), as a clone is.
        restrictionsConfirmed: true,
        clonedFrom: { batchNumber: source.batchNumber, itemIds: [item.id] },
      },
      context,
    );
    return created(result.batchId, result);
  }

  /** PUT /api/order/update/{id}/: each given field is one command of the new API, in a fixed order. */
  async updateOrder(
    id: string,
    body: LegacyOrderUpdateDto,
    context: CommandContext,
    acceptedQuote?: number,
  ): Promise<LegacyOrderUpdated> {
    if (!isUuid(id)) throw batchNotFound();
    const batchId = id.toLowerCase();
    let last: CommandResult | undefined;
    if (body.order_status !== undefined) last = await this.orderStatus(batchId, body, context, acceptedQuote);
    if (body.track_number !== undefined) {
      const { state } = await this.writer.load(batchId);
      const items = state.context.items
        .filter((i) => i.state === 'purchased')
        .map((i) => ({ id: i.id, trackingNumber: body.track_number as string }));
      last = await this.orders.sendTracking(batchId, items, context);
    }
    if (body.stars !== undefined || (body.reviews !== undefined && body.order_status === undefined)) {
      last = await this.orders.confirmReceipt(batchId, { rating: body.stars, review: body.reviews }, context);
    }
    if (!last) throw invalid('order_status', 'Required');
    return updated(last);
  }

  private purchased(batchId: string, body: LegacyOrderUpdateDto, context: CommandContext): Promise<CommandResult> {
    const siteOrderId = body.purchase_site_order_id;
    if (!siteOrderId) throw invalid('purchase_site_order_id', 'Required');
    return this.writer.execute(batchId, context, (metadata, state) => purchasedCommands(siteOrderId, metadata, state));
  }

  private orderStatus(
    batchId: string,
    body: LegacyOrderUpdateDto,
    context: CommandContext,
    acceptedQuote: number | undefined,
  ): Promise<CommandResult> {
    const status = body.order_status as string;
    const role = context.actor.role;
    const reason = body.reason;
    if (status === 'accepted')
      return this.writer.command(batchId, context, 'AcceptRequest', { updatedLinks: [], confirmCouponUpdate: true });
    if (status === 'declined')
      return this.writer.command(batchId, context, 'DeclineRequest', { reason: 'other', remark: reason });
    if (status === 'canceled')
      return this.writer.command(batchId, context, 'CancelRequest', { reason: 'other', remark: reason });
    // An older client names no quote: refused (428 QUOTE_REVISION_REQUIRED, with the quote), never a
    // confirm of figures the requester may not have seen (src/legacy-api/README.md).
    if (status === 'confirmed')
      return this.writer.execute(batchId, context, (metadata, state) => {
        const command = { type: 'ConfirmRequest' as const, data: {}, metadata };
        requireQuote(state, acceptedQuote, command);
        return command;
      });
    if (status === 'completed' || status === 'item_received')
      return this.orders.confirmReceipt(batchId, { rating: body.stars, review: body.reviews }, context);
    if (status === 'purchased' && role !== 'requester') return this.purchased(batchId, body, context);
    if ((ORDER_STATUS_UPDATES as readonly string[]).includes(status) && role !== 'requester') {
      return this.orders.updateOrderStatus(
        batchId,
        { status: status as OrderStatusUpdate, purchaseSiteOrderId: body.purchase_site_order_id },
        context,
      );
    }
    throw invalid('order_status');
  }
}

/**
 * The older `purchased` is the order bought and done (legacy-status.ts shows payment_captured as
 * `purchased`): the open items are marked bought and the purchase is completed in the same append,
 * so the capture follows and the tracking number may be sent next, as an older client expects. An
 * order already bought is only completed, so a retry after a lost answer goes on where it stopped.
 */
function purchasedCommands(purchaseSiteOrderId: string, metadata: CommandMetadata, state: BatchState): BatchCommand[] {
  const open = state.context.items.filter((i) => i.state === 'requested');
  const buy: BatchCommand[] = open.length
    ? [{ type: 'PurchaseItems', data: { items: open.map((i) => ({ id: i.id, purchaseSiteOrderId })) }, metadata }]
    : [];
  return [...buy, { type: 'CompletePurchase', data: {}, metadata }];
}

function created(id: string, r: CommandResult): LegacyCreated {
  return {
    id,
    order: r.batchId,
    batch_number: r.batchNumber ?? '',
    order_status: legacyStatusOf(r.status).order_status,
    status: r.status,
    position: r.position,
  };
}

function updated(r: CommandResult): LegacyOrderUpdated {
  return { id: r.batchId, ...legacyStatusOf(r.status), status: r.status, revision: r.revision, position: r.position };
}
