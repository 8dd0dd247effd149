/**
 * The pickup point's storage window (a leaf file, so batch.types may build on it): when the parcel
 * became ready for pickup, the days staff added, the reminders sent in the current window and when
 * it turned overdue. The deadline itself is counted from these with the configured free days
 * (batch.pickup.ts), so a change of configuration applies to every order's window alike.
 */
export interface StorageExtension {
  readonly days: number;
  readonly reason: string;
  /** The staff member's account id. */
  readonly by: string;
  readonly at: string;
}

export interface PickupState {
  /** When the order reached Ready for Pickup (null for an order that got there before this was recorded). */
  readonly readyAt: string | null;
  readonly extensions: readonly StorageExtension[];
  /** Whole days before the end the requester was reminded at, in the current window (an extension opens a new one). */
  readonly reminded: readonly number[];
  readonly overdueAt: string | null;
}
