/**
 * A consolidated shipment from one warehouse to Hong Kong: its statuses and its context. Weights are
 * hundredths of a pound (DESIGN §3), times ISO-8601 instants handed in by commands.
 */
import type { Actor, ActorRole } from '../batch/batch.types';

export type { Actor, ActorRole };

/** The shipment's life, in order; `none` before it is opened. */
export const SHIPMENT_STATUSES = ['open', 'closed', 'departed', 'arrived_hk', 'sorted'] as const;
export type ShipmentStatus = (typeof SHIPMENT_STATUSES)[number];
export type ShipmentStatusValue = 'none' | ShipmentStatus;

/** Past departure: the goods have left, nothing about the load may change any more. */
export const DEPARTED_STATUSES = ['departed', 'arrived_hk', 'sorted'] as const satisfies readonly ShipmentStatus[];

/** One order's approved items travelling in the shipment. */
export interface Parcel {
  readonly batchId: string;
  readonly itemIds: readonly string[];
  /** Hundredths of a pound. */
  readonly weight: number;
  /** The shipment it was moved from, when staff moved it here. */
  readonly movedFrom: string | null;
}

/** A parcel staff keep back: it stays in the shipment's list but does not depart with it. */
export interface HeldParcel {
  readonly batchId: string;
  readonly reason: string;
}

export interface ShipmentContext {
  readonly shipmentId: string;
  readonly warehouse: string;
  /** The instant after which the shipment takes no more parcels (the weekly cut-off). */
  readonly cutoffAt: string;
  readonly parcels: readonly Parcel[];
  readonly held: readonly HeldParcel[];
  /** Parcels still held at departure: they stay behind (their orders go with a later shipment). */
  readonly leftBehind: readonly string[];
  readonly carrier: string | null;
  readonly masterTrackingNumber: string | null;
  readonly openedAt: string | null;
  readonly closedAt: string | null;
  readonly departedAt: string | null;
  readonly arrivedAt: string | null;
  readonly sortedAt: string | null;
  /** How many events are folded into this context (the stream revision the writer expects). */
  readonly revision: number;
}

export const EMPTY_SHIPMENT: ShipmentContext = {
  shipmentId: '',
  warehouse: '',
  cutoffAt: '',
  parcels: [],
  held: [],
  leftBehind: [],
  carrier: null,
  masterTrackingNumber: null,
  openedAt: null,
  closedAt: null,
  departedAt: null,
  arrivedAt: null,
  sortedAt: null,
  revision: 0,
};

/** What permissions and commands read: the status and the context (a machine snapshot is one). */
export interface ShipmentStateLike {
  readonly value: ShipmentStatusValue;
  readonly context: ShipmentContext;
}
