import type { ShipmentListRow, ShipmentMoveFailure, ShipmentMoveProgress } from '@contracts/shipments';

/** How the Shipments screens word things; pure (the translate function comes in). */
type Translate = (key: string, options?: Record<string, unknown>) => string;

/** The overseas warehouses (spec §1): the country code is the warehouse id (src/batch/write/warehouses.ts). */
export const SHIPMENT_WAREHOUSES = ['us', 'jp', 'uk', 'kr', 'cn', 'tw', 'it', 'au', 'th'] as const;

/** Hundredths of a pound as pounds with two decimals ("12.50 lb"); a dash for none. */
export function weightLb(hundredths: unknown): string {
  if (typeof hundredths !== 'number' || !Number.isFinite(hundredths)) return '—';
  return `${(hundredths / 100).toFixed(2)} lb`;
}

/** The status in the operator's words (`admin.shipments.statuses.*`). */
export const shipmentStatusText = (translate: Translate, status: unknown): string =>
  typeof status === 'string' && status ? translate(`admin.shipments.statuses.${status}`, { _: status }) : '—';

/** "Cathay Cargo · MAWB-160-1001" once departed; a dash before. */
export function carrierText(row: Pick<ShipmentListRow, 'carrier' | 'master_tracking_number'>): string {
  const parts = [row.carrier, row.master_tracking_number].filter((p): p is string => typeof p === 'string' && !!p);
  return parts.length ? parts.join(' · ') : '—';
}

/** "n of m orders moved", then what is still pending and how many failed, in the operator's words. */
export function movesText(translate: Translate, progress: ShipmentMoveProgress): string {
  const parts = [translate('admin.shipments.moves.progress', { moved: progress.moved, total: progress.total })];
  if (progress.pending > 0) parts.push(translate('admin.shipments.moves.pending', { count: progress.pending }));
  if (progress.failed.length > 0)
    parts.push(translate('admin.shipments.moves.failedCount', { count: progress.failed.length }));
  return parts.join(' · ');
}

/** Why an order could not move: its code translated (`errors.<code>`), never the server's English. */
export const failureReason = (translate: Translate, failure: ShipmentMoveFailure): string =>
  translate(`errors.${failure.code}`, { _: translate('errors.generic') });

/**
 * The shipments a parcel may move to: another one of the same warehouse still open or closed
 * (machines/shipment MoveParcel), newest cut-off first as the list gives them.
 */
export function moveTargets<T extends Pick<ShipmentListRow, 'id' | 'warehouse' | 'status'>>(
  rows: readonly T[],
  current: Pick<ShipmentListRow, 'id' | 'warehouse'>,
): T[] {
  return rows.filter(
    (r) => r.id !== current.id && r.warehouse === current.warehouse && (r.status === 'open' || r.status === 'closed'),
  );
}

/**
 * The progress to show: the latest push (or retry answer) for this shipment, else what the page read
 * (the page drops its pushes each time it reads the shipment again).
 */
export function currentMoves(
  read: ShipmentMoveProgress | null | undefined,
  pushed: ShipmentMoveProgress | null,
  shipmentId: string,
): ShipmentMoveProgress | null {
  return pushed && pushed.shipment_id === shipmentId ? pushed : (read ?? null);
}

/** The manifest's file name: the shipment number, as staff know it. */
export const manifestFileName = (shipmentNumber: string): string =>
  `manifest-${shipmentNumber.replace(/[^A-Za-z0-9_-]+/g, '-')}`;
