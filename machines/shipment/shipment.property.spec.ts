/**
 * Random command sequences (fast-check) over two shipments of one warehouse and a pool of orders,
 * the way the process and staff will drive them: orders join through decidePlacement, moves go
 * through decideMove, everything else straight to the decider; a slot whose shipment has departed
 * may open next week's. Whatever happens: replaying each stream rebuilds its state, an order is never
 * in two shipments that have not departed, and no order's stage runs ahead of its shipment's state.
 */
import fc from 'fast-check';
import { isForwardStage } from '../batch/batch.guards';
import type { ShippingStage } from '../batch/status-table';
import {
  AFTER_CUTOFF,
  AUDITOR,
  BEFORE_CUTOFF,
  BUYER,
  REQUESTER,
  STAFF,
  SYSTEM,
  WAREHOUSE,
  shipCommand,
} from '../testing/shipment-fixtures';
import { SHIPMENT_COMMANDS, type ShipmentCommandType } from './commands';
import { allowedShipmentCommands } from './shipment.permissions';
import {
  asShipmentStateLike,
  decideShipment,
  initialShipment,
  replayShipment,
  shipmentStatusOf,
} from './shipment.decider';
import { isShipmentError } from './shipment.errors';
import type { ShipmentEvent } from './shipment.events';
import type { ShipmentState } from './shipment.machine';
import { decideMove, decidePlacement, holdersOf } from './shipment.placement';
import { impliedStageOf, notAheadOf, type DeliveryKind } from './shipment.stages';
import type { Actor } from './shipment.types';

const ACTORS: readonly Actor[] = [STAFF, SYSTEM, STAFF, SYSTEM, REQUESTER, BUYER, AUDITOR];

const POOL = ['batch-0', 'batch-1', 'batch-2', 'batch-3', 'batch-4', 'batch-5'];
const deliveryOf = (batchId: string): DeliveryKind => (Number(batchId.slice(-1)) % 2 ? 'pickup' : 'address');

interface Stream {
  state: ShipmentState;
  log: ShipmentEvent[];
}

/** mode 0-2: any actor, any command; 3-9: a command some actor may issue now, so walks reach the end. */
const stepArb = fc.record({
  mode: fc.integer({ min: 0, max: 9 }),
  slot: fc.integer({ min: 0, max: 1 }),
  actor: fc.integer({ min: 0, max: ACTORS.length - 1 }),
  type: fc.integer({ min: 0, max: 1000 }),
  batch: fc.integer({ min: 0, max: POOL.length - 1 }),
  v: fc.integer({ min: 0, max: 1000 }),
});
type Step = typeof stepArb extends fc.Arbitrary<infer S> ? S : never;

function choose(stream: Stream, step: Step, at: string): [Actor, ShipmentCommandType] {
  if (step.mode >= 3) {
    const pairs = ACTORS.flatMap((a) =>
      allowedShipmentCommands(asShipmentStateLike(stream.state), a, at).map(
        (t) => [a, t] as [Actor, ShipmentCommandType],
      ),
    );
    // Filling is most of an open shipment's life: two steps in three add a parcel when one may.
    const adds = pairs.filter(([, t]) => t === 'AddParcel');
    if (adds.length && step.type % 3) return adds[step.type % adds.length];
    if (pairs.length) return pairs[step.type % pairs.length];
  }
  return [ACTORS[step.actor], SHIPMENT_COMMANDS[step.type % SHIPMENT_COMMANDS.length].type];
}

describe('shipments under random commands', () => {
  it('replay, one open shipment per order, stages never ahead of the shipment', () => {
    const reached = new Set<string>();
    fc.assert(
      fc.property(fc.array(stepArb, { minLength: 20, maxLength: 50, size: 'max' }), (steps) => {
        let week = 0;
        const slots: Stream[] = [0, 1].map(() => ({ state: initialShipment, log: [] }));
        const all: Stream[] = [...slots];
        const stages = new Map<string, ShippingStage>();
        for (const step of steps) {
          const stream = slots[step.slot];
          const other = slots[1 - step.slot];
          // Next week's shipment replaces a sorted one, or one closed with nothing to carry.
          const { parcels, held } = stream.state.context;
          const stuck = shipmentStatusOf(stream.state) === 'closed' && parcels.length <= held.length;
          if (shipmentStatusOf(stream.state) === 'sorted' || (stuck && step.v % 2 === 0)) {
            slots[step.slot] = { state: initialShipment, log: [] };
            all.push(slots[step.slot]);
            continue;
          }
          const at = step.v % 3 ? AFTER_CUTOFF : BEFORE_CUTOFF;
          const [actor, type] = choose(stream, step, at);
          const batchId = POOL[step.batch];
          const ctx = stream.state.context;
          const writes = new Map<Stream, ShipmentEvent[]>();
          if (type === 'AddParcel') {
            const data = { batchId, warehouse: WAREHOUSE, itemIds: [`${batchId}-i`], weight: 100, movedFrom: null };
            const r = decidePlacement(
              shipCommand(type, data, actor, at),
              stream.state,
              all.map((s) => asShipmentStateLike(s.state)),
            );
            if (!isShipmentError(r)) writes.set(stream, r);
          } else if (type === 'MoveParcel') {
            const to = step.v % 2 ? other.state.context.shipmentId || 'nowhere' : null;
            const moved =
              step.mode % 3 && ctx.parcels.length ? ctx.parcels[step.v % ctx.parcels.length].batchId : batchId;
            const r = decideMove(
              shipCommand(type, { batchId: moved, toShipmentId: to }, actor, at),
              stream.state,
              to ? other.state : null,
            );
            if (!isShipmentError(r)) writes.set(stream, r.source).set(other, r.target);
          } else {
            week += type === 'OpenShipment' ? 1 : 0;
            const definition = SHIPMENT_COMMANDS.find((c) => c.type === type);
            const sample = definition?.sample(ctx, step.v) as Record<string, unknown>;
            // Mostly the sample's order (one the shipment carries), sometimes any order of the pool.
            const data =
              type === 'OpenShipment'
                ? { ...sample, shipmentId: `shp-${week}-${step.slot}` }
                : { ...sample, ...(step.mode % 3 ? {} : { batchId }) };
            const r = decideShipment(shipCommand(type, data as never, actor, at), stream.state);
            if (!isShipmentError(r)) writes.set(stream, r);
          }
          for (const [s, events] of writes) {
            if (events.length === 0) continue;
            expect([STAFF, SYSTEM]).toContain(actor);
            const before = s.state;
            s.state = replayShipment(events, s.state);
            s.log.push(...events);
            reached.add(shipmentStatusOf(s.state));
            // The process: every travelling order moves to the stage the shipment now implies, forward only.
            for (const p of s.state.context.parcels) {
              const old = impliedStageOf(shipmentStatusOf(before), before.context, p.batchId, deliveryOf(p.batchId));
              const now = impliedStageOf(shipmentStatusOf(s.state), s.state.context, p.batchId, deliveryOf(p.batchId));
              expect(notAheadOf(old, now)).toBe(true);
              const current = stages.get(p.batchId) ?? null;
              if (now && isForwardStage(current, now)) stages.set(p.batchId, now);
            }
          }
          for (const batch of POOL) {
            expect(
              holdersOf(
                batch,
                all.map((s) => asShipmentStateLike(s.state)),
              ).length,
            ).toBeLessThanOrEqual(1);
            // Its stage is one some shipment carrying it implies now: departed shipments keep their parcels.
            const implied = all.map((s) =>
              impliedStageOf(shipmentStatusOf(s.state), s.state.context, batch, deliveryOf(batch)),
            );
            expect(implied.some((stage) => notAheadOf(stages.get(batch) ?? null, stage))).toBe(true);
          }
        }
        for (const s of all) {
          const { parcels, held, revision } = s.state.context;
          expect(new Set(parcels.map((p) => p.batchId)).size).toBe(parcels.length);
          expect(held.every((h) => parcels.some((p) => p.batchId === h.batchId))).toBe(true);
          expect(revision).toBe(s.log.length);
          // Events are stored as JSON: replay what the store gives back.
          const rebuilt = replayShipment(JSON.parse(JSON.stringify(s.log)) as ShipmentEvent[]);
          expect(shipmentStatusOf(rebuilt)).toBe(shipmentStatusOf(s.state));
          expect(rebuilt.context).toEqual(s.state.context);
        }
      }),
      { numRuns: 60 },
    );
    // The walks must reach the whole life of a shipment, not bounce off refusals.
    expect([...reached].sort()).toEqual(['arrived_hk', 'closed', 'departed', 'open', 'sorted']);
  });
});
