/**
 * The permission table from outside: for a shipment in every status, what each actor may do.
 * Shipments are operations work: only staff and the system get anything at all.
 */
import {
  ACCOUNT_A,
  AFTER_CUTOFF,
  ALL_ACTORS,
  AUDITOR,
  BEFORE_CUTOFF,
  BUYER,
  REQUESTER,
  STAFF,
  SYSTEM,
  shipCommand,
  shipmentEventsTo,
} from '../testing/shipment-fixtures';
import { SHIPMENT_COMMANDS, SHIPMENT_COMMAND_TYPES, type ShipmentCommandType } from './commands';
import { asShipmentStateLike, decideShipment, replayShipment } from './shipment.decider';
import { isShipmentError } from './shipment.errors';
import { allowedShipmentCommands, authorizeShipment } from './shipment.permissions';
import type { Actor, ShipmentStatusValue } from './shipment.types';

const STATUSES: readonly ShipmentStatusValue[] = ['none', 'open', 'closed', 'departed', 'arrived_hk', 'sorted'];
const stateAt = (status: ShipmentStatusValue) => asShipmentStateLike(replayShipment(shipmentEventsTo(status)));

describe('shipment permission table', () => {
  it.each(STATUSES.map((s) => [s]))('in %s: staff and the system may do exactly this', (status) => {
    const staff: Record<ShipmentStatusValue, ShipmentCommandType[]> = {
      none: ['OpenShipment'],
      open: ['AddParcel', 'MoveParcel', 'HoldParcel', 'ReleaseParcel', 'CloseShipment'],
      closed: ['MoveParcel', 'HoldParcel', 'ReleaseParcel', 'MarkDeparted'],
      departed: ['MarkArrivedHk'],
      arrived_hk: ['MarkSorted'],
      sorted: [],
    };
    const system: Record<ShipmentStatusValue, ShipmentCommandType[]> = {
      none: ['OpenShipment'],
      open: ['AddParcel', 'CloseShipment'],
      closed: [],
      departed: [],
      arrived_hk: [],
      sorted: [],
    };
    expect(allowedShipmentCommands(stateAt(status), STAFF, AFTER_CUTOFF)).toEqual(staff[status]);
    expect(allowedShipmentCommands(stateAt(status), SYSTEM, AFTER_CUTOFF)).toEqual(system[status]);
  });

  it('the scheduler closes only once the cut-off has come', () => {
    expect(allowedShipmentCommands(stateAt('open'), SYSTEM, BEFORE_CUTOFF)).toEqual(['AddParcel']);
    expect(authorizeShipment('CloseShipment', stateAt('open'), SYSTEM, BEFORE_CUTOFF)?.code).toBe(
      'SHIPMENT_CUTOFF_NOT_REACHED',
    );
  });

  const OUTSIDERS: readonly [string, Actor][] = [
    ['requester', REQUESTER],
    ['buyer', BUYER],
    ['auditor', AUDITOR],
    ['type-a account', ACCOUNT_A],
    ['staff role on a requester account', { ...STAFF, accountType: 'r' }],
    ['staff without an id', { ...STAFF, id: '' }],
  ];

  it.each(OUTSIDERS)('a %s is refused every command in every status, with its sample data', (_name, actor) => {
    for (const status of STATUSES) {
      const state = replayShipment(shipmentEventsTo(status));
      expect(allowedShipmentCommands(asShipmentStateLike(state), actor, AFTER_CUTOFF)).toEqual([]);
      for (const definition of SHIPMENT_COMMANDS) {
        const data = definition.sample(state.context, 1);
        const result = decideShipment(shipCommand(definition.type, data as never, actor, AFTER_CUTOFF), state);
        expect(isShipmentError(result) && result.code).toBe('AUTH_NOT_AUTHORIZED');
      }
    }
  });

  it('every actor of the batch fixtures is either allowed something somewhere or refused everywhere', () => {
    const anything = (actor: Actor) =>
      STATUSES.some((s) => allowedShipmentCommands(stateAt(s), actor, AFTER_CUTOFF).length > 0);
    expect(ALL_ACTORS.filter(anything)).toEqual([STAFF, SYSTEM]);
    expect(SHIPMENT_COMMAND_TYPES).toHaveLength(9);
  });
});
