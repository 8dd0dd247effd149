/** The process that moves every order of a shipment to its stage: progress and retry (staff; auditors read). */
import { get, write, type RouteContract } from './route-contract';

export const SHIPMENT_MOVES_ROUTES = {
  'GET /api/admin/shipments/:id/moves': get("Progress of the shipment's latest move", 'ShipmentMoveProgress', [
    'VALIDATION_FAILED',
    'SHIPMENT_NOT_FOUND',
  ]),
  'POST /api/admin/shipments/:id/moves/retry': write(
    'Retry the orders the latest move could not move',
    undefined,
    'ShipmentMoveProgress',
    ['VALIDATION_FAILED', 'SHIPMENT_NOT_FOUND'],
  ),
} satisfies Record<string, RouteContract>;
