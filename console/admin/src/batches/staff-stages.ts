/**
 * The stages the staff picker offers on a batch, asked of the shared batch machine (machines/batch) at
 * the state the batch detail shows, as the customer app asks it for the buyer's picker: so the console
 * offers no stage the server would refuse (e.g. one past the overseas warehouse while a review, a
 * dispute or a quote revision is open).
 */
import type { RaRecord } from 'react-admin';
import type { BatchDetail } from '@contracts/batch/batch-detail';
import { shippingTargets } from '@machines/batch/shipping-targets';
import type { Actor, ShippingStage } from '@machines/batch/batch.types';
import { restoredBatchState } from '@shared/batch-machine/restored-batch';
import type { AdminSession } from '../app/session';

const NONE: readonly ShippingStage[] = [];

/** The machine's actor for the signed-in staff member, as the server reads their token. */
export const staffActor = (session: Pick<AdminSession, 'accountId' | 'userId'>): Actor => ({
  id: session.accountId ?? session.userId,
  role: 'staff',
  accountType: 's',
});

/** In journey order; none until the detail carries the batch's state (a list row has no machine context). */
export function staffStageTargets(record: RaRecord, staff: Actor): readonly ShippingStage[] {
  const detail = record as Partial<Pick<BatchDetail, 'status' | 'batch'>>;
  if (typeof detail.status !== 'string' || !detail.batch) return NONE;
  return shippingTargets(restoredBatchState({ status: detail.status, batch: detail.batch }), staff);
}
