import { Type } from 'class-transformer';
import { IsInt, IsObject, IsOptional, Max, Min, ValidateNested } from 'class-validator';
import { INPUT_MAXIMA as MAX, OVER_MAXIMUM_VALUE } from '@contracts/batch/limits';
import { DimensionsDto } from './buyer-changes.dto';
import { dtoMatches } from '../../../platform/web/dto-contract';
import type { MeasureParcelBody, MeasuredItemBody } from '@contracts/batch/order-commands';
import { NonEmptyText } from '../../../platform/web/field-rules';
import { NestedList } from '../../../platform/web/nested-list';

const over = { message: OVER_MAXIMUM_VALUE };

export class MeasuredItemDto {
  @NonEmptyText(64) id: string;
  @IsObject() @ValidateNested() @Type(() => DimensionsDto) dimensions: DimensionsDto;
  /** Actual weight as weighed, hundredths of a pound. */
  @IsOptional() @IsInt() @Min(1) @Max(MAX.weight, over) weight?: number;
}

/** POST /api/batch/orders/measure_parcel/{id}: the warehouse's measurements (spec §9). */
export class MeasureParcelDto {
  @NestedList(() => MeasuredItemDto, { min: 1, max: 50 }) items: MeasuredItemDto[];
}

// Each DTO is its contract type field for field, both ways (src/platform/web/dto-contract.ts).
dtoMatches<MeasuredItemDto, MeasuredItemBody>(true);
dtoMatches<MeasureParcelDto, MeasureParcelBody>(true);
