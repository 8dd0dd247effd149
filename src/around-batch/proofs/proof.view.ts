import type { ProofView } from '@contracts/batch/order-detail';
import type { BatchProof } from '@machines/batch';
import { UPLOADS_URL_PREFIX } from '../../platform/uploads/image-upload.service';

/** A proof as the API shows it (snake_case, with the file's URL). */
export function proofView(p: BatchProof): ProofView & { uploaded_at: string; uploaded_by: string } {
  return {
    id: p.id,
    url: `${UPLOADS_URL_PREFIX}/${p.fileKey}`,
    receipt_amount: p.receiptAmount,
    refund_amount: p.refundAmount,
    master_purchase_transaction_batch_number: p.masterPurchaseTransactionBatchNumber,
    shop_name: p.shopName,
    proof_type: p.proofType,
    proof_remark: p.proofRemark,
    transaction_account_id: p.transactionAccountId,
    uploaded_at: p.uploadedAt,
    uploaded_by: p.uploadedBy,
  };
}
