import type { BatchDetailExtra, BatchDetailExtraInput } from '../../batch';
import { proofView } from './proof.view';

/** The receipts on the batch detail, for everyone who may see the batch. Older stored views may lack `proofs`. */
export const proofsDetailExtra: BatchDetailExtra = {
  // The view already has the `proofs` key, so its wire position does not depend on this.
  order: 0,
  fields: ({ view }: BatchDetailExtraInput) => ({ proofs: (view.proofs ?? []).map(proofView) }),
};
