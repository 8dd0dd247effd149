import { Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, Max, Min } from 'class-validator';
import { dtoMatches, type FormText } from '../../platform/web/dto-contract';
import type { ProofDeleteBody, ProofUploadForm } from '@contracts/batch/order-detail';
import { NonEmptyText, OptionalText } from '../../platform/web/field-rules';

export const PROOF_TYPES = ['receipt', 'invoice', 'refund', 'other'] as const;
const MAX_MINOR_UNITS = 1_000_000_000;

/** The form fields of `POST /api/bns/proof/upload_proof/{id}` (multipart: every value arrives as text). */
export class ProofUploadDto {
  /** Minor units of the batch's fee currency. */
  @Type(() => Number) @IsInt() @Min(0) @Max(MAX_MINOR_UNITS) receipt_amount: number;
  @IsOptional() @Type(() => Number) @IsInt() @Min(0) @Max(MAX_MINOR_UNITS) refund_amount?: number;
  @OptionalText(100) master_purchase_transaction_batch_number?: string;
  @NonEmptyText(200) shop_name: string;
  @IsOptional() @IsIn(PROOF_TYPES) proof_type?: (typeof PROOF_TYPES)[number];
  @OptionalText(2000) proof_remark?: string;
  @OptionalText(100) transaction_account_id?: string;
}

/** `POST /api/bns/proof/delete_proof/{id}` */
export class ProofDeleteDto {
  @NonEmptyText(64) proof_id: string;
  @NonEmptyText(100) batch_number: string;
}

// Each DTO is its contract type field for field, both ways (src/platform/web/dto-contract.ts).
dtoMatches<FormText<ProofUploadDto>, ProofUploadForm>(true);
dtoMatches<ProofDeleteDto, ProofDeleteBody>(true);
