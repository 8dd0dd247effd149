import { Type } from 'class-transformer';
import type { ExtendStorageBody } from '@contracts/batch/deadlines';
import { IsInt } from 'class-validator';
import { dtoMatches } from '../../platform/web/dto-contract';
import { NonEmptyText } from '../../platform/web/field-rules';

/**
 * POST /api/admin/batches/{id}/storage_extensions. The bounds (1-30 days) and the reason's content
 * are the command's (machines/batch/commands/extend-storage.command.ts): one rule, one coded error.
 */
export class ExtendStorageDto implements ExtendStorageBody {
  @Type(() => Number) @IsInt() days: number;
  @NonEmptyText(500) reason: string;
}

dtoMatches<ExtendStorageDto, ExtendStorageBody>(true);
