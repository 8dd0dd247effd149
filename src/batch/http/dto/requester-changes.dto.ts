import { ArrayMaxSize, ArrayMinSize, ArrayUnique, IsArray, IsUUID } from 'class-validator';
import { dtoMatches } from '../../../platform/web/dto-contract';
import type { CloneRequestBody, CombineRequestBody } from '@contracts/batch/batch-commands';
import { ItemIds } from './item-ids';

/** PUT /api/batch/orders/clone/{id}: the source's item ids to put in the new request. */
export class CloneRequestDto {
  @ItemIds() clone_item_list: string[];
}

/** POST /api/batch/requests/combine_request: the first id is kept, the others are merged into it. */
export class CombineRequestDto {
  @IsArray()
  @ArrayMinSize(2)
  @ArrayMaxSize(20)
  @ArrayUnique()
  @IsUUID('all', { each: true })
  batch_request_ids: string[];
}

// Each DTO is its contract type field for field, both ways (src/platform/web/dto-contract.ts).
dtoMatches<CloneRequestDto, CloneRequestBody>(true);
dtoMatches<CombineRequestDto, CombineRequestBody>(true);
