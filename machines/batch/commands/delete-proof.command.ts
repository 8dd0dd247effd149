import { domainError, validationError } from '../batch.errors';
import { type Command, type Decide, defineCommand } from './define-command';

export type DeleteProof = Command<'DeleteProof', { proofId: string }>;

const decide: Decide<DeleteProof> = (cmd, state) => {
  const { proofId } = cmd.data;
  if (typeof proofId !== 'string' || proofId.length === 0) return validationError('proofId');
  if (!(state.context.proofs ?? []).some((p) => p.id === proofId))
    return domainError('BATCH_PROOF_NOT_FOUND', { proofId });
  return [{ type: 'ProofDeleted', data: { proofId } }];
};

export const deleteProof = defineCommand<DeleteProof>({
  type: 'DeleteProof',
  emits: ['ProofDeleted'],
  grants: [{ roles: ['buyer', 'staff'], when: (c) => (c.proofs ?? []).length > 0 }],
  decide,
});
