import { MAIN_PATH } from '@machines/batch';
import {
  batchActions as act,
  createRequest,
  pay,
  requestBodyFor,
  waitForDetail,
  type DetailBody,
  type NewItem,
  type PayOptions,
} from './batch-driver';
import type { Server } from './http';
import { signInDemo, type Account, type NewAccount } from './sign-in';

/** The statuses `driveTo` reaches, on the main path and the side paths the suites need. */
export { MAIN_PATH };
export const SIDE_PATHS = ['declined', 'canceled', 'all_payment_canceled', 'all_refunded'] as const;
export type DriveTarget = (typeof MAIN_PATH)[number] | (typeof SIDE_PATHS)[number];

export interface Parties {
  requester: Account;
  buyer: Account;
  /** Assigns the buyer through the admin API; without it the automatic assignment must pick `buyer`. */
  staff?: Account;
}

/** Registered parties enough for `driveTo` on every path, staff assigning the buyer (`useAppWorld`'s `accounts`). */
export const DRIVE_PARTIES = {
  requester: { accountType: 'r', firstName: 'Rita', lastName: 'Requester' },
  buyer: { accountType: 'b', firstName: 'Bo', lastName: 'Buyer' },
  staff: { accountType: 's', firstName: 'Sam', lastName: 'Staff' },
} as const satisfies Record<keyof Parties, NewAccount>;

export interface Driven {
  id: string;
  batchNumber: string;
  itemIds: string[];
  detail: DetailBody;
}

const DEFAULT_ITEMS: readonly NewItem[] = [
  { name: 'Trail shoes', price: 12000 },
  { name: 'Water bottle', price: 3000 },
];
const SHIPPING = [
  'arrived_oversea_warehouse',
  'oversea_shipping',
  'arrived_local_warehouse',
  'courier_delivery',
  'bns_complete',
] as const;
const reached = (target: DriveTarget, status: (typeof MAIN_PATH)[number]) =>
  (MAIN_PATH as readonly string[]).indexOf(target) >= MAIN_PATH.indexOf(status);

/**
 * Drives a new request to `target` through the real HTTP API, one action per step, and returns once
 * the requester's detail shows that status. Modify changes the first item's price by +US$1 (final
 * fees at `requested_payment`); confirm follows; payment uses the simulator's success card.
 */
export async function driveTo(
  app: Server,
  target: DriveTarget,
  parties: Parties,
  /** `request`: fields of the request form to replace (a `shipping_address` instead of the pickup point). */
  o: { items?: readonly NewItem[]; pay?: PayOptions; request?: Record<string, unknown> } = {},
): Promise<Driven> {
  const { requester, buyer, staff } = parties;
  const items = o.items ?? DEFAULT_ITEMS;
  const { id, batchNumber } = await createRequest(app, requester.token, { ...requestBodyFor(items), ...o.request });
  const done = async (status: string): Promise<Driven> => {
    // A paid batch is only shown paid once the authorisation is in the detail too.
    const detail = await waitForDetail(
      app,
      id,
      requester.token,
      (d) => d.status === status && (status !== 'payment_authorized' || d.batch.payments.authorised > 0),
    );
    return { id, batchNumber, itemIds: detail.batch.items.map((i) => i.id), detail };
  };
  if (target === 'requested') return done('requested');
  if (target === 'canceled') {
    await act.cancel(app, id, requester.token);
    return done('canceled');
  }
  if (staff) await act.assign(app, id, staff.token, buyer.id);
  const assigned = await waitForDetail(
    app,
    id,
    requester.token,
    (d) => d.buyer_id === buyer.id && d.status === 'assigned',
  );
  const itemIds = assigned.batch.items.map((i) => i.id);
  if (target === 'assigned') return done('assigned');
  if (target === 'declined') {
    await act.decline(app, id, buyer.token);
    return done('declined');
  }
  await act.accept(app, id, buyer.token);
  if (target === 'accepted') return done('accepted');
  const finalFee = target !== 'modified';
  await act.modify(app, id, buyer.token, {
    items: [{ id: itemIds[0], price: items[0].price + 100 }],
    final_fee: finalFee,
  });
  if (target === 'modified' || target === 'requested_payment') return done(target);
  await act.confirm(app, id, requester.token);
  if (target === 'confirmed') return done('confirmed');
  await pay(app, id, requester.token, o.pay);
  if (target === 'payment_authorized') return done('payment_authorized');
  if (target === 'all_payment_canceled') {
    await act.cancelPayment(app, id, requester.token, { reason: 'changed_mind' });
    return done('all_payment_canceled');
  }
  if (target === 'partially_purchased') {
    await act.purchase(app, id, buyer.token, [{ id: itemIds[0], purchaseSiteOrderId: `PO-${itemIds[0]}` }]);
    return done('partially_purchased');
  }
  await act.purchase(
    app,
    id,
    buyer.token,
    itemIds.map((i) => ({ id: i, purchaseSiteOrderId: `PO-${i}` })),
  );
  if (target === 'purchased') return done('purchased');
  await act.completePurchase(app, id, buyer.token);
  // The capture job captures a completed purchase on its own.
  const captured = await done('payment_captured');
  if (target === 'payment_captured') return captured;
  if (target === 'all_refunded') {
    if (!staff) throw new Error('a refund needs staff');
    await act.refund(app, id, staff.token, itemIds);
    return done('all_refunded');
  }
  await act.sendTracking(
    app,
    id,
    buyer.token,
    itemIds.map((i, n) => ({ id: i, trackingNumber: `TN${id.slice(0, 8).toUpperCase()}-${n + 1}` })),
  );
  if (target === 'item_sent') return done('item_sent');
  for (const stage of SHIPPING) {
    await act.updateOrderStatus(app, id, buyer.token, stage);
    if (target === stage) return done(stage);
  }
  if (!reached(target, 'completed')) throw new Error(`driveTo: no path to ${target}`);
  await act.received(app, id, requester.token, { stars: 5, reviews: 'Great' });
  return done('completed');
}

/**
 * A request of the seeded demo requester, driven to `target` with the demo buyer (the accounts the
 * browser suites sign in as; the automatic assignment picks that buyer), and both parties.
 */
export async function driveDemoBatch(
  app: Server & Parameters<typeof signInDemo>[0],
  target: DriveTarget,
  items?: readonly NewItem[],
): Promise<Driven & Omit<Parties, 'staff'>> {
  const parties = { requester: signInDemo(app, 'requester'), buyer: signInDemo(app, 'buyer') };
  return { ...(await driveTo(app, target, parties, { items })), ...parties };
}
