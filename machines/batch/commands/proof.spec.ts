import type { BatchProof } from '../batch.types';
import { given } from '../../testing/given-when-then';
import { BUYER, OTHER_BUYER, REQUESTER, STAFF, command } from '../../testing/batch-fixtures';
import { eventsTo } from '../../testing/batch-scenario';
import { NOT_IN_STATUS, itDecides, refused } from '../../testing/decision-table';

const proof = (id = 'proof-1', over: Partial<BatchProof> = {}): BatchProof => ({
  id,
  fileKey: `proofs/${id}.jpg`,
  receiptAmount: 12000,
  refundAmount: 0,
  masterPurchaseTransactionBatchNumber: 'MPT-1',
  shopName: 'Acme',
  proofType: 'receipt',
  proofRemark: '',
  transactionAccountId: '',
  uploadedAt: '2026-03-01T10:00:00.000Z',
  uploadedBy: 'buy-1',
  ...over,
});

describe('UploadProof / DeleteProof (purchase receipts)', () => {
  it('the assigned buyer adds a receipt after payment; the status stays', () => {
    const r = given(eventsTo('partially_purchased')).when(command('UploadProof', { proof: proof() }, BUYER));
    r.then([{ type: 'ProofUploaded', data: { proof: proof() } }]);
    expect(r.thenStatus('partially_purchased').context.proofs).toEqual([proof()]);
  });

  it('staff may add one too, also once shipped', () => {
    given(eventsTo('item_sent'))
      .when(command('UploadProof', { proof: proof() }, STAFF))
      .thenStatus('item_sent');
  });

  it('checks the figures and refuses a duplicate id', () => {
    given(eventsTo('payment_authorized'))
      .when(command('UploadProof', { proof: proof('p', { receiptAmount: -1 }) }, BUYER))
      .thenError('BATCH_VALIDATION', { field: 'receiptAmount' });
    given(eventsTo('payment_authorized'))
      .when(command('UploadProof', { proof: proof('p', { shopName: ' ' }) }, BUYER))
      .thenError('BATCH_VALIDATION', { field: 'shopName' });
    given([...eventsTo('payment_authorized'), { type: 'ProofUploaded', data: { proof: proof() } }])
      .when(command('UploadProof', { proof: proof() }, BUYER))
      .thenError('BATCH_VALIDATION', { field: 'proof.id' });
  });

  const upload = (actor = BUYER) => command('UploadProof', { proof: proof() }, actor);
  itDecides([
    ['is refused before payment', 'confirmed', upload(), refused(NOT_IN_STATUS)],
    ['is refused after the order is final', 'completed', upload(), refused(NOT_IN_STATUS)],
    ['is refused for the requester', 'paid', upload(REQUESTER), refused('BATCH_NOT_AUTHORIZED')],
    ['is refused for another buyer', 'paid', upload(OTHER_BUYER), refused('BATCH_NOT_ASSIGNED_BUYER')],
  ]);

  it('deletes a receipt by id; an unknown id is BATCH_PROOF_NOT_FOUND', () => {
    const withProof = [...eventsTo('purchased'), { type: 'ProofUploaded' as const, data: { proof: proof() } }];
    const r = given(withProof).when(command('DeleteProof', { proofId: 'proof-1' }, BUYER));
    r.then([{ type: 'ProofDeleted', data: { proofId: 'proof-1' } }]);
    expect(r.thenStatus('purchased').context.proofs).toEqual([]);
    given(withProof)
      .when(command('DeleteProof', { proofId: 'nope' }, BUYER))
      .thenError('BATCH_PROOF_NOT_FOUND');
    given(eventsTo('purchased'))
      .when(command('DeleteProof', { proofId: 'proof-1' }, BUYER))
      .thenError('BATCH_COMMAND_NOT_ALLOWED_IN_STATUS');
  });
});

describe('ConfirmReceipt rating rules', () => {
  it('1-5 whole stars with a review complete the order on the last items', () => {
    given(eventsTo('bns_complete'))
      .when(command('ConfirmReceipt', { rating: 5, review: 'great' }, REQUESTER))
      .thenStatus('completed');
  });
  it('refuses 0, 6, half stars and a review without stars', () => {
    for (const rating of [0, 6, 4.5]) {
      given(eventsTo('bns_complete'))
        .when(command('ConfirmReceipt', { rating }, REQUESTER))
        .thenError('BATCH_VALIDATION', { field: 'rating' });
    }
    given(eventsTo('bns_complete'))
      .when(command('ConfirmReceipt', { review: 'x' }, REQUESTER))
      .thenError('BATCH_VALIDATION', { field: 'rating' });
  });
});
