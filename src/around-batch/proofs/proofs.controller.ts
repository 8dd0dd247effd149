import { RateLimit } from '../../platform/auth/rate-limits';
import { randomUUID } from 'node:crypto';
import { Body, Controller, HttpCode, Post, UploadedFile, UseInterceptors } from '@nestjs/common';
import type { BatchProof } from '@machines/batch';
import type { Actor } from '../../platform/auth/actor';
import { CurrentActor, Roles } from '../../platform/auth/auth.decorators';
import { authorizeFirst, BatchCommand, type BatchCommandCall, BatchWriter, checkMetadata } from '../../batch';
import { ApiError } from '../../platform/web/api-error';
import { Clock } from '../../platform/clock/clock';
import {
  ImageUploadService,
  UPLOADS_URL_PREFIX,
  type UploadedImageFile,
} from '../../platform/uploads/image-upload.service';
import { fileRequired } from '../../platform/uploads/uploads.errors';
import { ProofDeleteDto, ProofUploadDto } from './proof-upload.dto';
import { ProofUploadInterceptor } from './proof-upload.interceptor';
import { proofView } from './proof.view';
import { Idempotent } from '../../platform/idempotency';

/**
 * Purchase receipts (spec §3 "Proof upload", §7). Images only: they are re-encoded (metadata
 * stripped) and served by unguessable name like item images; PDFs are refused because we cannot
 * sanitise them. Who and when are checked before the file is stored, so a refusal stores nothing.
 */
@Controller('api/bns/proof')
export class ProofsController {
  constructor(
    private readonly writer: BatchWriter,
    private readonly images: ImageUploadService,
    private readonly clock: Clock,
  ) {}

  @Post('upload_proof/:id')
  @HttpCode(200)
  @Roles('buyer', 'staff')
  @RateLimit('upload')
  // Above the upload parser: it runs inside it, so the file is part of what the key fingerprints.
  @Idempotent()
  @UseInterceptors(ProofUploadInterceptor)
  async upload(
    @Body() body: ProofUploadDto,
    @UploadedFile() file: UploadedImageFile | undefined,
    @CurrentActor() actor: Actor,
    @BatchCommand() call: BatchCommandCall,
  ) {
    const batchId = call.batchId();
    if (!file) throw fileRequired('file');
    authorizeFirst('UploadProof', (await this.writer.load(batchId)).state, checkMetadata(actor));
    const stored = await this.images.store('proofs', file);
    const proof: BatchProof = {
      id: randomUUID(),
      fileKey: stored.key,
      receiptAmount: body.receipt_amount,
      refundAmount: body.refund_amount ?? 0,
      masterPurchaseTransactionBatchNumber: body.master_purchase_transaction_batch_number ?? '',
      shopName: body.shop_name.trim(),
      proofType: body.proof_type ?? 'receipt',
      proofRemark: body.proof_remark ?? '',
      transactionAccountId: body.transaction_account_id ?? '',
      uploadedAt: this.clock.now().toISOString(),
      uploadedBy: actor.id,
    };
    try {
      const result = await this.writer.command(batchId, call.context, 'UploadProof', { proof });
      return { ...call.respond(result), proof: proofView(proof) };
    } catch (error) {
      // The batch moved on between the check and the append: no orphan file.
      await this.images.removeByUrl(`${UPLOADS_URL_PREFIX}/${stored.key}`);
      throw error;
    }
  }

  @Post('delete_proof/:id')
  @HttpCode(200)
  @Roles('buyer', 'staff')
  async delete(@Body() body: ProofDeleteDto, @CurrentActor() actor: Actor, @BatchCommand() call: BatchCommandCall) {
    const batchId = call.batchId();
    const { state } = await this.writer.load(batchId);
    // Same who/when as uploading; then a missing proof is a 404 of its own (not "nothing to delete").
    authorizeFirst('UploadProof', state, checkMetadata(actor));
    if (state.context.batchNumber !== body.batch_number.trim()) {
      throw new ApiError(400, 'VALIDATION_FAILED', 'Wrong Input', { field: 'batch_number' });
    }
    const proof = (state.context.proofs ?? []).find((p) => p.id === body.proof_id);
    if (!proof) throw new ApiError(404, 'PROOF_NOT_FOUND', 'Proof not found in this batch.', { field: 'proof_id' });
    const result = await this.writer.command(batchId, call.context, 'DeleteProof', {
      proofId: body.proof_id,
    });
    await this.images.removeByUrl(`${UPLOADS_URL_PREFIX}/${proof.fileKey}`);
    return { ...call.respond(result), proof_id: body.proof_id };
  }
}
