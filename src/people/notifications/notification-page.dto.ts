import { Type } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';
import { NOTIFICATION_PAGE_SIZE } from './notifications.query';
import { MAX_PAGE } from '../../platform/web/number-bounds';
import { dtoMatches, type Defaulted } from '../../platform/web/dto-contract';
import type { NotificationPageQuery } from '@contracts/notifications';

/** `page` and `page_size` (spec §7; the notification page size is 10). */
export class NotificationPageDto {
  @IsOptional() @Type(() => Number) @IsInt() @Min(1) @Max(MAX_PAGE) page: number = 1;
  @IsOptional() @Type(() => Number) @IsInt() @Min(1) @Max(100) page_size: number = NOTIFICATION_PAGE_SIZE;
}

// Each DTO is its contract type field for field, both ways (src/platform/web/dto-contract.ts).
dtoMatches<Defaulted<NotificationPageDto, 'page' | 'page_size'>, NotificationPageQuery>(true);
