/**
 * Weekly consolidated shipments (contracts/shipments.ts, src/shipment): staff's list, detail,
 * manifest and commands. Staff only; auditors may read (the server checks). The order moves'
 * progress routes (`/moves`) belong to the move process's table.
 */
import type { ErrorCode } from '../error-codes';
import { get, type RouteContract } from './route-contract';

/** What every shipment command may answer. */
const SHIPMENT_CMD: readonly ErrorCode[] = [
  'VALIDATION_FAILED',
  'AUTH_NOT_AUTHORIZED',
  'SHIPMENT_NOT_FOUND',
  'SHIPMENT_ALREADY_DEPARTED',
  'SHIPMENT_COMMAND_NOT_ALLOWED_IN_STATE',
  'SHIPMENT_CONCURRENT_MODIFICATION',
];
const PARCEL: readonly ErrorCode[] = [...SHIPMENT_CMD, 'SHIPMENT_PARCEL_NOT_FOUND'];

const command = (summary: string, body: string | undefined, extra: readonly ErrorCode[] = []): RouteContract => ({
  summary,
  body,
  response: 'ShipmentCommandResult',
  errors: [...SHIPMENT_CMD, ...extra],
});

export const SHIPMENT_ROUTES = {
  'GET /api/admin/shipments': get(
    'Staff, auditor: the weekly shipments, newest cut-off first (by warehouse and status)',
    'ShipmentList',
    ['VALIDATION_FAILED', 'AUTH_NOT_AUTHORIZED'],
    'ShipmentListQuery',
  ),
  'GET /api/admin/shipments/:id': get('Staff, auditor: a shipment with its parcels', 'ShipmentDetail', [
    'VALIDATION_FAILED',
    'AUTH_NOT_AUTHORIZED',
    'SHIPMENT_NOT_FOUND',
  ]),
  'GET /api/admin/shipments/:id/manifest.csv': {
    summary: 'Staff, auditor: the manifest as CSV (a header row, then one line per parcel), as an attachment',
    response: { text: 'text/csv' },
    errors: ['VALIDATION_FAILED', 'AUTH_NOT_AUTHORIZED', 'SHIPMENT_NOT_FOUND'],
  },
  'POST /api/admin/shipments': command(
    "Staff: open the warehouse's next weekly shipment that does not exist yet",
    'OpenShipmentBody',
    ['SHIPMENT_ALREADY_EXISTS'],
  ),
  'PUT /api/admin/shipments/:id/close': command('Staff: close the shipment (before or at its cut-off)', undefined, [
    'SHIPMENT_NOT_OPEN',
  ]),
  'PUT /api/admin/shipments/:id/depart': command(
    'Staff: the shipment departed with its carrier and master tracking number (held parcels stay behind)',
    'DepartShipmentBody',
    ['SHIPMENT_NOTHING_TO_SHIP'],
  ),
  'PUT /api/admin/shipments/:id/arrive': command('Staff: the shipment arrived in Hong Kong', undefined),
  'PUT /api/admin/shipments/:id/sort': command(
    'Staff: every parcel was sent on to its pickup point or courier',
    undefined,
  ),
  'PUT /api/admin/shipments/:id/parcels/:batchId/move': command(
    'Staff: move a parcel to another open shipment of the warehouse, or back to the pool (null)',
    'MoveParcelBody',
    [...PARCEL, 'SHIPMENT_NOT_OPEN', 'SHIPMENT_WAREHOUSE_MISMATCH', 'SHIPMENT_PARCEL_ALREADY_ADDED'],
  ),
  'PUT /api/admin/shipments/:id/parcels/:batchId/hold': command(
    'Staff: hold a parcel back with a reason (it will not depart)',
    'HoldParcelBody',
    [...PARCEL, 'SHIPMENT_PARCEL_ALREADY_HELD'],
  ),
  'PUT /api/admin/shipments/:id/parcels/:batchId/release': command('Staff: release a held parcel', undefined, [
    ...PARCEL,
    'SHIPMENT_PARCEL_NOT_HELD',
  ]),
} as const satisfies Record<string, RouteContract>;
