/**
 * Weekly consolidated shipments (src/shipment, machines/shipment): the staff routes' bodies and
 * answers, and the progress of the process that moves every order of a shipment to its stage.
 * Weights are hundredths of a pound; times are ISO-8601 instants.
 *
 * Routes (staff only; auditors may read):
 *   GET  /api/admin/shipments?warehouse=&status=&page=&page_size=   → ShipmentList
 *   GET  /api/admin/shipments/:id                                   → ShipmentDetail
 *   GET  /api/admin/shipments/:id/manifest.csv                      → text/csv (one line per parcel)
 *   POST /api/admin/shipments                   OpenShipmentBody    → ShipmentCommandResult (201)
 *   PUT  /api/admin/shipments/:id/close                              → ShipmentCommandResult
 *   PUT  /api/admin/shipments/:id/depart        DepartShipmentBody  → ShipmentCommandResult
 *   PUT  /api/admin/shipments/:id/arrive                             → ShipmentCommandResult
 *   PUT  /api/admin/shipments/:id/sort                               → ShipmentCommandResult
 *   PUT  /api/admin/shipments/:id/parcels/:batchId/move  MoveParcelBody → ShipmentCommandResult
 *   PUT  /api/admin/shipments/:id/parcels/:batchId/hold  HoldParcelBody → ShipmentCommandResult
 *   PUT  /api/admin/shipments/:id/parcels/:batchId/release               → ShipmentCommandResult
 *   GET  /api/admin/shipments/:id/moves                              → ShipmentMoveProgress
 *   POST /api/admin/shipments/:id/moves/retry                        → ShipmentMoveProgress
 * Socket.IO, room `staff`: `shipment:changed` (ShipmentChanged), `shipment:moves` (ShipmentMoveProgress).
 */

export const SHIPMENT_STATUS_VALUES = ['open', 'closed', 'departed', 'arrived_hk', 'sorted'] as const;
export type ShipmentStatusValue = (typeof SHIPMENT_STATUS_VALUES)[number];

/**
 * One row of the staff list.
 * @additionalProperties false
 */
export interface ShipmentListRow {
  id: string;
  /** Human number, e.g. `SHP-US-2026-48` (warehouse, ISO year and week of the cut-off). */
  shipment_number: string;
  warehouse: string;
  status: ShipmentStatusValue;
  cutoff_at: string;
  /** Hong Kong date of the planned (then actual) departure. */
  ships_on: string;
  expected_arrival_on: string;
  parcel_count: number;
  held_count: number;
  /** Hundredths of a pound, held parcels included. */
  total_weight: number;
  carrier: string | null;
  master_tracking_number: string | null;
  updated_at: string;
  revision: number;
}

/**
 * GET /api/admin/shipments (newest cut-off first).
 * @additionalProperties false
 */
export interface ShipmentList {
  results: ShipmentListRow[];
  count: number;
  page: number;
  page_size: number;
}

/**
 * One order's parcel in a shipment.
 * @additionalProperties false
 */
export interface ShipmentParcel {
  batch_id: string;
  batch_number: string;
  requester_name: string;
  item_count: number;
  /** Hundredths of a pound. */
  weight: number;
  held: boolean;
  hold_reason: string | null;
  /** The shipment it was moved from, when staff moved it here. */
  moved_from: string | null;
  /** The order's current status (its shipping stage once the shipment moves). */
  order_status: string;
  /** Where the order goes after sorting: a pickup point id, or `courier` for an address. */
  destination: string;
}

/**
 * GET /api/admin/shipments/:id.
 * @additionalProperties false
 */
export interface ShipmentDetail extends ShipmentListRow {
  parcels: ShipmentParcel[];
  /** Parcels held at departure: they stayed behind. */
  left_behind: string[];
  opened_at: string | null;
  closed_at: string | null;
  departed_at: string | null;
  arrived_at: string | null;
  sorted_at: string | null;
  /** The shipment commands this staff member may send now (machines/shipment allowedShipmentCommands). */
  allowed_commands: string[];
  moves: ShipmentMoveProgress | null;
}

/**
 * GET /api/admin/shipments query (defaults: page 1, page size 20).
 * @additionalProperties false
 */
export interface ShipmentListQuery {
  warehouse?: string;
  status?: ShipmentStatusValue;
  page?: number;
  page_size?: number;
}

/** @additionalProperties false */
export interface OpenShipmentBody {
  warehouse: string;
}

/** @additionalProperties false */
export interface DepartShipmentBody {
  carrier: string;
  master_tracking_number: string;
}

/** @additionalProperties false */
export interface MoveParcelBody {
  /** Another open or closed shipment of the same warehouse, or null: back to the pool. */
  to_shipment_id: string | null;
}

/** @additionalProperties false */
export interface HoldParcelBody {
  reason: string;
}

/**
 * A shipment command's answer: the shipment as it is now, and where its event is in the log.
 * @additionalProperties false
 */
export interface ShipmentCommandResult {
  shipment: ShipmentDetail;
  position: string;
}

/**
 * One order the process could not move.
 * @additionalProperties false
 */
export interface ShipmentMoveFailure {
  batch_id: string;
  batch_number: string;
  code: string;
  message: string;
}

/**
 * The process that moves every order of a shipment to the stage its last event implies.
 * @additionalProperties false
 */
export interface ShipmentMoveProgress {
  shipment_id: string;
  /** The shipment event being carried out (ShipmentDeparted, ShipmentArrivedHk, ShipmentSorted). */
  event_type: string;
  /** The batch status the orders move to (for sorting: each order's own). */
  target_stage: string;
  total: number;
  moved: number;
  pending: number;
  failed: ShipmentMoveFailure[];
  done: boolean;
}

/**
 * Server → room `staff` `shipment:changed`.
 * @additionalProperties false
 */
export interface ShipmentChanged {
  shipment_id: string;
  status: ShipmentStatusValue;
  revision: number;
  position: string;
}
