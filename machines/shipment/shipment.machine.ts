/**
 * The consolidated shipment as an XState v5 machine, in the batch machine's style: states are the
 * shipment's statuses (plus `none`), events the domain events, the only action an `assign`. No
 * timers: the cut-off arrives as a CloseShipment from the scheduler.
 */
import { assign, setup, type SnapshotFrom } from 'xstate';
import { applyShipmentEvent } from './shipment.context';
import type { ShipmentEvent, ShipmentEventType } from './shipment.events';
import { SHIPMENT_FINAL_STATUSES, SHIPMENT_TRANSITIONS } from './shipment.transitions';
import { EMPTY_SHIPMENT, SHIPMENT_STATUSES, type ShipmentContext, type ShipmentStatusValue } from './shipment.types';

interface StateConfig {
  type?: 'final';
  on?: Partial<Record<ShipmentEventType, { target?: string; actions: 'apply' }>>;
}

function buildStates(): Record<ShipmentStatusValue, StateConfig> {
  const names: ShipmentStatusValue[] = ['none', ...SHIPMENT_STATUSES];
  const isFinal = (s: ShipmentStatusValue) => (SHIPMENT_FINAL_STATUSES as readonly string[]).includes(s);
  const states = Object.fromEntries(
    names.map((s) => [s, isFinal(s) ? { type: 'final' as const } : { on: {} }]),
  ) as Record<ShipmentStatusValue, StateConfig>;
  for (const row of SHIPMENT_TRANSITIONS) {
    for (const from of row.from) {
      const on = states[from].on;
      if (!on) throw new Error(`Transition ${row.event} declared from final status ${from}`);
      on[row.event] = row.to ? { target: row.to, actions: 'apply' } : { actions: 'apply' };
    }
  }
  return states;
}

export const shipmentMachine = setup({
  types: {
    context: {} as ShipmentContext,
    events: {} as ShipmentEvent,
  },
  actions: {
    apply: assign(({ context, event }) => applyShipmentEvent(context, event)),
  },
}).createMachine({
  id: 'shipment',
  initial: 'none',
  context: EMPTY_SHIPMENT,
  states: buildStates(),
});

export type ShipmentState = SnapshotFrom<typeof shipmentMachine>;
