import { statusOf } from '@machines/batch';
import { ApiError } from '../../../platform/web/api-error';
import { batchExists, type BatchWriter, type LoadedBatch } from '../../../batch';
import type { RecordResult } from './payment-outcome.recorder';

const MAX_ROUNDS = 4;

/** Where a write left the batch. */
export interface Written {
  readonly status: string;
  readonly position: string;
}

/** One look at the batch: the answer as it stands, or the write that records the outcome. */
export type RecordLook = RecordResult | { readonly write: () => Promise<Written> };

/**
 * Records a provider outcome: reads the batch, looks (`look`), writes. Someone else may change the
 * batch meanwhile (most often: the other path recorded this very outcome), so a 409 is looked at
 * again on a fresh read (`raced` says so); only a refusal that survives MAX_ROUNDS reads is a real one.
 */
export async function recordInRounds(
  writer: BatchWriter,
  batchId: string,
  look: (batch: LoadedBatch) => RecordLook | Promise<RecordLook>,
  raced: (error: ApiError) => void,
): Promise<RecordResult> {
  for (let round = 1; ; round++) {
    const batch = await writer.load(batchId);
    if (!batchExists(batch)) return { kind: 'unknown-batch' };
    const next = await look(batch);
    if (!('write' in next)) return next;
    try {
      const written = await next.write();
      return { kind: 'applied', status: written.status, position: written.position };
    } catch (error) {
      if (!(error instanceof ApiError) || error.status !== 409 || round >= MAX_ROUNDS) throw error;
      raced(error);
    }
  }
}

/** Where the batch is, for an answer that recorded nothing. */
export function here(batch: LoadedBatch): { status: string; position: string } {
  return { status: String(statusOf(batch.state)), position: batch.position };
}
