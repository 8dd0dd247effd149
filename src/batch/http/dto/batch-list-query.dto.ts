import { Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, Matches, Max, Min } from 'class-validator';
import { DASHBOARD_GROUP_NAMES, LIST_TABS } from '@machines/batch';
import { MAX_PAGE } from '../../../platform/web/number-bounds';
import { LIST_ORDERINGS } from '../../read/batch-list/list-filters';
import { dtoMatches, type Defaulted } from '../../../platform/web/dto-contract';
import type { BatchListQuery, DetailQuery } from '@contracts/batch/batch-list';
import { ARRIVAL_TABS, type ArrivalTab } from '@contracts/batch/arrival';
import { OptionalText } from '../../../platform/web/field-rules';

const BOOL_TEXT = ['true', 'false', '1', '0'];
const COUNTRY_CODE = /^[A-Za-z]{2}$/;
const PURCHASE_TYPES = ['auto', 'manual'];

/** Query of GET /api/batch/requests | orders | archived (spec §7). Defaults: page 1, page size 12. */
export class BatchListQueryDto {
  @IsOptional() @Type(() => Number) @IsInt() @Min(1) @Max(MAX_PAGE) page: number = 1;
  @IsOptional() @Type(() => Number) @IsInt() @Min(1) @Max(100) page_size: number = 12;
  /** Status names or codes, comma separated. */
  @OptionalText(500) status?: string;
  /** A country's two-letter shortcode (any case); the countries themselves are reference data. */
  @IsOptional() @IsString() @Matches(COUNTRY_CODE) site_from?: string;
  @IsOptional() @IsString() @Matches(COUNTRY_CODE) site_to?: string;
  @IsOptional() @IsIn(['requests', 'orders']) type?: string;
  @OptionalText(200) search?: string;
  /** true/false: has an internal remark; other text: the remark contains it. */
  @OptionalText(200) internalRemark?: string;
  @IsOptional() @IsIn(BOOL_TEXT) refund?: string;
  @IsOptional() @IsIn(LIST_TABS.map((t) => t.key)) tabfilterOption?: string;
  /** How the items are bought (batch-columns.ts purchase_type): by the robot or by hand. */
  @IsOptional() @IsIn(PURCHASE_TYPES) purchaseType?: string;
  @IsOptional() @IsIn(BOOL_TEXT) autoWorkFlow?: string;
  /** Dashboard group (spec §2): new, reviewing, processing, completed, archived, arrived_overseas, departed_overseas, purchased, shipped. */
  @IsOptional() @IsIn(DASHBOARD_GROUP_NAMES) group?: string;
  /** One field, `-` for descending (LIST_ORDERINGS); default `-updated_at`. */
  @IsOptional() @IsIn(LIST_ORDERINGS) ordering?: string;
  /** Read-your-writes: wait (bounded) until the list includes this event store position. */
  @OptionalText(100) after_position?: string;
  /** Keyset paging: an answer's `next_cursor` (same ordering); `page` is then ignored. */
  @OptionalText(400) cursor?: string;
  /** Arrival tab (docs/arrival.md): awaiting_check_in, awaiting_review, in_dispute. */
  @IsOptional() @IsIn(ARRIVAL_TABS) arrival?: ArrivalTab;
}

export class DetailQueryDto {
  @OptionalText(100) after_position?: string;
}

// Each DTO is its contract type field for field, both ways (src/platform/web/dto-contract.ts).
dtoMatches<Defaulted<BatchListQueryDto, 'page' | 'page_size'>, BatchListQuery>(true);
dtoMatches<DetailQueryDto, DetailQuery>(true);
