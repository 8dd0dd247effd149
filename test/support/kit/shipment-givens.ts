import { randomUUID } from 'node:crypto';
import type { Actor, Delivery } from '@machines/batch';
import {
  decideShipmentNext,
  initialShipment,
  isShipmentError,
  replayShipment,
  shipmentStreamId,
  type ShipmentCommand,
  type ShipmentCommandOf,
  type ShipmentCommandType,
  type ShipmentEvent,
  type ShipmentState,
} from '@machines/shipment';
import { PAY_HKD, STAFF, SYSTEM, command, createData, hkd } from '@machines/testing/batch-fixtures';
import { checkIn } from '@machines/testing/arrival-scenario';
import { Scenario, steps } from '@machines/testing/batch-scenario';
import type { EventStore } from '../../../src/platform/event-store/event-store.port';
import { appendBatchEvents, KIT_ACTOR } from './batch-history';

/**
 * Shipments for tests, until the shipment routes exist: each command is decided by the pure
 * `decideShipmentNext` (machines/shipment) on the stream's state and appended through the event store
 * port with the exact expected revision, so the events are what the shipment writer would append
 * (swap these for the real routes later; the process that reacts to them cannot tell).
 */
export const SHIPMENT_STAFF: Actor = { id: 'test-kit-staff', role: 'staff', accountType: 's' };

async function shipmentState(
  store: EventStore,
  shipmentId: string,
): Promise<{ state: ShipmentState; revision: number }> {
  const recorded = await store.readStream(shipmentStreamId(shipmentId)).catch(() => []);
  const events = recorded.map((e) => ({ type: e.type, data: e.data }) as ShipmentEvent);
  return { state: replayShipment(events, initialShipment), revision: recorded.length - 1 };
}

/** Decides the commands in order on the shipment's stored state and appends their events together; returns the events' ids. */
export async function runShipmentCommands(
  store: EventStore,
  shipmentId: string,
  commands: readonly ShipmentCommand[],
): Promise<{ eventIds: string[]; position: string }> {
  const stored = await shipmentState(store, shipmentId);
  const revision = stored.revision;
  let state = stored.state;
  const events: ShipmentEvent[] = [];
  for (const cmd of commands) {
    const next = decideShipmentNext(cmd, state);
    if (isShipmentError(next)) throw new Error(`${cmd.type} refused: ${next.code} ${JSON.stringify(next.params)}`);
    events.push(...next.events);
    state = next.state;
  }
  const eventIds = events.map(() => randomUUID());
  const result = await store.append(
    shipmentStreamId(shipmentId),
    events.map((e, n) => ({
      eventId: eventIds[n],
      type: e.type,
      data: e.data,
      metadata: {
        at: commands[commands.length - 1]?.metadata.at,
        actor: commands[commands.length - 1]?.metadata.actor,
      },
    })),
    { expectedRevision: revision < 0 ? 'no_stream' : revision, streamType: 'shipment' },
  );
  return { eventIds, position: result.position };
}

export function shipmentCommand<T extends ShipmentCommandType>(
  type: T,
  data: ShipmentCommandOf<T>['data'],
  actor: Actor = SHIPMENT_STAFF,
  at: string = new Date().toISOString(),
): ShipmentCommandOf<T> {
  return { type, data, metadata: { actor, at, commandId: randomUUID() } } as ShipmentCommandOf<T>;
}

/** A closed shipment of `warehouse` carrying these orders (one parcel each), ready to depart. */
export async function givenClosedShipment(
  store: EventStore,
  p: { shipmentId?: string; warehouse: string; orders: readonly { batchId: string; itemIds: readonly string[] }[] },
): Promise<string> {
  const shipmentId = p.shipmentId ?? randomUUID(); // UUID-shaped, as the shipment routes take ids
  const cutoffAt = new Date(Date.now() + 7 * 24 * 3600_000).toISOString();
  await runShipmentCommands(store, shipmentId, [
    shipmentCommand('OpenShipment', { shipmentId, warehouse: p.warehouse, cutoffAt }, SYSTEM),
    ...p.orders.map((o) =>
      shipmentCommand(
        'AddParcel',
        { batchId: o.batchId, warehouse: p.warehouse, itemIds: [...o.itemIds], weight: 300, movedFrom: null },
        SYSTEM,
      ),
    ),
    shipmentCommand('CloseShipment', {}),
  ]);
  return shipmentId;
}

/** The staff action the process reacts to: MarkDeparted, MarkArrivedHk or MarkSorted; returns the event id. */
export async function markShipment(
  store: EventStore,
  shipmentId: string,
  type: 'MarkDeparted' | 'MarkArrivedHk' | 'MarkSorted',
): Promise<string> {
  const cmd =
    type === 'MarkDeparted'
      ? shipmentCommand('MarkDeparted', { carrier: 'Cathay Cargo', masterTrackingNumber: 'MAWB16012345675' })
      : shipmentCommand(type, {});
  const { eventIds } = await runShipmentCommands(store, shipmentId, [cmd]);
  return eventIds[eventIds.length - 1];
}

export interface ApprovedOrder {
  batchId: string;
  batchNumber: string;
  requesterId: string;
  itemIds: string[];
  /** The requester approves the items now (for an order given with `approve: false`). */
  approve(): Promise<void>;
}

/**
 * A paid order whose two items were bought, sent to the overseas warehouse, checked in and approved
 * by its requester (so it may leave for Hong Kong), written by the real decider and appended in one
 * go; `approve: false` leaves the review open (the move is then refused: BATCH_ARRIVAL_NOT_SETTLED).
 */
export async function givenApprovedOrder(
  store: EventStore,
  p: { requesterId: string; warehouse: string; delivery?: Delivery; approve?: boolean },
): Promise<ApprovedOrder> {
  const batchId = randomUUID();
  const batchNumber = `BNS${batchId.slice(0, 8).toUpperCase()}`;
  const requester: Actor = { id: p.requesterId, role: 'requester', accountType: 'r' };
  const s = new Scenario();
  const delivery = p.delivery ?? { kind: 'pickup', locationId: 'bns-hq' };
  s.run(command('CreateRequest', createData({ batchNumber, warehouse: p.warehouse, delivery }), requester));
  steps.assign(s);
  steps.accept(s);
  steps.modify(s);
  s.run(command('ConfirmRequest', {}, requester));
  const amount = hkd(PAY_HKD);
  s.run(
    command(
      'StartCheckout',
      { paymentMethod: 'card', amount, paymentReference: `pay-${batchId}`, agreedToTerms: true },
      requester,
    ),
  );
  s.run(command('RecordPaymentAuthorisation', { amount, pspReference: `psp-${batchId}` }, SYSTEM));
  steps.purchase('item-1', 'item-2')(s);
  steps.completePurchase(s);
  steps.capture()(s);
  steps.sendTracking('item-1', 'item-2')(s);
  s.run(command('CheckInParcel', checkIn({ trackingNumber: 'TN-item-1' }), STAFF));
  if (p.approve !== false) s.run(command('ApproveItems', { itemIds: ['item-1', 'item-2'] }, requester));
  await appendBatchEvents(store, batchId, s.events, { at: new Date().toISOString(), actor: KIT_ACTOR });
  const approve = async () => {
    const from = s.events.length;
    s.run(command('ApproveItems', { itemIds: ['item-1', 'item-2'] }, requester));
    const stored = await store.readStream(`batch-${batchId}`);
    await appendBatchEvents(store, batchId, s.events.slice(from), {
      at: new Date().toISOString(),
      actor: KIT_ACTOR,
      expectedRevision: stored.length - 1,
    });
  };
  return { batchId, batchNumber, requesterId: p.requesterId, itemIds: ['item-1', 'item-2'], approve };
}
