import { validationError } from '../batch.errors';
import { isMinorUnits } from '../batch.fees';
import type { BatchProof } from '../batch.types';
import { type Command, type Decide, defineCommand } from './define-command';
import { firstError, optionalText, requireText } from './validate';

/** `proof.id`, `fileKey`, `uploadedAt` and `uploadedBy` come from the server (the stored file, the clock, the actor). */
export type UploadProof = Command<'UploadProof', { proof: BatchProof }>;

/**
 * A receipt of the purchase (spec §3 "Proof upload"). The file is stored by the server before the
 * command; the decider checks the figures so a stored record is always complete.
 */
const decide: Decide<UploadProof> = (cmd, state) => {
  const p = cmd.data.proof;
  if (!p || typeof p !== 'object') return validationError('proof');
  const err = firstError(
    () => requireText(p.id, 'proof.id', 64),
    () => requireText(p.fileKey, 'proof.fileKey', 300),
    () => (isMinorUnits(p.receiptAmount) ? null : validationError('receiptAmount')),
    () => (isMinorUnits(p.refundAmount) ? null : validationError('refundAmount')),
    () => requireText(p.shopName, 'shopName', 200),
    () => requireText(p.proofType, 'proofType', 50),
    () => optionalText(p.masterPurchaseTransactionBatchNumber, 'masterPurchaseTransactionBatchNumber', 100),
    () => optionalText(p.proofRemark, 'proofRemark', 2000),
    () => optionalText(p.transactionAccountId, 'transactionAccountId', 100),
    () => ((state.context.proofs ?? []).some((x) => x.id === p.id) ? validationError('proof.id') : null),
  );
  if (err) return err;
  return [{ type: 'ProofUploaded', data: { proof: { ...p } } }];
};

export const uploadProof = defineCommand<UploadProof>({
  type: 'UploadProof',
  emits: ['ProofUploaded'],
  grants: [{ roles: ['buyer', 'staff'] }],
  decide,
});
