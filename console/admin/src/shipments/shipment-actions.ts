import type { DepartShipmentBody, HoldParcelBody, MoveParcelBody } from '@contracts/shipments';

/**
 * What each shipment action asks for and the request it becomes (contracts/shipments.ts routes).
 * Pure: the show page's buttons and dialogs read it, the data provider sends what it returns.
 */
export type ShipmentActionKey = 'close' | 'depart' | 'arrive' | 'sort' | 'hold' | 'release' | 'move';

/** A dialog input: typed text, or another shipment picked from the list (`target`). */
export interface ActionInput {
  name: 'carrier' | 'master_tracking_number' | 'reason' | 'to_shipment_id';
  kind: 'text' | 'target';
  /** Longest text the machine takes (the server's: carrier 64, master tracking number 60, reason 200). */
  max?: number;
}

export interface ShipmentAction {
  key: ShipmentActionKey;
  /** The machine command that must be in the detail's `allowed_commands` (machines/shipment). */
  command: string;
  /** One parcel's action (a button on its row) rather than the whole shipment's. */
  parcel: boolean;
  inputs: ActionInput[];
}

export const SHIPMENT_ACTIONS: readonly ShipmentAction[] = [
  { key: 'close', command: 'CloseShipment', parcel: false, inputs: [] },
  {
    key: 'depart',
    command: 'MarkDeparted',
    parcel: false,
    inputs: [
      { name: 'carrier', kind: 'text', max: 64 },
      { name: 'master_tracking_number', kind: 'text', max: 60 },
    ],
  },
  { key: 'arrive', command: 'MarkArrivedHk', parcel: false, inputs: [] },
  { key: 'sort', command: 'MarkSorted', parcel: false, inputs: [] },
  { key: 'hold', command: 'HoldParcel', parcel: true, inputs: [{ name: 'reason', kind: 'text', max: 200 }] },
  { key: 'release', command: 'ReleaseParcel', parcel: true, inputs: [] },
  { key: 'move', command: 'MoveParcel', parcel: true, inputs: [{ name: 'to_shipment_id', kind: 'target' }] },
];

export type ActionValues = Partial<Record<ActionInput['name'], string>>;

/** The move dialog's "back to the pool" choice (the body's `to_shipment_id: null`). */
export const BACK_TO_POOL = 'pool';

export interface ShipmentRequest {
  method: 'PUT' | 'POST';
  path: string;
  body?: DepartShipmentBody | HoldParcelBody | MoveParcelBody;
}

const enc = encodeURIComponent;

/** The actions an operator is offered now: staff only (auditors read), and only what the machine allows. */
export function offeredActions(allowedCommands: unknown, permissions: unknown, parcel: boolean): ShipmentAction[] {
  if (permissions !== 'staff' || !Array.isArray(allowedCommands)) return [];
  const allowed = new Set(allowedCommands);
  return SHIPMENT_ACTIONS.filter((a) => a.parcel === parcel && allowed.has(a.command));
}

/** Hold is for a parcel not on hold, release for one that is; the others for any parcel. */
export function fitsParcel(action: ShipmentAction, held: boolean): boolean {
  if (action.key === 'hold') return !held;
  if (action.key === 'release') return held;
  return true;
}

/** An input left empty (a pick counts once made, "back to the pool" included): the confirm button waits. */
export function missingInputs(action: ShipmentAction, values: ActionValues): boolean {
  return action.inputs.some((input) => !(values[input.name] ?? '').trim());
}

/** An action with its dialog's values → the route, method and body the server expects. */
export function shipmentRequest(
  action: ShipmentActionKey,
  shipmentId: string,
  values: ActionValues = {},
  batchId?: string,
): ShipmentRequest {
  const base = `/api/admin/shipments/${enc(shipmentId)}`;
  const parcel = `${base}/parcels/${enc(batchId ?? '')}`;
  const text = (name: ActionInput['name']) => (values[name] ?? '').trim();
  switch (action) {
    case 'close':
      return { method: 'PUT', path: `${base}/close` };
    case 'depart':
      return {
        method: 'PUT',
        path: `${base}/depart`,
        body: { carrier: text('carrier'), master_tracking_number: text('master_tracking_number') },
      };
    case 'arrive':
      return { method: 'PUT', path: `${base}/arrive` };
    case 'sort':
      return { method: 'PUT', path: `${base}/sort` };
    case 'hold':
      return { method: 'PUT', path: `${parcel}/hold`, body: { reason: text('reason') } };
    case 'release':
      return { method: 'PUT', path: `${parcel}/release` };
    case 'move': {
      const to = text('to_shipment_id');
      return { method: 'PUT', path: `${parcel}/move`, body: { to_shipment_id: to === BACK_TO_POOL ? null : to } };
    }
  }
}

/** Retrying the orders the process could not move. */
export const retryMovesRequest = (shipmentId: string): ShipmentRequest => ({
  method: 'POST',
  path: `/api/admin/shipments/${enc(shipmentId)}/moves/retry`,
});

/** The machine names its fields in camelCase, the HTTP layer in snake_case: either one names a dialog input. */
const FIELD_ALIASES: Record<string, ActionInput['name']> = {
  carrier: 'carrier',
  masterTrackingNumber: 'master_tracking_number',
  master_tracking_number: 'master_tracking_number',
  reason: 'reason',
  toShipmentId: 'to_shipment_id',
  to_shipment_id: 'to_shipment_id',
};

/**
 * The dialog input a coded refusal names (`SHIPMENT_VALIDATION` or `VALIDATION_FAILED` with
 * `params.field`), so its message stands under that input; null when it names none of them.
 */
export function refusedInput(action: ShipmentAction, code: unknown, params: unknown): ActionInput['name'] | null {
  if (code !== 'SHIPMENT_VALIDATION' && code !== 'VALIDATION_FAILED') return null;
  const field = params && typeof params === 'object' ? (params as { field?: unknown }).field : undefined;
  const name = typeof field === 'string' ? FIELD_ALIASES[field] : undefined;
  return name && action.inputs.some((i) => i.name === name) ? name : null;
}
