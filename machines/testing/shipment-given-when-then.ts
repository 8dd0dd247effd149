/**
 * givenShipment(events).when(command).then(events) | .thenError(code) | .thenStatus(status): the batch's
 * given/when/then (given-when-then.ts) over the shipment decider. Do not `await` the chain.
 */
import {
  decideShipment,
  isShipmentError,
  replayShipment,
  shipmentStatusOf,
  type ShipmentCommand,
  type ShipmentErrorCode,
  type ShipmentEvent,
  type ShipmentState,
  type ShipmentStatusValue,
} from '../shipment';

export function givenShipment(events: readonly ShipmentEvent[]) {
  const state = replayShipment(events);
  return {
    state,
    when(command: ShipmentCommand) {
      const result = decideShipment(command, state);
      return {
        state,
        result,
        then(expected: readonly ShipmentEvent[]): void {
          expect(result).toEqual(expected);
        },
        thenError(code: ShipmentErrorCode, params?: Record<string, unknown>): void {
          expect(isShipmentError(result) ? result.code : result).toBe(code);
          if (params && isShipmentError(result)) expect(result.params).toMatchObject(params);
        },
        thenStatus(status: ShipmentStatusValue): ShipmentState {
          if (isShipmentError(result))
            throw new Error(`expected events, got ${result.code} ${JSON.stringify(result.params)}`);
          const next = replayShipment(result, state);
          expect(shipmentStatusOf(next)).toBe(status);
          return next;
        },
      };
    },
  };
}
