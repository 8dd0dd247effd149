/**
 * The order's machine restored from its detail (GET /api/batch/orders/{id}), for the pages that ask the
 * shared batch machine (machines/batch) what to offer rather than guess: the customer app and the
 * console read the same detail, so they restore the same state the server decides on.
 */
import type { BatchDetail } from '@contracts/batch/batch-detail';
import { createActor } from 'xstate';
import { batchMachine, type BatchState } from '@machines/batch/batch.machine';
import type { BatchContext } from '@machines/batch/batch.types';

/**
 * The machine's state of the order the detail shows: its status and its context. The detail's `batch`
 * is the machine's context with the status table's fields added (machines/batch batchView), less what
 * this reader may not see (the buyer's remark, the buyer's earnings, staff's internal notes), which no
 * permission reads.
 */
export function restoredBatchState(detail: Pick<BatchDetail, 'status' | 'batch'>): BatchState {
  return batchMachine.resolveState({
    value: detail.status,
    context: detail.batch as unknown as BatchContext,
  });
}

/** An actor of the order's machine at the detail's state, only read (the server decides, the page reloads). */
export const restoredBatchActor = (detail: Pick<BatchDetail, 'status' | 'batch'>) =>
  createActor(batchMachine, { snapshot: restoredBatchState(detail) });
