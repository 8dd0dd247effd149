/**
 * Who may issue which shipment command in which status, derived from the command files and the
 * transition table as the batch's is (machines/batch/batch.permissions.ts). Shipments are
 * operations work: staff issue every command, the system only opens, fills and closes at the cut-off;
 * requesters, buyers and auditors are refused.
 */
import { SHIPMENT_COMMANDS, SHIPMENT_COMMAND_TYPES, type ShipmentCommandType } from './commands';
import { shipmentError, type ShipmentError } from './shipment.errors';
import { shipmentStatusesAccepting } from './shipment.transitions';
import type { Actor, ShipmentStateLike, ShipmentStatusValue } from './shipment.types';

/** The account type each role may carry (as the batch's table: staff `s`, the system none). */
const ACCOUNT_TYPES: Partial<Record<Actor['role'], readonly (string | undefined)[]>> = {
  staff: ['s', undefined],
  system: [undefined, 'system'],
};

function statusTable(): Record<ShipmentCommandType, readonly ShipmentStatusValue[]> {
  // Filled below for every command of the list, which is every ShipmentCommandType.
  const table = {} as Record<ShipmentCommandType, readonly ShipmentStatusValue[]>;
  for (const command of SHIPMENT_COMMANDS) table[command.type] = shipmentStatusesAccepting(command.emits);
  return table;
}

/** Every command's machine statuses: where its events are taken. */
export const SHIPMENT_COMMAND_STATUSES: Readonly<Record<ShipmentCommandType, readonly ShipmentStatusValue[]>> =
  statusTable();

function definitionOf(type: ShipmentCommandType) {
  return SHIPMENT_COMMANDS.find((c) => c.type === type);
}

/**
 * Null when `actor` may issue `type` now (at `at`); otherwise the refusal, in a fixed order:
 * actor and role, existence, status, precondition.
 */
export function authorizeShipment(
  type: ShipmentCommandType,
  state: ShipmentStateLike,
  actor: Actor,
  at: string,
): ShipmentError | null {
  const definition = definitionOf(type);
  if (!definition) return shipmentError('SHIPMENT_VALIDATION', { field: 'type', type });
  const grants = definition.grants.filter((g) => g.roles.includes(actor.role));
  const accountOk = ACCOUNT_TYPES[actor.role]?.includes(actor.accountType) ?? false;
  if (!actor.id || !accountOk || grants.length === 0) {
    return shipmentError('AUTH_NOT_AUTHORIZED', { command: type, role: actor.role });
  }
  const status = state.value;
  if (type === 'OpenShipment' && status !== 'none') return shipmentError('SHIPMENT_ALREADY_EXISTS');
  if (type !== 'OpenShipment' && status === 'none') return shipmentError('SHIPMENT_NOT_FOUND');
  if (!SHIPMENT_COMMAND_STATUSES[type].includes(status)) {
    const code = definition.refusedIn?.[status] ?? 'SHIPMENT_COMMAND_NOT_ALLOWED_IN_STATE';
    return shipmentError(code, { command: type, status });
  }
  const allowed = grants.find((g) => !g.when || g.when(state.context, at));
  if (!allowed)
    return shipmentError(grants[0].refusal ?? 'SHIPMENT_COMMAND_NOT_ALLOWED_IN_STATE', { command: type, status });
  return null;
}

/** What this actor may do now: the console's buttons and the server's checks read the same table. */
export function allowedShipmentCommands(state: ShipmentStateLike, actor: Actor, at: string): ShipmentCommandType[] {
  return SHIPMENT_COMMAND_TYPES.filter((t) => authorizeShipment(t, state, actor, at) === null);
}
