/**
 * The shipment decider, as the batch's (machines/batch/batch.decider.ts): fold a stream with
 * evolveShipment, decide a command into events or a coded refusal, and check every event against
 * the machine, so that only the machine moves a status. No I/O, no clock.
 */
import { initialTransition, transition } from 'xstate';
import { shipmentCommandDefinition, type ShipmentCommand } from './commands';
import type { DecideShipment } from './commands/define-shipment-command';
import { isShipmentError, shipmentError, type ShipmentError } from './shipment.errors';
import type { ShipmentEvent } from './shipment.events';
import { shipmentMachine, type ShipmentState } from './shipment.machine';
import { authorizeShipment } from './shipment.permissions';
import type { ShipmentStateLike, ShipmentStatusValue } from './shipment.types';

export const initialShipment: ShipmentState = initialTransition(shipmentMachine)[0];

/** A shipment has a few dozen events, so xstate's own pure `transition` is fast enough here. */
export function evolveShipment(state: ShipmentState, event: ShipmentEvent): ShipmentState {
  return transition(shipmentMachine, state, event)[0];
}

/** Rebuilds a shipment from its stored events. */
export function replayShipment(events: readonly ShipmentEvent[], from: ShipmentState = initialShipment): ShipmentState {
  return events.reduce(evolveShipment, from);
}

export function shipmentStatusOf(state: ShipmentState): ShipmentStatusValue {
  return state.value;
}

export function asShipmentStateLike(state: ShipmentState): ShipmentStateLike {
  return { value: shipmentStatusOf(state), context: state.context };
}

export interface NextShipment {
  readonly events: ShipmentEvent[];
  readonly state: ShipmentState;
}

/** Decides a command: the events with the state they lead to, or the refusal. */
export function decideShipmentNext(command: ShipmentCommand, state: ShipmentState): NextShipment | ShipmentError {
  const like = asShipmentStateLike(state);
  const refused = authorizeShipment(command.type, like, command.metadata.actor, command.metadata.at);
  if (refused) return refused;
  const definition = shipmentCommandDefinition(command.type);
  if (!definition) return shipmentError('SHIPMENT_VALIDATION', { field: 'type' });
  const decision = (definition.decide as DecideShipment<ShipmentCommand>)(command, like);
  if (isShipmentError(decision)) return decision;
  let s = state;
  for (const event of decision) {
    if (!s.can(event)) {
      return shipmentError('SHIPMENT_COMMAND_NOT_ALLOWED_IN_STATE', { command: command.type, event: event.type });
    }
    s = evolveShipment(s, event);
  }
  return { events: decision, state: s };
}

/** decideShipmentNext without the state: the events to append, or the refusal. */
export function decideShipment(command: ShipmentCommand, state: ShipmentState): ShipmentEvent[] | ShipmentError {
  const next = decideShipmentNext(command, state);
  return isShipmentError(next) ? next : next.events;
}
