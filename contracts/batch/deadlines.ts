/**
 * Deadlines the requester can see (the batch detail's `deadlines`): the weekly cut-off before the
 * items ship, the expected arrival once they are on their way, and the pickup point's free storage.
 * Dates are Hong Kong dates (`YYYY-MM-DD`), instants UTC ISO; the apps format them per locale.
 */
export interface CutoffView {
  /** Approved by this instant, the items ship with this week's shipment. */
  cutoff_at: string;
  /** Hong Kong date of the departure ("ships with the shipment of Fri 5 Dec"). */
  ships_on: string;
  expected_arrival_on: string;
}

/** The staff member who extended free storage: their display name ("First Last"; '' without a profile). */
export interface StorageExtendedByView {
  id: string;
  name: string;
}

export interface StorageExtensionView {
  days: number;
  reason: string;
  at: string;
  /** Staff's detail only: the requester's and the buyer's carry no staff member. */
  by?: StorageExtendedByView;
}

export interface PickupWindowView {
  free_storage_days: number;
  extended_days: number;
  /** End of free storage (UTC ISO). */
  free_until: string;
  /** Whole days left, rounded up; 0 once free storage has ended. */
  days_left: number;
  overdue: boolean;
  extensions: StorageExtensionView[];
}

export interface DeadlinesView {
  /** Before the items leave for Hong Kong; null after. */
  cutoff: CutoffView | null;
  /** Hong Kong date the order is expected in Hong Kong, once in overseas shipping; null otherwise. */
  expected_arrival_on: string | null;
  /** At the pickup point (Ready for Pickup or overdue from it); null otherwise. */
  pickup: PickupWindowView | null;
}

/** POST /api/admin/batches/{id}/storage_extensions (staff): 1-30 days and a reason. */
export interface ExtendStorageBody {
  days: number;
  reason: string;
}
